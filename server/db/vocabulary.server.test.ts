/**
 * Issue 25: one home for the submission tables (shared/submissions.ts). The database names them
 * too, in the outbox's CHECK and in private.submission_tables(): all three must agree.
 */
import { describe, expect, it } from "vitest";
import { SUBMISSION_TABLES } from "../../shared/submissions";
import { databases } from "../test/databases";
import { migrate, openDatabase } from "./index";

describe("the shared vocabulary and the database", () => {
  it("the outbox's CHECK and private.submission_tables() name exactly the shared submission tables", async () => {
    const database = await databases.find((d) => d.name === "pglite")!.create();
    const db = await openDatabase(database.config, { command: "test" });
    try {
      await migrate(db, { seedFile: null });
      const { rows } = await db.asOwner((tx) =>
        tx.query<{ check: string; listed: string[] }>(
          `select pg_get_constraintdef(c.oid) as check, private.submission_tables() as listed
             from pg_constraint c where c.conname = 'notification_outbox_submission_table_check'`,
          [],
        ),
      );
      const inCheck = [...rows[0]!.check.matchAll(/'([a-z_]+)'::text/g)].map((m) => m[1]);
      // The outbox also names a backup run's notice (issue 23), which is not a submission.
      expect(inCheck.filter((t) => t !== "backup_runs")).toEqual([...SUBMISSION_TABLES]);
      expect(rows[0]!.listed).toEqual([...SUBMISSION_TABLES]);
    } finally {
      await db.close();
      await database.destroy();
    }
  }, 60_000);
});
