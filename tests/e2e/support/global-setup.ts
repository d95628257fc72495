import type { TestProject } from "vitest/node";
import { addStaff } from "../../../server/auth/gotrue/staff";
import { startTestServer } from "./server";
import { STAFF_NAMES, STAFF_ROLES_OF, staffEmail } from "./staff-accounts";

/** One server (fresh data folder, seeded database) for the whole e2e run. */
export default async function setup(project: TestProject) {
  const server = await startTestServer();
  // The staff command's own `add`, on the running server's database (the command itself refuses
  // while a server holds an embedded database): each account's one-time password, by e-mail.
  const staffPasswords: Record<string, string> = {};
  for (const name of STAFF_NAMES) {
    const { password } = await server.app.db.asOwner((tx) =>
      addStaff(tx, staffEmail(name), STAFF_ROLES_OF[name] ?? ["admin"]),
    );
    staffPasswords[staffEmail(name)] = password;
  }
  project.provide("baseURL", server.url);
  project.provide("dataDir", server.dataDir);
  project.provide("staffPasswords", staffPasswords);
  return async () => {
    await server.stop();
  };
}

declare module "vitest" {
  export interface ProvidedContext {
    baseURL: string;
    dataDir: string;
    /** One-time password of each staff account global-setup made, by e-mail address. */
    staffPasswords: Record<string, string>;
  }
}
