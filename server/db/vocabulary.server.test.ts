/**
 * One home for the submission tables (shared/submissions.ts). The database names them
 * too, in the outbox's CHECK and in private.submission_tables(): all three must agree. So do
 * the kinds' stages and private.stages_of.
 */
import { describe, expect, it } from "vitest";
import { STAFF_ROLES } from "../../shared/staff-roles.ts";
import { ROLE_FOR_TABLE, STAGES_OF } from "../../shared/submission-kinds.ts";
import { INQUIRY_TYPES, NOTICE_KINDS, SUBMISSION_TABLES } from "../../shared/submissions.ts";
import { databases } from "../../tests/support/server/databases.ts";
import { migrate, openDatabase } from "./index.ts";

describe("the shared vocabulary and the database", () => {
  it("the outbox's CHECKs, the inquiry type's CHECK and private.submission_tables() name exactly shared/'s lists", async () => {
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
      // The outbox also names a backup run, an invitee, a schedule and a change for review: not submissions.
      expect(
        inCheck.filter(
          (t) =>
            ![
              "backup_runs",
              "users",
              "content_schedules",
              "content_reviews",
              "content_claims",
              "content_releases",
              "inbox_notes",
              "inbox_messages",
            ].includes(t!),
        ),
      ).toEqual([...SUBMISSION_TABLES]);
      expect(rows[0]!.listed).toEqual([...SUBMISSION_TABLES]);

      const values = async (constraint: string) => {
        const found = await db.asOwner((tx) =>
          tx.query<{ check: string }>(
            "select pg_get_constraintdef(oid) as check from pg_constraint where conname = $1",
            [constraint],
          ),
        );
        return [...found.rows[0]!.check.matchAll(/'([a-z-]+)'::text/g)].map((m) => m[1]);
      };
      expect(await values("contact_submissions_inquiry_type_check")).toEqual([...INQUIRY_TYPES]);
      expect(await values("notification_outbox_kind_check")).toEqual([...NOTICE_KINDS]);

      // Staff roles: the names, and which role's job each kind of submission is.
      const roles = await db.asOwner((tx) =>
        tx.query<{ names: string[]; owners: string[] }>(
          "select private.staff_role_names() as names, array(select private.role_for(t) from unnest($1::text[]) t) as owners",
          [[...SUBMISSION_TABLES]],
        ),
      );
      expect(roles.rows[0]!.names).toEqual([...STAFF_ROLES]);
      expect(roles.rows[0]!.owners).toEqual(SUBMISSION_TABLES.map((t) => ROLE_FOR_TABLE[t]));

      // Each stage's own retention rule: the declaration's.
      const kept = await db.asOwner((tx) =>
        tx.query<{ kind: string; stage: string; months: number | null }>(
          "select t as kind, r.stage, r.months from unnest($1::text[]) t, private.stage_retention(t) r order by 1, 2",
          [[...SUBMISSION_TABLES]],
        ),
      );
      expect(kept.rows).toEqual(
        SUBMISSION_TABLES.flatMap((t) =>
          STAGES_OF[t]
            .filter((stage) => stage.keep)
            .map((stage) => ({
              kind: t,
              stage: stage.name,
              months: stage.keep === "while-here" ? null : stage.keep!.months,
            })),
        ).sort((a, b) => (a.kind === b.kind ? a.stage.localeCompare(b.stage) : a.kind.localeCompare(b.kind))),
      );

      // Each kind's stages, in order: the declaration's, in private.stages_of and in each table's CHECK.
      const stages = await db.asOwner((tx) =>
        tx.query<{ kind: string; stages: string[]; check: string | null }>(
          `select t as kind, private.stages_of(t) as stages,
                  (select pg_get_constraintdef(c.oid) from pg_constraint c where c.conname = t || '_stage_check') as check
             from unnest($1::text[]) t`,
          [[...SUBMISSION_TABLES]],
        ),
      );
      expect(stages.rows).toEqual(
        SUBMISSION_TABLES.map((t) => ({
          kind: t,
          stages: STAGES_OF[t].map((stage) => stage.name),
          check:
            STAGES_OF[t].length === 0
              ? null
              : `CHECK ((stage = ANY ('{${STAGES_OF[t].map((stage) => stage.name).join(",")}}'::text[])))`,
        })),
      );
    } finally {
      await db.close();
      await database.destroy();
    }
  }, 60_000);
});
