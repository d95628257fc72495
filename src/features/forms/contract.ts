import { jobFileRule, proposalFileRule, type FileRule } from "./files";
import { contactMessages, jobMessages, programmeMessages } from "./messages";

/**
 * Each form's contract, declared once: the column each field fills, its length bounds (Unicode
 * characters after trimming, as Postgres's char_length counts them) and the messages for each
 * bound, and the files it may upload. The zod schemas (./schemas.ts), the hints the forms show
 * (./files.ts, fileHint) and tests/contract/forms-contract.test.ts all read it; that test checks
 * every bound against the database's CHECK constraints and the buckets' limits through the real
 * API (max passes, max + 1 is refused), so the browser and the backend cannot drift apart.
 */
export type TextBound = {
  column: string;
  /** Fewest characters after trimming; 0 for an optional field. */
  min: number;
  max: number;
  tooShort: string;
  tooLong: string;
};

/** The database's email CHECK: at most 254 characters and `^[^@\s]+@[^@\s]+\.[^@\s]+$`. */
export const EMAIL_PATTERN = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;
export const emailBound = { column: "email", max: 254, invalid: contactMessages.invalidEmail, tooLong: contactMessages.emailTooLong } as const;

export type FormContract = {
  table: string;
  text: Record<string, TextBound>;
  files?: { bucket: string; folders: readonly string[]; rule: FileRule };
};

const bound = (column: string, min: number, max: number, tooShort: string, tooLong: string): TextBound => ({ column, min, max, tooShort, tooLong });

export const TOPIC_STATEMENT_MAX = 500;
export const POSITION_TITLE_MAX = 200;

const contactText = {
  name: bound("name", 2, 100, contactMessages.nameTooShort, contactMessages.nameTooLong),
  company: bound("company", 0, 200, "", contactMessages.companyTooLong),
  message: bound("message", 10, 5000, contactMessages.messageTooShort, contactMessages.messageTooLong),
};

const programmeText = {
  name: bound("name", 1, 100, programmeMessages.nameRequired, programmeMessages.nameTooLong),
  researchArea: bound("research_area", 1, 200, programmeMessages.researchAreaRequired, programmeMessages.researchAreaTooLong),
  institution: bound("institution", 1, 200, programmeMessages.institutionRequired, programmeMessages.institutionTooLong),
  topicStatement: bound("topic_statement", 1, TOPIC_STATEMENT_MAX, programmeMessages.topicRequired, programmeMessages.topicTooLong.description),
};

export const contracts = {
  contact: { table: "contact_submissions", text: contactText },
  jobApplication: {
    table: "job_applications",
    text: {
      firstName: bound("first_name", 1, 100, jobMessages.firstNameRequired, jobMessages.firstNameTooLong),
      surname: bound("surname", 1, 100, jobMessages.surnameRequired, jobMessages.surnameTooLong),
      reasonToApply: bound("reason_to_apply", 1, 5000, jobMessages.reasonRequired, jobMessages.reasonTooLong),
      // Not typed by the visitor (it comes from ?position=), but bounded all the same.
      positionTitle: bound("position_title", 1, POSITION_TITLE_MAX, "", ""),
    },
    files: { bucket: "job-applications", folders: ["cover-letters", "cvs"], rule: jobFileRule },
  },
  researchPartnership: {
    table: "research_partnerships",
    text: {
      ...programmeText,
      collaborationType: bound("collaboration_type", 1, 1000, programmeMessages.collaborationTypeRequired, programmeMessages.detailTooLong),
    },
    files: { bucket: "applications", folders: ["research-partnerships"], rule: proposalFileRule },
  },
  incubation: {
    table: "incubation_programme",
    text: {
      ...programmeText,
      supportNeeded: bound("support_needed", 1, 1000, programmeMessages.supportNeededRequired, programmeMessages.detailTooLong),
    },
    files: { bucket: "applications", folders: ["incubation-programme"], rule: proposalFileRule },
  },
  newsletter: { table: "newsletter_subscribers", text: {} },
} as const satisfies Record<string, FormContract>;
