/**
 * A restore brings back the content of its day, and the pages follow it: content and
 * its history are rows like any other in the backup, and a server started on the restored data
 * renders at once every route whose content differs from what its folder serves.
 */
import { execFile } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";
import { readBackupSigner } from "../../server/backup/signing";
import { copyOfBuild } from "../support/server/build-copy";
import { waitFor } from "../support/server/faults";
import { startTestServer, type TestServer } from "./support/server";

const run = promisify(execFile);

describe("a restore from backup", () => {
  const cleanup: (() => Promise<unknown>)[] = [];
  afterAll(async () => {
    for (const step of cleanup.reverse()) await step();
  });

  it("brings back the content of its day, and the pages are rendered again from it at start", async () => {
    const scratch = await mkdtemp(join(tmpdir(), "kosmos-publish-restore-"));
    cleanup.push(() => rm(scratch, { recursive: true, force: true }));
    const build = await copyOfBuild();
    cleanup.push(build.remove);
    const careers = async (server: TestServer) => (await fetch(`${server.url}/careers`)).text();

    const before = await startTestServer({ BUILD_DIR: build.siteRoot });
    let stopped = false;
    cleanup.push(() => (stopped ? Promise.resolve() : before.stop()));
    const archive = join(scratch, "before.tar.gz");
    await run(process.execPath, ["--import", "tsx", "scripts/backup.ts", "--out", archive], {
      env: { ...process.env, DATA_DIR: before.dataDir, DATABASE_URL: "", LOG_LEVEL: "silent" },
    });
    const publicKey = (await readBackupSigner(before.dataDir))!.publicKey;
    const positionVersions = async (server: TestServer) => {
      const { rows } = await server.app.db.asOwner((tx) =>
        tx.query<{ n: number }>("select count(*)::int as n from public.content_versions where type = 'position'", []),
      );
      return rows[0]!.n;
    };
    const versionsAtBackup = await positionVersions(before);

    // After the backup: a position published, on the page.
    await before.app.db.asOwner((tx) =>
      tx.query(
        `insert into public.content_items (type, slug, sort_order, data) values ('position', 'after-the-backup', 9, $1)`,
        [
          JSON.stringify({
            title: "Published After The Backup",
            department: "Research",
            location: "London",
            description: "x",
            datePosted: "2026-11-27",
            employmentType: "FULL_TIME",
          }),
        ],
      ),
    );
    await waitFor("the new position on /careers", async () => (await careers(before)).includes("After The Backup"));
    await before.stop();
    stopped = true;

    const restoredDir = join(scratch, "restored");
    await run(process.execPath, ["--import", "tsx", "scripts/restore.ts", archive, "--public-key", publicKey], {
      env: { ...process.env, DATA_DIR: restoredDir, DATABASE_URL: "" },
    });
    const after = await startTestServer({ BUILD_DIR: build.siteRoot, DATA_DIR: restoredDir });
    cleanup.push(after.stop);
    await waitFor(
      "/careers rendered from the restored content",
      async () => !(await careers(after)).includes("After The Backup"),
      30_000,
    );
    expect(await careers(after)).toContain("Senior Complex Systems Scientist");
    // The history as it was at the backup: the position published after it is in none of it.
    expect(await positionVersions(after)).toBe(versionsAtBackup);
  }, 180_000);
});
