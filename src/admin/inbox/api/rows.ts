import { z } from "zod";
import { KINDS, STATUSES } from "~/admin/vocabulary/kinds";

/** A row of the inbox (the view, or rpc/search_inbox's answer), checked as it arrives. */
export const inboxRow = z.object({
  kind: z.enum(KINDS),
  id: z.string(),
  created_at: z.string(),
  name: z.string().nullable(),
  email: z.string(),
  organisation: z.string().nullable(),
  subject: z.string().nullable(),
  summary: z.string().nullable(),
  status: z.enum(STATUSES),
  status_changed_at: z.string().nullable(),
  /** Whose it is (newsletter sign-ups: never anyone's). */
  owner_id: z.string().nullable().default(null),
  /** Where it is in its kind's pipeline, and since when (newsletter sign-ups: none). */
  stage: z.string().nullable().default(null),
  stage_since: z.string().nullable().default(null),
});
export type InboxRow = z.infer<typeof inboxRow>;

/** One submission, every column of its table: the ones every kind has, typed; the rest as they come. */
export const submissionRow = z
  .object({
    id: z.string(),
    created_at: z.string(),
    email: z.string(),
    status: z.enum(STATUSES),
    status_changed_at: z.string().nullable(),
    owner_id: z.string().nullable().default(null),
    stage: z.string().nullable().default(null),
    stage_since: z.string().nullable().default(null),
  })
  .catchall(z.unknown());
export type SubmissionRow = z.infer<typeof submissionRow>;

/** A change in an item's history (the audit log): from and to, when it names them. */
export const historyEntry = z.object({
  at: z.string(),
  actor_email: z.string().nullable(),
  action: z.string(),
  // A status change names both; giving an item names the owner before (none: null) and after.
  details: z.object({ from: z.string().nullish(), to: z.string().nullish() }).catchall(z.unknown()).catch({}),
});
export type HistoryEntry = z.infer<typeof historyEntry>;

/** What an erasure or a retention run removed: rows per table, and the files that went with them. */
export const removedResult = z.object({ rows: z.record(z.string(), z.number()), files: z.array(z.string()) });
export type ErasureResult = z.infer<typeof removedResult>;
