/**
 * Backups on a schedule. Each run writes an archive, streams it to BACKUP_COMMAND (here
 * restic, Debian's package, into a local repository), keeps the newest BACKUP_KEEP and records its
 * outcome; what restic gives back restores. A failing command fails the run and prunes nothing.
 * With two server processes on one database, each scheduled time is taken once.
 */
import { execFile } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { readdir, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import type { FastifyInstance } from "fastify";
import { afterAll, describe, expect, it } from "vitest";
import { buildApp } from "../app.ts";
import { loadConfig, type Config } from "../config.ts";
import { openDatabase } from "../db/index.ts";
import { waitFor } from "../../tests/support/server/faults.ts";
import { databases, testConfig, type TestDatabase } from "../../tests/support/server/databases.ts";
import { staffSessions } from "../../tests/support/server/staff-session.ts";
import { startSmtpServer, type TestSmtpServer } from "../../tests/support/server/smtp.ts";
import { contact } from "../../tests/support/server/submissions.ts";
import { restoreArchive } from "./restore.ts";
import { readBackupSigner } from "./signing.ts";

const run = promisify(execFile);
const scratch = mkdtempSync(join(tmpdir(), "kosmos-schedule-"));
const open: FastifyInstance[] = [];
const made: TestDatabase[] = [];
afterAll(async () => {
  for (const app of open) await app.close();
  for (const database of made) await database.destroy();
  await rm(scratch, { recursive: true, force: true });
});

type Run = { outcome: string | null; error: string | null; size_bytes: string | null; scheduled_for: Date };
const runs = async (app: FastifyInstance) =>
  (
    await app.db.asOwner((tx) =>
      tx.query<Run>(
        "select outcome, error, size_bytes::text, scheduled_for from private.backup_runs order by scheduled_for",
        [],
      ),
    )
  ).rows;

async function start(database: TestDatabase, settings: Record<string, string>): Promise<FastifyInstance> {
  const config: Config = {
    ...database.config,
    ...loadConfig({ ...settings, DATA_DIR: database.config.DATA_DIR }),
    DATABASE_URL: database.config.DATABASE_URL,
    LOG_LEVEL: "silent",
    RATE_LIMIT_WRITES_PER_MINUTE: 0,
    RATE_LIMIT_READS_PER_MINUTE: 0,
    UPLOAD_BYTES_PER_HOUR: 0,
    OVERLOAD_EVENT_LOOP_DELAY_MS: 0,
    OVERLOAD_DB_WAIT_MS: 0,
  };
  const app = await buildApp({ config, serveSite: false });
  await app.ready();
  open.push(app);
  return app;
}

describe("scheduled backups", () => {
  it("every second: archives sent to restic, the newest two kept, outcomes recorded; what restic gives back restores", async () => {
    const database = await databases.find((d) => d.name === "pglite")!.create();
    made.push(database);
    const repo = join(scratch, "restic");
    const env = { ...process.env, RESTIC_PASSWORD: "a password for the test repository" };
    await run("restic", ["init", "--quiet", "-r", repo], { env });
    // The server's BACKUP_COMMAND runs with the server's environment, as under systemd.
    process.env.RESTIC_PASSWORD = env.RESTIC_PASSWORD;
    const dir = join(scratch, "archives");
    const app = await start(database, {
      BACKUP_SCHEDULE: "* * * * * *",
      BACKUP_DIR: dir,
      BACKUP_KEEP: "2",
      BACKUP_COMMAND: `restic -r ${repo} backup --quiet --stdin --stdin-filename kosmos.tar.gz`,
    });
    const sent = await app.inject({
      method: "POST",
      url: "/rest/v1/contact_submissions",
      headers: { apikey: app.installKeys.publishableKey, "content-type": "application/json" },
      payload: JSON.stringify(contact({ email: "scheduled@example.com" })),
    });
    expect(sent.statusCode).toBe(201);
    await waitFor(
      "three successful runs after the submission",
      async () => (await runs(app)).filter((r) => r.outcome === "succeeded").length >= 4,
      30_000,
    );
    await app.close();
    open.splice(open.indexOf(app), 1);

    const archives = (await readdir(dir)).filter((name) => name.endsWith(".tar.gz"));
    expect(archives).toHaveLength(2);
    for (const name of archives) expect((await stat(join(dir, name))).mode & 0o777).toBe(0o600);
    const { stdout } = await run("restic", ["-r", repo, "snapshots", "--json"], { env });
    expect((JSON.parse(stdout) as unknown[]).length).toBeGreaterThanOrEqual(4);

    const fromRestic = join(scratch, "from-restic.tar.gz");
    await run("/bin/sh", ["-c", `restic -r ${repo} dump latest kosmos.tar.gz > ${fromRestic}`], { env });
    const target = testConfig(mkdtempSync(join(scratch, "restored-")));
    // Signed by the install's backup key, which a restore on another machine is given.
    await restoreArchive(fromRestic, target, {
      publicKey: (await readBackupSigner(database.config.DATA_DIR))!.publicKey,
    });
    const db = await openDatabase(target, { command: "test" });
    try {
      const { rows } = await db.asOwner((tx) =>
        tx.query("select email from public.contact_submissions where email = 'scheduled@example.com'", []),
      );
      expect(rows).toHaveLength(1);
    } finally {
      await db.close();
    }
  }, 90_000);

  it("a failing command fails the run and prunes nothing; with two processes on one database each time is taken once", async () => {
    const database = await databases.find((d) => d.name === "postgres")!.create();
    made.push(database);
    const dir = join(scratch, "shared-archives");
    const settings = {
      BACKUP_SCHEDULE: "* * * * * *",
      BACKUP_DIR: dir,
      BACKUP_KEEP: "1",
      BACKUP_COMMAND: "cat > /dev/null; echo 'the bucket is gone' >&2; exit 3",
    };
    const first = await start(database, settings);
    await start(database, settings);
    await waitFor("three runs", async () => (await runs(first)).filter((r) => r.outcome !== null).length >= 3, 30_000);
    const recorded = await runs(first);
    const times = recorded.map((r) => r.scheduled_for.getTime());
    expect(new Set(times).size).toBe(times.length);
    for (const r of recorded.filter((r) => r.outcome !== null)) {
      expect(r).toMatchObject({
        outcome: "failed",
        error: expect.stringContaining("BACKUP_COMMAND exited with 3: the bucket is gone"),
      });
    }
    // Staff at aal2 read the runs (the back office's Backups panel); visitors read nothing.
    const { aal2 } = await staffSessions(first, "backups@kosmos.example");
    const asStaff = await first.inject({
      method: "POST",
      url: "/rest/v1/rpc/last_backup_runs",
      headers: {
        apikey: first.installKeys.publishableKey,
        authorization: `Bearer ${aal2}`,
        "content-type": "application/json",
      },
      payload: "{}",
    });
    expect(asStaff.statusCode).toBe(200);
    expect((asStaff.json() as { outcome: string }[]).length).toBeGreaterThanOrEqual(3);
    const asVisitor = await first.inject({
      method: "POST",
      url: "/rest/v1/rpc/last_backup_runs",
      headers: { apikey: first.installKeys.publishableKey, "content-type": "application/json" },
      payload: "{}",
    });
    expect(asVisitor.statusCode).not.toBe(200);
    // One archive a run (never two for one time), and none pruned although BACKUP_KEEP is 1.
    const archives = (await readdir(dir)).filter((name) => name.endsWith(".tar.gz"));
    expect(archives.length).toBeGreaterThanOrEqual(3);
    expect(archives.length).toBeLessThanOrEqual(recorded.length);
  }, 90_000);

  it("a failed run sends a notice through the outbox to NOTIFY_DEFAULT: which run, and why", async () => {
    const smtp: TestSmtpServer = await startSmtpServer();
    try {
      const database = await databases.find((d) => d.name === "pglite")!.create();
      made.push(database);
      const app = await start(database, {
        BACKUP_SCHEDULE: "* * * * * *",
        BACKUP_DIR: join(scratch, "failing-archives"),
        BACKUP_COMMAND: "cat > /dev/null; echo 'the bucket is gone' >&2; exit 3",
        SMTP_URL: smtp.url,
        NOTIFY_DEFAULT: "ops@kosmos.test",
        NOTIFY_SALES: "sales@kosmos.test",
        SITE_URL: "https://www.kosmos.example",
      });
      // The worker polls every 5 s by default: a mail within that shows the failure woke it.
      const [mail] = await smtp.waitFor(1, 4_000);
      await app.close();
      open.splice(open.indexOf(app), 1);
      expect(mail!.envelope.to).toEqual(["ops@kosmos.test"]);
      expect(mail!.parsed.subject).toMatch(/^Failed backup: \d{1,2} \w+ \d{4}/);
      expect(mail!.parsed.text).toContain("BACKUP_COMMAND exited with 3: the bucket is gone");
      expect(mail!.parsed.text).toContain("https://www.kosmos.example/admin/#/audit");
      expect(mail!.parsed.headers.get("auto-submitted")).toBe("auto-generated");

      const db = await openDatabase(database.config, { command: "test" });
      try {
        const { rows } = await db.asOwner((tx) =>
          tx.query<{ failed: number; notices: number; other: number }>(
            `select (select count(*)::int from private.backup_runs where outcome = 'failed') as failed,
                    (select count(*)::int from public.notification_outbox o join private.backup_runs r on r.id = o.submission_id
                      where o.kind = 'backup-failed' and o.submission_table = 'backup_runs') as notices,
                    (select count(*)::int from public.notification_outbox where kind <> 'backup-failed') as other`,
            [],
          ),
        );
        // One notice per failed run, nothing else in the outbox.
        expect(rows[0]!.failed).toBeGreaterThanOrEqual(1);
        expect(rows[0]).toMatchObject({ notices: rows[0]!.failed, other: 0 });
      } finally {
        await db.close();
      }
    } finally {
      await smtp.close();
    }
  }, 60_000);
});
