import { SUBMISSION_TABLES, type InquiryType, type SubmissionTable } from "~shared/submissions";

/** The five submission tables the inbox shows (shared/submissions.ts), and how each is read. */
export const KINDS = SUBMISSION_TABLES;
export type Kind = SubmissionTable;

export const KIND_LABELS: Record<Kind, string> = {
  contact_submissions: "Contact messages",
  job_applications: "Job applications",
  research_partnerships: "Research partnerships",
  incubation_programme: "Incubation applications",
  newsletter_subscribers: "Newsletter sign-ups",
};

/** One item of a kind, in the singular, for headings. */
export const KIND_SINGULAR: Record<Kind, string> = {
  contact_submissions: "Contact message",
  job_applications: "Job application",
  research_partnerships: "Research-partnership application",
  incubation_programme: "Incubation application",
  newsletter_subscribers: "Newsletter sign-up",
};

export function isKind(value: string): value is Kind {
  return KINDS.some((kind) => kind === value);
}

export const STATUSES = ["new", "read", "archived", "spam"] as const;
export type Status = (typeof STATUSES)[number];
export const isStatus = (value: unknown): value is Status => STATUSES.some((status) => status === value);
export const STATUS_LABELS: Record<Status, string> = { new: "New", read: "Read", archived: "Archived", spam: "Spam" };

/** A field of an item, in the order the item view shows it. */
export type FieldSpec = { column: string; label: string; long?: boolean };

export const FIELDS: Record<Kind, FieldSpec[]> = {
  contact_submissions: [
    { column: "name", label: "Name" },
    { column: "email", label: "Email" },
    { column: "company", label: "Company" },
    { column: "inquiry_type", label: "Inquiry type" },
    { column: "message", label: "Message", long: true },
  ],
  job_applications: [
    { column: "position_title", label: "Position" },
    { column: "first_name", label: "First name" },
    { column: "surname", label: "Surname" },
    { column: "email", label: "Email" },
    { column: "reason_to_apply", label: "Why they are applying", long: true },
  ],
  research_partnerships: [
    { column: "name", label: "Name" },
    { column: "email", label: "Email" },
    { column: "institution", label: "Institution" },
    { column: "research_area", label: "Research area" },
    { column: "topic_statement", label: "Topic statement", long: true },
    { column: "collaboration_type", label: "Collaboration type", long: true },
  ],
  incubation_programme: [
    { column: "name", label: "Name" },
    { column: "email", label: "Email" },
    { column: "institution", label: "Institution" },
    { column: "research_area", label: "Research area" },
    { column: "topic_statement", label: "Topic statement", long: true },
    { column: "support_needed", label: "Support needed", long: true },
  ],
  newsletter_subscribers: [{ column: "email", label: "Email" }],
};

/** Uploaded files an item points at: the column holding the path, and the bucket it lives in. */
export type AttachmentSpec = { column: string; label: string; bucket: string };

export const ATTACHMENTS: Record<Kind, AttachmentSpec[]> = {
  contact_submissions: [],
  job_applications: [
    { column: "cv_url", label: "CV", bucket: "job-applications" },
    { column: "cover_letter_url", label: "Cover letter", bucket: "job-applications" },
  ],
  research_partnerships: [{ column: "proposal_file_path", label: "Proposal", bucket: "applications" }],
  incubation_programme: [{ column: "proposal_file_path", label: "Proposal", bucket: "applications" }],
  newsletter_subscribers: [],
};

/** The contact form's inquiry types, as people read them. */
export const INQUIRY_LABELS: Record<InquiryType, string> & Record<string, string> = {
  "demo-request": "Demo request",
  "partner-inquiry": "Partner inquiry",
  "media-request": "Media request",
  "general-question": "General question",
};
