import { boundsOf, kindOf, POSITION_TITLE_MAX, TOPIC_STATEMENT_MAX, type SubmissionTable } from "./submission-kinds.ts";
import type { FileLimit } from "./file-types.ts";

/**
 * What each form may send, in numbers, as the forms use them: each field's column and length
 * bounds (Unicode characters after trimming, as PostgreSQL's char_length counts them) and the
 * files it may upload, read off the kinds' declarations (./submission-kinds.ts). The database
 * enforces the same with its CHECK constraints and the buckets' limits;
 * tests/contract/forms-contract.test.ts holds every bound equal through the real API (max passes,
 * max + 1 is refused). The words shown for each bound are the forms feature's
 * (src/features/forms/contract.ts).
 */
export type Limit = { column: string; min: number; max: number };

export { MB, MIME_BY_EXTENSION, JOB_FILES, PROPOSAL_FILES, type FileExtension, type FileLimit } from "./file-types.ts";
export { POSITION_TITLE_MAX, TOPIC_STATEMENT_MAX };

/** The database's email CHECK: at most 254 characters and this pattern. */
export const EMAIL_PATTERN = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;
export const EMAIL_MAX = 254;

/** A kind's files as a form uploads them: one bucket, its folders (in name order) and their limit. */
function filesOf(table: SubmissionTable) {
  const files = kindOf(table).files as readonly { bucket: string; folder: string; limit: FileLimit }[];
  const [first] = files;
  const [folder, ...others] = [...new Set(files.map((f) => f.folder))].sort();
  if (!first || folder === undefined) throw new Error(`${table} takes no files`);
  const folders: readonly [string, ...string[]] = [folder, ...others];
  return { bucket: first.bucket, folders, limit: first.limit };
}

const programme = (table: "research_partnerships" | "incubation_programme") => ({
  name: boundsOf(table, "name"),
  researchArea: boundsOf(table, "research_area"),
  institution: boundsOf(table, "institution"),
  topicStatement: boundsOf(table, "topic_statement"),
});

export const FORM_LIMITS = {
  contact: {
    table: "contact_submissions",
    text: {
      name: boundsOf("contact_submissions", "name"),
      company: boundsOf("contact_submissions", "company"),
      message: boundsOf("contact_submissions", "message"),
    },
  },
  jobApplication: {
    table: "job_applications",
    text: {
      firstName: boundsOf("job_applications", "first_name"),
      surname: boundsOf("job_applications", "surname"),
      reasonToApply: boundsOf("job_applications", "reason_to_apply"),
      positionTitle: boundsOf("job_applications", "position_title"),
    },
    files: filesOf("job_applications"),
  },
  researchPartnership: {
    table: "research_partnerships",
    text: {
      ...programme("research_partnerships"),
      collaborationType: boundsOf("research_partnerships", "collaboration_type"),
    },
    files: filesOf("research_partnerships"),
  },
  incubation: {
    table: "incubation_programme",
    text: { ...programme("incubation_programme"), supportNeeded: boundsOf("incubation_programme", "support_needed") },
    files: filesOf("incubation_programme"),
  },
  newsletter: { table: "newsletter_subscribers", text: {} },
} as const satisfies Record<
  string,
  {
    table: SubmissionTable;
    text: Record<string, Limit>;
    files?: { bucket: string; folders: readonly string[]; limit: FileLimit };
  }
>;
