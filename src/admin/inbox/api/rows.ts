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
  })
  .catchall(z.unknown());
export type SubmissionRow = z.infer<typeof submissionRow>;

/** A change in an item's history (the audit log); a status change names from and to. */
export const historyEntry = z.object({
  at: z.string(),
  actor_email: z.string().nullable(),
  action: z.string(),
  details: z.object({ from: z.string().optional(), to: z.string().optional() }).catchall(z.unknown()).catch({}),
});
export type HistoryEntry = z.infer<typeof historyEntry>;

/** What an erasure or a retention run removed: rows per table, and the files that went with them. */
export const removedResult = z.object({ rows: z.record(z.string(), z.number()), files: z.array(z.string()) });
export type ErasureResult = z.infer<typeof removedResult>;
