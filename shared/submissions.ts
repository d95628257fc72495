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

/** The contact form's inquiry types (contact_submissions.inquiry_type's CHECK says the same; tested). */
export const INQUIRY_TYPES = ["demo-request", "partner-inquiry", "media-request", "general-question"] as const;
export type InquiryType = (typeof INQUIRY_TYPES)[number];

/**
 * What a notice of the outbox is about (its kind's CHECK says the same; tested): the contact
 * form's inquiry types, one kind per other form, a failed scheduled backup, and an invitation to
 * the staff area (its recipient is the invitee, not a team).
 */
export const NOTICE_KINDS = [
  ...INQUIRY_TYPES,
  "job-application",
  "research-partnership",
  "incubation-application",
  "newsletter-subscription",
  "backup-failed",
  "staff-invite",
] as const;
export type NoticeKind = (typeof NOTICE_KINDS)[number];
