import { INQUIRY_TYPES, SUBMISSION_KINDS, type InquiryType, type SubmissionTable } from "./submission-kinds.ts";

/**
 * The vocabulary of what visitors send (docs/decisions/025-shared-vocabulary.md), read off the
 * kinds' declarations (./submission-kinds.ts). The database says the same in the outbox's CHECK
 * and private.submission_tables(); server/db/vocabulary.server.test.ts holds them equal.
 */
export { INQUIRY_TYPES, type InquiryType, type SubmissionTable };

/** The tables that hold what visitors send, in the inbox's order. */
export const SUBMISSION_TABLES: readonly SubmissionTable[] = SUBMISSION_KINDS.map((kind) => kind.table);

export function isSubmissionTable(value: unknown): value is SubmissionTable {
  return typeof value === "string" && (SUBMISSION_TABLES as readonly string[]).includes(value);
}

/**
 * What a notice of the outbox is about (its kind's CHECK says the same; tested): each kind's
 * notices (the contact form's inquiry types, one a form), a failed scheduled backup, and an
 * invitation to the staff area (its recipient is the invitee, not a team), a newsletter sign-up's
 * confirmation link and an applicant's acknowledgement (to the person who typed the address), and
 * a schedule of content that ran or failed (to the member of staff who made it), a change waiting
 * for sign-off (to the colleagues who may approve it) and its decision (to its author), and a
 * claim whose evidence is due for review (to its owner), and a release waiting for sign-off (to the
 * colleagues who may sign it off), an inbox item given to a member of staff (to its new owner), a note mentioning colleagues (to them), and staff's reply to a visitor (to the visitor).
 */
export const OTHER_NOTICE_KINDS = [
  "backup-failed",
  "staff-invite",
  "newsletter-confirm",
  "application-received",
  "schedule-outcome",
  "review-waiting",
  "review-decided",
  "claim-due",
  "release-waiting",
  "item-assigned",
  "note-mention",
  "item-reply",
  "erasure-requested",
] as const;
export type NoticeKind =
  (typeof OTHER_NOTICE_KINDS)[number] | KeysOfUnion<(typeof SUBMISSION_KINDS)[number]["notices"]>;
type KeysOfUnion<T> = T extends T ? keyof T & string : never;
export const NOTICE_KINDS: readonly NoticeKind[] = [
  ...SUBMISSION_KINDS.flatMap((kind) => Object.keys(kind.notices) as NoticeKind[]),
  ...OTHER_NOTICE_KINDS,
];
