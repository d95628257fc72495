import type { TestProject } from "vitest/node";
import { addStaff } from "../../../server/auth/gotrue/staff";
import { copyOfBuild } from "../../support/server/build-copy";
import { startTestServer } from "./server";
import { STAFF_NAMES, STAFF_ROLES_OF, staffEmail } from "./staff-accounts";

/**
 * One server (fresh data folder, seeded database) for the whole e2e run, on a copy of the build:
 * the run's edits publish into the folder it serves, and the build must stay as it was built (for
 * the files that start servers of their own from it, and for a developer's `npm start` after).
 */
export default async function setup(project: TestProject) {
  const build = await copyOfBuild();
  const server = await startTestServer({ BUILD_DIR: build.siteRoot });
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
    await build.remove();
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
