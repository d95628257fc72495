import type { TestProject } from "vitest/node";
import { startTestServer } from "./server";

/** One server (fresh data folder, seeded database) for the whole e2e run. */
export default async function setup(project: TestProject) {
  const server = await startTestServer();
  project.provide("baseURL", server.url);
  project.provide("dataDir", server.dataDir);
  return async () => {
    await server.stop();
  };
}

declare module "vitest" {
  export interface ProvidedContext {
    baseURL: string;
    dataDir: string;
  }
}
