import { Cron } from "croner";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { spawn } from "node:child_process";
import { createReadStream } from "node:fs";
import { mkdir, readdir, rm, stat } from "node:fs/promises";
import { join } from "node:path";
import { pipeline } from "node:stream/promises";
import { writeArchive } from "./write.ts";

export type BackupScheduleOptions = {
  dataDir: string;
  /** A cron expression (croner: five fields, or six with seconds first). */
  schedule: string;
  dir: string;
  /** Archives kept in `dir`; older ones are deleted after a successful run. */
  keep: number;
  /** A shell command that receives each archive on its standard input (restic, rclone, aws s3 cp -). */
  command?: string;
  /** An age public key: archives are encrypted to it. */
  recipient?: string;
};

const ARCHIVE = /^kosmos-\d{8}T\d{6}Z\.tar\.gz(\.age)?$/;
const stamp = (at: Date) =>
  at
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}Z$/, "Z");

/** Streams the archive into the command; a command that exits with anything but 0 fails the run. */
async function sendOff(command: string, archive: string): Promise<void> {
  const child = spawn("/bin/sh", ["-c", command], { stdio: ["pipe", "ignore", "pipe"] });
  let stderr = "";
  child.stderr.on("data", (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-1_000)));
  const exited = new Promise<number | null>((resolve, reject) => {
    child.once("error", reject);
    child.once("close", (code) => resolve(code));
  });
  await pipeline(createReadStream(archive), child.stdin).catch(() => undefined);
  const code = await exited;
  if (code !== 0) throw new Error(`BACKUP_COMMAND exited with ${code}: ${stderr.trim()}`);
}

/** After a success: the newest `keep` archives stay. */
async function prune(dir: string, keep: number): Promise<void> {
  const archives = (await readdir(dir)).filter((name) => ARCHIVE.test(name)).sort();
  for (const name of archives.slice(0, Math.max(0, archives.length - keep))) await rm(join(dir, name), { force: true });
}

/**
 * Backups on a schedule: at each time BACKUP_SCHEDULE names, the first server process
 * to claim it (a row in private.backup_runs) writes an archive into BACKUP_DIR, streams it to
 * BACKUP_COMMAND if one is set, keeps the newest BACKUP_KEEP, and records the outcome, which staff
 * read through last_backup_runs(). A failed run keeps every older archive.
 */
export default fp(
  async function backupSchedule(app: FastifyInstance, opts: BackupScheduleOptions) {
    async function run(scheduledFor: Date) {
      const claimed = await app.db.asOwner((tx) =>
        tx.query("insert into private.backup_runs (scheduled_for) values ($1) on conflict do nothing returning 1", [
          scheduledFor,
        ]),
      );
      if (claimed.rows.length === 0) return; // another process took this one
      const started = Date.now();
      const archive = join(opts.dir, `kosmos-${stamp(scheduledFor)}.tar.gz${opts.recipient ? ".age" : ""}`);
      try {
        await mkdir(opts.dir, { recursive: true, mode: 0o700 });
        await writeArchive(app.db, opts.dataDir, archive, { recipient: opts.recipient });
        if (opts.command) await sendOff(opts.command, archive);
        const { size } = await stat(archive);
        await prune(opts.dir, opts.keep);
        await app.db.asOwner((tx) =>
          tx.query(
            `update private.backup_runs set finished_at = now(), outcome = 'succeeded', size_bytes = $2, duration_ms = $3, archive = $4
              where scheduled_for = $1`,
            [scheduledFor, size, Date.now() - started, archive.slice(-300)],
          ),
        );
        app.metrics.backupSucceeded(new Date());
        app.log.info({ archive, bytes: size, ms: Date.now() - started }, "scheduled backup written");
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        app.log.error({ err: error }, "the scheduled backup failed");
        // The outcome and its notice (to NOTIFY_DEFAULT, through the outbox) in one transaction.
        const recorded = await app.db
          .asOwner(async (tx) => {
            const { rows } = await tx.query<{ id: string }>(
              `update private.backup_runs set finished_at = now(), outcome = 'failed', duration_ms = $2, error = $3
                where scheduled_for = $1 returning id`,
              [scheduledFor, Date.now() - started, reason.replaceAll("\u0000", "").slice(0, 2_000)],
            );
            if (rows[0]) {
              await tx.query(
                `insert into public.notification_outbox (kind, submission_table, submission_id) values ('backup-failed', 'backup_runs', $1)`,
                [rows[0].id],
              );
            }
            return rows.length > 0;
          })
          .catch((cause: unknown) => {
            app.log.error({ err: cause }, "the failed backup could not be recorded");
            return false;
          });
        if (recorded && app.hasDecorator("notices")) app.notices.wake();
      }
    }

    let job: Cron | null = null;
    app.addHook("onReady", async () => {
      job = new Cron(opts.schedule, { protect: true, timezone: "UTC" }, async (self: Cron) => {
        const at = self.currentRun() ?? new Date();
        // One row per scheduled second, whichever process's clock ran a little late.
        await run(new Date(Math.floor(at.getTime() / 1000) * 1000));
      });
    });
    app.addHook("onClose", async () => job?.stop());
  },
  { name: "kosmos-backup-schedule", fastify: "5.x", dependencies: ["kosmos-db", "kosmos-metrics", "kosmos-mail"] },
);
