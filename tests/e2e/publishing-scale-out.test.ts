/**
 * Publishing on the scale-out recipe (docs/deploy.md): two server processes behind Caddy on one
 * PostgreSQL, each with its own copy of the build as on two machines. A change saved
 * in the database reaches both: each server hears the database say so (NOTIFY content_changed) and
 * renders the changed routes into its own folder; visitors through Caddy get the new page from
 * whichever serves them.
 */
import { mkdtempSync } from "node:fs";
import { rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../server/config";
import { openDatabase, type Database } from "../../server/db";
import { startCaddy, type RunningCaddy } from "../deploy/caddy-support";
import { copyOfBuild } from "../support/server/build-copy";
import { startServer, waitFor, type ServerProcess } from "../support/server/faults";
import { startPostgresCluster, type PostgresCluster } from "../support/server/postgres-cluster";

describe("a publish on two servers behind Caddy", () => {
  const dataDir = mkdtempSync(join(tmpdir(), "kosmos-publish-scale-"));
  let cluster: PostgresCluster;
  let builds: Awaited<ReturnType<typeof copyOfBuild>>[] = [];
  const servers: ServerProcess[] = [];
  let caddy: RunningCaddy;
  let db: Database;

  beforeAll(async () => {
    cluster = await startPostgresCluster({
      folderPrefix: "kosmos-publish-pg-",
      settings: ["fsync=off"],
      database: "kosmos_publish",
      stopMode: "immediate",
    });
    const databaseUrl = `postgres://postgres@127.0.0.1:${cluster.port}/kosmos_publish`;
    builds = [await copyOfBuild(), await copyOfBuild()];
    // The first migrates the database; the second starts on it.
    for (const build of builds) {
      servers.push(await startServer(dataDir, { DATABASE_URL: databaseUrl, BUILD_DIR: build.siteRoot }));
    }
    caddy = await startCaddy({
      upstreams: servers.map((s) => s.origin.replace("http://", "")),
      healthInterval: "500ms",
    });
    db = await openDatabase(loadConfig({ DATABASE_URL: databaseUrl, DATA_DIR: dataDir }), { command: "test" });
  }, 180_000);
  afterAll(async () => {
    await db?.close();
    await caddy?.stop();
    await Promise.all(servers.map((s) => s.stop()));
    await cluster?.stop();
    await Promise.all(builds.map((b) => b.remove()));
    await rm(dataDir, { recursive: true, force: true });
  });

  it("reaches both servers, each rendering into its own folder, and visitors through Caddy", async () => {
    const title = `Systemic Risk Modeller ${Date.now()}`;
    const saved = Date.now();
    await db.asOwner((tx) =>
      tx.query(
        `insert into public.content_items (type, slug, sort_order, data) values ('position', 'scale-out-role', 9, $1)`,
        [
          JSON.stringify({
            title,
            department: "Research",
            location: "London",
            description: "Model contagion.",
            datePosted: "2026-11-27",
            employmentType: "FULL_TIME",
          }),
        ],
      ),
    );
    const serves = async (origin: string) => (await (await fetch(`${origin}/careers`)).text()).includes(title);
    for (const server of servers)
      await waitFor(`${server.origin} to serve the new position`, () => serves(server.origin), 30_000);
    console.log(`both servers served the new /careers ${Date.now() - saved} ms after the save`);
    for (let visit = 0; visit < 4; visit++) {
      const answer = await caddy.visit("127.0.0.1", "GET", "/careers");
      expect(answer.status).toBe(200);
      expect(answer.body).toContain(title);
    }
    // The change's publishes, one a server. (The build the suite shares may have been published
    // into by other files' edits: each server then also renders those routes as it starts.)
    const { rows } = await db.asOwner((tx) =>
      tx.query<{ state: string }>(
        "select state from public.content_publishes where 'position' = any(types) order by id",
        [],
      ),
    );
    expect(rows.map((r) => r.state)).toEqual(["live", "live"]);
  });
});
