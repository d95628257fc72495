import { z } from "zod/mini";
import {
  EMAIL_PATTERN,
  POSITION_TITLE_MAX,
  TOPIC_STATEMENT_MAX,
  type TextBound,
  contracts,
  emailBound,
} from "./contract";
import { contactMessages } from "./messages";
import type { INQUIRY_TYPES, InquiryType } from "~shared/submissions";

export { EMAIL_PATTERN, POSITION_TITLE_MAX, TOPIC_STATEMENT_MAX };

/**
 * The form schemas, built from the forms' contracts (./contract.ts), whose bounds are checked
 * against the database's CHECK constraints, so the browser refuses what the database would
 * refuse, with a message instead of an error code. Lengths count Unicode code points, as
 * Postgres's char_length does, after trimming. zod/mini (the same engine, without methods on
 * every schema) keeps the forms' JavaScript small.
 */

export const characterCount = (value: string) => Array.from(value).length;

/** Trimmed text of min..max characters; `tooShort` is shown for blank or short input. */
function boundedText({ min, max, tooShort, tooLong }: TextBound) {
  return z.string().check(
    z.trim(),
    z.refine((value) => characterCount(value) >= min, tooShort),
    z.refine((value) => characterCount(value) <= max, tooLong),
  );
}

export const EMAIL_MAX = emailBound.max;

const emailChecks = [
  z.refine<string>((value) => EMAIL_PATTERN.test(value), emailBound.invalid),
  z.refine<string>((value) => characterCount(value) <= EMAIL_MAX, emailBound.tooLong),
] as const;

const email = z.string().check(z.trim(), ...emailChecks);

/** The form's options, as the spec labels them, one for each of shared/'s inquiry types. */
export const inquiryTypes = [
  { value: "demo-request", label: "Demo Request" },
  { value: "partner-inquiry", label: "Partner Inquiry" },
  { value: "media-request", label: "Media Request" },
  { value: "general-question", label: "General Question" },
] as const satisfies readonly { value: InquiryType; label: string }[] & { length: (typeof INQUIRY_TYPES)["length"] };

export type { InquiryType };
export const DEFAULT_INQUIRY_TYPE: InquiryType = "demo-request";

const contactText = contracts.contact.text;
const contactFields = {
  name: boundedText(contactText.name),
  email,
  company: boundedText(contactText.company),
  message: boundedText(contactText.message),
};

/** The home form: the contact page's rules without the inquiry type (docs/decisions/002). */
export const homeContactSchema = z.object(contactFields);

export const contactSchema = z.object({
  ...contactFields,
  inquiryType: z.enum(inquiryTypes.map((type) => type.value) as [InquiryType, ...InquiryType[]], {
    error: contactMessages.inquiryTypeMissing,
  }),
});

export type HomeContactValues = z.output<typeof homeContactSchema>;
export type ContactValues = z.output<typeof contactSchema>;

const jobText = contracts.jobApplication.text;
export const jobApplicationSchema = z.object({
  firstName: boundedText(jobText.firstName),
  surname: boundedText(jobText.surname),
  email,
  reasonToApply: boundedText(jobText.reasonToApply),
});

export type JobApplicationValues = z.output<typeof jobApplicationSchema>;

export const GENERAL_APPLICATION = "General application";

/** The position named by /apply?position=…, or a general application when there is none. */
export function positionTitle(fromQuery: string | null | undefined): string {
  const title = fromQuery?.trim();
  if (!title) return GENERAL_APPLICATION;
  return Array.from(title).slice(0, POSITION_TITLE_MAX).join("");
}

const partnershipText = contracts.researchPartnership.text;
const programmeFields = {
  name: boundedText(partnershipText.name),
  email,
  researchArea: boundedText(partnershipText.researchArea),
  institution: boundedText(partnershipText.institution),
  topicStatement: boundedText(partnershipText.topicStatement),
};

/**
 * Collaboration type and support needed are marked required in the interface (spec §5), so we
 * enforce them too: a field announced as required that accepts a blank would mislead the
 * visitor. The database keeps them nullable, so they are still omitted from the row when blank.
 */
export const researchPartnershipSchema = z.object({
  ...programmeFields,
  collaborationType: boundedText(partnershipText.collaborationType),
});

export const incubationSchema = z.object({
  ...programmeFields,
  supportNeeded: boundedText(contracts.incubation.text.supportNeeded),
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
