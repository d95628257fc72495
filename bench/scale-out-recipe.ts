/**
 * The scale-out recipe (docs/deploy.md) for a benchmark: one PostgreSQL, two servers as `npm
 * start` runs them (each with its own copy of the build, as on two machines, sharing one data
 * folder for uploads), and Debian's Caddy in front with docs/deploy/Caddyfile. A staff member for
 * the benchmark is added to the database before the servers start.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { loadConfig } from "../server/config";
import { migrate, openDatabase } from "../server/db";
import { startCaddy } from "../tests/deploy/caddy-support";
import { copyOfBuild } from "../tests/support/server/build-copy";
import type { ChildServer } from "../tests/support/server/child-server";
import { startPostgresCluster } from "../tests/support/server/postgres-cluster";
import { startAsNpmStart } from "./start-command";
import { addBenchStaff } from "./staff-token";

export type ScaleOut = {
  servers: ChildServer[];
  /** A page as a visitor reads it through Caddy (HTTPS, whichever server answers). */
  throughCaddy(path: string): Promise<string>;
  stop(): Promise<void>;
};

export async function startScaleOut(staff: { email: string; password: string }): Promise<ScaleOut> {
  const cluster = await startPostgresCluster({
    folderPrefix: "kosmos-bench-scale-",
    settings: [],
    database: "kosmos_bench",
    stopMode: "fast",
  });
  const dataDir = mkdtempSync(join(tmpdir(), "kosmos-bench-scale-data-"));
  const env = { DATABASE_URL: cluster.url, DATA_DIR: dataDir };
  const db = await openDatabase(loadConfig(env), { command: "bench" });
  try {
    await migrate(db);
    await addBenchStaff(db, staff.email, staff.password, ["admin"]);
  } finally {
    await db.close();
  }
  const builds = [await copyOfBuild(), await copyOfBuild()];
  const servers: ChildServer[] = [];
  for (const build of builds) servers.push(await startAsNpmStart({ ...env, BUILD_DIR: build.siteRoot }));
  const caddy = await startCaddy({
    upstreams: servers.map((server) => server.origin.replace("http://", "")),
    healthInterval: "500ms",
  });
  return {
    servers,
    throughCaddy: async (path) => (await caddy.visit("127.0.0.1", "GET", path)).body.replaceAll("<!-- -->", ""),
    async stop() {
      await caddy.stop();
      await Promise.all(servers.map((server) => server.stop()));
      cluster.stop();
      await Promise.all(builds.map((build) => build.remove()));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
