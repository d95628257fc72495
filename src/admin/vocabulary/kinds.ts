import { SUBMISSION_TABLES, type InquiryType, type SubmissionTable } from "~shared/submissions";
import { byTable, kindOf, ROLE_FOR_TABLE, STAGES_OF, type StageDecl } from "~shared/submission-kinds";
import { holds, type StaffRole } from "~shared/staff-roles";

/** The five submission tables the inbox shows, and how each is read: their declarations' (shared/submission-kinds.ts). */
export const KINDS = SUBMISSION_TABLES;
export type Kind = SubmissionTable;

export const KIND_LABELS: Record<Kind, string> = byTable((kind) => kind.label);

/** One item of a kind, in the singular, for headings. */
export const KIND_SINGULAR: Record<Kind, string> = byTable((kind) => kind.singular);

/** The kinds of submission a person's roles read. */
export function readableKinds(roles: readonly StaffRole[]): Kind[] {
  return KINDS.filter((kind) => holds(roles, ROLE_FOR_TABLE[kind]));
}

export function isKind(value: string): value is Kind {
  return KINDS.some((kind) => kind === value);
}

export const STATUSES = ["new", "read", "archived", "spam"] as const;
export type Status = (typeof STATUSES)[number];
export const isStatus = (value: unknown): value is Status => STATUSES.some((status) => status === value);
export const STATUS_LABELS: Record<Status, string> = { new: "New", read: "Read", archived: "Archived", spam: "Spam" };

/** Each kind's stages, first stage first (none for newsletter sign-ups): their declarations'. */
export const STAGES: Record<Kind, readonly StageDecl[]> = STAGES_OF;

/** A stage's label in its kind (its stored name when the kind no longer has it). */
export const stageLabel = (kind: Kind, stage: string) => STAGES[kind].find((s) => s.name === stage)?.label ?? stage;

/** A field of an item, in the order the item view shows it. */
export type FieldSpec = { column: string; label: string; long?: boolean };

export const FIELDS: Record<Kind, FieldSpec[]> = byTable((kind) =>
  kind.fields.map(({ column, label, ...rest }) => ({ column, label, ...("long" in rest ? { long: rest.long } : {}) })),
);

/** Uploaded files an item points at: the column holding the path, and the bucket it lives in. */
export type AttachmentSpec = { column: string; label: string; bucket: string };

export const ATTACHMENTS: Record<Kind, AttachmentSpec[]> = byTable((kind) =>
  kind.files.map(({ column, label, bucket }) => ({ column, label, bucket })),
);

/** The contact form's inquiry types, as people read them. */
export const INQUIRY_LABELS: Record<InquiryType, string> & Record<string, string> = Object.fromEntries(
  Object.entries(kindOf("contact_submissions").notices).map(([type, notice]) => [type, notice.label]),
) as Record<InquiryType, string>;
