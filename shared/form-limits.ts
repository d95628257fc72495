import type { Database } from "./database.types";

/**
 * What each form may send, in numbers: the column each field fills with its length bounds
 * (Unicode characters after trimming, as PostgreSQL's char_length counts them) and the files it
 * may upload. The database enforces the same with its CHECK constraints and the buckets' limits;
 * tests/contract/forms-contract.test.ts holds every bound equal through the real API (max passes,
 * max + 1 is refused). The words shown for each bound are the forms feature's
 * (src/features/forms/contract.ts).
 */
type Table = keyof Database["public"]["Tables"];
export type Limit = { column: string; min: number; max: number };

const limit = (column: string, min: number, max: number): Limit => ({ column, min, max });

/** The database's email CHECK: at most 254 characters and this pattern. */
export const EMAIL_PATTERN = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;
export const EMAIL_MAX = 254;

export const TOPIC_STATEMENT_MAX = 500;
export const POSITION_TITLE_MAX = 200;

export const MB = 1024 * 1024;

export const MIME_BY_EXTENSION = {
  pdf: "application/pdf",
  doc: "application/msword",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  txt: "text/plain",
} as const;
export type FileExtension = keyof typeof MIME_BY_EXTENSION;

export type FileLimit = { extensions: readonly FileExtension[]; maxBytes: number };
/** Cover letter and CV (bucket job-applications). */
export const JOB_FILES: FileLimit = { extensions: ["pdf", "doc", "docx"], maxBytes: 5 * MB };
/** A proposal (bucket applications). */
export const PROPOSAL_FILES: FileLimit = { extensions: ["pdf", "doc", "docx", "txt"], maxBytes: 10 * MB };

const programme = {
  name: limit("name", 1, 100),
  researchArea: limit("research_area", 1, 200),
  institution: limit("institution", 1, 200),
  topicStatement: limit("topic_statement", 1, TOPIC_STATEMENT_MAX),
};

export const FORM_LIMITS = {
  contact: {
    table: "contact_submissions",
    text: { name: limit("name", 2, 100), company: limit("company", 0, 200), message: limit("message", 10, 5000) },
  },
  jobApplication: {
    table: "job_applications",
    text: {
      firstName: limit("first_name", 1, 100),
      surname: limit("surname", 1, 100),
      reasonToApply: limit("reason_to_apply", 1, 5000),
      // Not typed by the visitor (it comes from ?position=), but bounded all the same.
      positionTitle: limit("position_title", 1, POSITION_TITLE_MAX),
    },
    files: { bucket: "job-applications", folders: ["cover-letters", "cvs"], limit: JOB_FILES },
  },
  researchPartnership: {
    table: "research_partnerships",
    text: { ...programme, collaborationType: limit("collaboration_type", 1, 1000) },
    files: { bucket: "applications", folders: ["research-partnerships"], limit: PROPOSAL_FILES },
  },
  incubation: {
    table: "incubation_programme",
    text: { ...programme, supportNeeded: limit("support_needed", 1, 1000) },
    files: { bucket: "applications", folders: ["incubation-programme"], limit: PROPOSAL_FILES },
  },
  newsletter: { table: "newsletter_subscribers", text: {} },
} as const satisfies Record<string, { table: Table; text: Record<string, Limit>; files?: { bucket: string; folders: readonly string[]; limit: FileLimit } }>;
