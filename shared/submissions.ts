import type { Database } from "./database.types";

/**
 * The tables that hold what visitors send, in the inbox's order: one home for the site, the back
 * office and the server (docs/decisions/025-shared-vocabulary.md). The database says the same in
 * the outbox's CHECK and private.submission_tables(); server/db/vocabulary.server.test.ts holds
 * them equal, and the generated types check that each is a table.
 */
export const SUBMISSION_TABLES = [
  "contact_submissions",
  "job_applications",
  "research_partnerships",
  "incubation_programme",
  "newsletter_subscribers",
] as const satisfies readonly (keyof Database["public"]["Tables"])[];

export type SubmissionTable = (typeof SUBMISSION_TABLES)[number];

export function isSubmissionTable(value: unknown): value is SubmissionTable {
  return typeof value === "string" && (SUBMISSION_TABLES as readonly string[]).includes(value);
}
