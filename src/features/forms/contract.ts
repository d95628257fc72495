import {
  EMAIL_MAX,
  EMAIL_PATTERN,
  FORM_LIMITS,
  POSITION_TITLE_MAX,
  TOPIC_STATEMENT_MAX,
  type Limit,
} from "~shared/form-limits";
import { jobFileRule, proposalFileRule, type FileRule } from "./files";
import { contactMessages, jobMessages, programmeMessages } from "./messages";

/**
 * Each form's contract: the limits of shared/form-limits.ts (the column each field fills, its
 * length bounds, the files it may upload), with the messages this form shows for each bound. The zod schemas (./schemas.ts), the hints the forms show
 * (./files.ts, fileHint) and tests/contract/forms-contract.test.ts all read it; that test checks
 * every bound against the database's CHECK constraints and the buckets' limits through the real
 * API (max passes, max + 1 is refused), so the browser and the backend cannot drift apart.
 */
export type TextBound = Limit & {
  tooShort: string;
  tooLong: string;
};

export { EMAIL_PATTERN, POSITION_TITLE_MAX, TOPIC_STATEMENT_MAX };
export const emailBound = {
  column: "email",
  max: EMAIL_MAX,
  invalid: contactMessages.invalidEmail,
  tooLong: contactMessages.emailTooLong,
} as const;

export type FormContract = {
  table: string;
  text: Record<string, TextBound>;
  files?: { bucket: string; folders: readonly string[]; rule: FileRule };
};

/** A limit of shared/form-limits.ts with the words this form shows for it. */
const bound = (limit: Limit, tooShort: string, tooLong: string): TextBound => ({ ...limit, tooShort, tooLong });

const { contact, jobApplication, researchPartnership, incubation, newsletter } = FORM_LIMITS;

const programmeText = (text: typeof researchPartnership.text | typeof incubation.text) => ({
  name: bound(text.name, programmeMessages.nameRequired, programmeMessages.nameTooLong),
  researchArea: bound(text.researchArea, programmeMessages.researchAreaRequired, programmeMessages.researchAreaTooLong),
  institution: bound(text.institution, programmeMessages.institutionRequired, programmeMessages.institutionTooLong),
  topicStatement: bound(
    text.topicStatement,
    programmeMessages.topicRequired,
    programmeMessages.topicTooLong.description,
  ),
});

const files = <Folders extends readonly [string, ...string[]]>(
  { bucket, folders }: { bucket: string; folders: Folders },
  rule: FileRule,
) => ({
  bucket,
  folders,
  rule,
});

export const contracts = {
  contact: {
    table: contact.table,
    text: {
      name: bound(contact.text.name, contactMessages.nameTooShort, contactMessages.nameTooLong),
      company: bound(contact.text.company, "", contactMessages.companyTooLong),
      message: bound(contact.text.message, contactMessages.messageTooShort, contactMessages.messageTooLong),
    },
  },
  jobApplication: {
    table: jobApplication.table,
    text: {
      firstName: bound(jobApplication.text.firstName, jobMessages.firstNameRequired, jobMessages.firstNameTooLong),
      surname: bound(jobApplication.text.surname, jobMessages.surnameRequired, jobMessages.surnameTooLong),
      reasonToApply: bound(jobApplication.text.reasonToApply, jobMessages.reasonRequired, jobMessages.reasonTooLong),
      positionTitle: bound(jobApplication.text.positionTitle, "", ""),
    },
    files: files(jobApplication.files, jobFileRule),
  },
  researchPartnership: {
    table: researchPartnership.table,
    text: {
      ...programmeText(researchPartnership.text),
      collaborationType: bound(
        researchPartnership.text.collaborationType,
        programmeMessages.collaborationTypeRequired,
        programmeMessages.detailTooLong,
      ),
    },
    files: files(researchPartnership.files, proposalFileRule),
  },
  incubation: {
    table: incubation.table,
    text: {
      ...programmeText(incubation.text),
      supportNeeded: bound(
        incubation.text.supportNeeded,
        programmeMessages.supportNeededRequired,
        programmeMessages.detailTooLong,
      ),
    },
    files: files(incubation.files, proposalFileRule),
  },
  newsletter: { table: newsletter.table, text: {} },
} as const satisfies Record<string, FormContract>;
