import { z } from "zod/mini";
import { contactMessages, jobMessages, programmeMessages } from "./messages";

/**
 * The form schemas. Their bounds repeat the database's CHECK constraints (prompts/schema.md) so
 * the browser refuses what the database would refuse, with a message instead of an error code.
 * Lengths count Unicode code points, as Postgres's char_length does, after trimming.
 * zod/mini (the same engine, without methods on every schema) keeps the forms' JavaScript small.
 */

export const characterCount = (value: string) => Array.from(value).length;

/** Trimmed text of min..max characters; `tooShort` is shown for blank or short input. */
function boundedText(min: number, max: number, tooShort: string, tooLong: string) {
  return z.string().check(
    z.trim(),
    z.refine((value) => characterCount(value) >= min, tooShort),
    z.refine((value) => characterCount(value) <= max, tooLong),
  );
}

/** The database's email CHECK: at most 254 characters and `^[^@\s]+@[^@\s]+\.[^@\s]+$`. */
export const EMAIL_PATTERN = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;
export const EMAIL_MAX = 254;

const emailChecks = [
  z.refine<string>((value) => EMAIL_PATTERN.test(value), contactMessages.invalidEmail),
  z.refine<string>((value) => characterCount(value) <= EMAIL_MAX, contactMessages.emailTooLong),
] as const;

const email = z.string().check(z.trim(), ...emailChecks);

export const inquiryTypes = [
  { value: "demo-request", label: "Demo Request" },
  { value: "partner-inquiry", label: "Partner Inquiry" },
  { value: "media-request", label: "Media Request" },
  { value: "general-question", label: "General Question" },
] as const;

export type InquiryType = (typeof inquiryTypes)[number]["value"];
export const DEFAULT_INQUIRY_TYPE: InquiryType = "demo-request";

const contactFields = {
  name: boundedText(2, 100, contactMessages.nameTooShort, contactMessages.nameTooLong),
  email,
  company: z.string().check(
    z.trim(),
    z.refine((value) => characterCount(value) <= 200, contactMessages.companyTooLong),
  ),
  message: boundedText(10, 5000, contactMessages.messageTooShort, contactMessages.messageTooLong),
};

/** The home form: the contact page's rules without the inquiry type (docs/decisions/002). */
export const homeContactSchema = z.object(contactFields);

export const contactSchema = z.object({
  ...contactFields,
  inquiryType: z.enum(
    inquiryTypes.map((type) => type.value) as [InquiryType, ...InquiryType[]],
    { error: contactMessages.inquiryTypeMissing },
  ),
});

export type HomeContactValues = z.output<typeof homeContactSchema>;
export type ContactValues = z.output<typeof contactSchema>;

export const jobApplicationSchema = z.object({
  firstName: boundedText(1, 100, jobMessages.firstNameRequired, jobMessages.firstNameTooLong),
  surname: boundedText(1, 100, jobMessages.surnameRequired, jobMessages.surnameTooLong),
  email,
  reasonToApply: boundedText(1, 5000, jobMessages.reasonRequired, jobMessages.reasonTooLong),
});

export type JobApplicationValues = z.output<typeof jobApplicationSchema>;

export const TOPIC_STATEMENT_MAX = 500;
export const POSITION_TITLE_MAX = 200;
export const GENERAL_APPLICATION = "General application";

/** The position named by /apply?position=…, or a general application when there is none. */
export function positionTitle(fromQuery: string | null | undefined): string {
  const title = fromQuery?.trim();
  if (!title) return GENERAL_APPLICATION;
  return Array.from(title).slice(0, POSITION_TITLE_MAX).join("");
}

const programmeFields = {
  name: boundedText(1, 100, programmeMessages.nameRequired, programmeMessages.nameTooLong),
  email,
  researchArea: boundedText(1, 200, programmeMessages.researchAreaRequired, programmeMessages.researchAreaTooLong),
  institution: boundedText(1, 200, programmeMessages.institutionRequired, programmeMessages.institutionTooLong),
  topicStatement: boundedText(1, TOPIC_STATEMENT_MAX, programmeMessages.topicRequired, programmeMessages.topicTooLong.description),
};

/**
 * Collaboration type and support needed are marked required in the interface (spec §5), so we
 * enforce them too: a field announced as required that accepts a blank would mislead the
 * visitor. The database keeps them nullable, so they are still omitted from the row when blank.
 */
export const researchPartnershipSchema = z.object({
  ...programmeFields,
  collaborationType: boundedText(1, 1000, programmeMessages.collaborationTypeRequired, programmeMessages.detailTooLong),
});

export const incubationSchema = z.object({
  ...programmeFields,
  supportNeeded: boundedText(1, 1000, programmeMessages.supportNeededRequired, programmeMessages.detailTooLong),
});

export type ResearchPartnershipValues = z.output<typeof researchPartnershipSchema>;
export type IncubationValues = z.output<typeof incubationSchema>;

/** The newsletter stores one address per person: trimmed and lowercased, as its CHECK demands. */
export const newsletterSchema = z.object({
  email: z.string().check(z.trim(), z.toLowerCase(), ...emailChecks),
});

export type NewsletterValues = z.output<typeof newsletterSchema>;

/** True when any of the named fields is blank: the 'Missing information' toast's condition. */
export function hasBlankField(values: Record<string, unknown>, names: readonly string[]): boolean {
  return names.some((name) => {
    const value = values[name];
    return typeof value !== "string" || value.trim() === "";
  });
}
