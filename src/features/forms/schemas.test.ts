import { describe, expect, it } from "vitest";
import type { z } from "zod/mini";
import { contactMessages, jobMessages, programmeMessages } from "./messages";
import {
  GENERAL_APPLICATION,
  contactSchema,
  hasBlankField,
  homeContactSchema,
  incubationSchema,
  jobApplicationSchema,
  newsletterSchema,
  positionTitle,
  researchPartnershipSchema,
} from "./schemas";

/** The first message for each field, as react-hook-form shows them. */
function messages(schema: z.ZodMiniType, values: unknown): Record<string, string> {
  const result = schema.safeParse(values);
  if (result.success) return {};
  const byField: Record<string, string> = {};
  for (const issue of result.error.issues) byField[issue.path.join(".")] ??= issue.message;
  return byField;
}

const repeat = (length: number, char = "a") => char.repeat(length);

const validContact = {
  name: "Ada Lovelace",
  email: "ada@example.com",
  company: "",
  inquiryType: "demo-request",
  message: "Please show us the platform.",
};

describe("contact schema", () => {
  it("accepts a valid message, trimming the text", () => {
    const parsed = contactSchema.parse({ ...validContact, name: "  Ada  ", company: "  Analytical Engines  " });
    expect(parsed.name).toBe("Ada");
    expect(parsed.company).toBe("Analytical Engines");
  });

  it.each([
    ["name", "A", contactMessages.nameTooShort],
    ["name", "  A  ", contactMessages.nameTooShort],
    ["name", repeat(101), contactMessages.nameTooLong],
    ["email", "not-an-email", contactMessages.invalidEmail],
    ["email", "ada@example", contactMessages.invalidEmail],
    ["email", "ada @example.com", contactMessages.invalidEmail],
    ["email", "", contactMessages.invalidEmail],
    ["email", `${repeat(243)}@example.com`, contactMessages.emailTooLong],
    ["company", repeat(201), contactMessages.companyTooLong],
    ["inquiryType", "", contactMessages.inquiryTypeMissing],
    ["inquiryType", "sales", contactMessages.inquiryTypeMissing],
    ["message", "Too short", contactMessages.messageTooShort],
    ["message", `   ${repeat(9)}   `, contactMessages.messageTooShort],
    ["message", repeat(5001), contactMessages.messageTooLong],
  ])("%s = %j: %s", (field, value, message) => {
    expect(messages(contactSchema, { ...validContact, [field]: value })).toEqual({ [field]: message });
  });

  it("accepts every bound exactly", () => {
    expect(
      messages(contactSchema, {
        ...validContact,
        name: "Al",
        email: `${repeat(242)}@example.com`,
        company: repeat(200),
        message: repeat(5000),
      }),
    ).toEqual({});
    expect(messages(contactSchema, { ...validContact, name: repeat(100), message: repeat(10) })).toEqual({});
  });

  it("accepts the four inquiry types only", () => {
    for (const type of ["demo-request", "partner-inquiry", "media-request", "general-question"]) {
      expect(messages(contactSchema, { ...validContact, inquiryType: type })).toEqual({});
    }
  });

  it("counts characters as Postgres does (code points)", () => {
    expect(messages(contactSchema, { ...validContact, name: "😀" })).toEqual({ name: contactMessages.nameTooShort });
    expect(messages(contactSchema, { ...validContact, name: "😀".repeat(100) })).toEqual({});
  });

  it("the home form has the same rules without an inquiry type", () => {
    const { inquiryType: _omitted, ...home } = validContact;
    expect(messages(homeContactSchema, home)).toEqual({});
    expect(messages(homeContactSchema, { ...home, name: "A", email: "x", message: "short" })).toEqual({
      name: contactMessages.nameTooShort,
      email: contactMessages.invalidEmail,
      message: contactMessages.messageTooShort,
    });
  });
});

const validJob = {
  firstName: "Grace",
  surname: "Hopper",
  email: "grace@example.com",
  reasonToApply: "I love compilers.",
};

describe("job application schema", () => {
  it("accepts a valid application", () => {
    expect(messages(jobApplicationSchema, validJob)).toEqual({});
  });

  it("names every missing required field", () => {
    expect(messages(jobApplicationSchema, { firstName: " ", surname: "", email: "", reasonToApply: "" })).toEqual({
      firstName: jobMessages.firstNameRequired,
      surname: jobMessages.surnameRequired,
      email: contactMessages.invalidEmail,
      reasonToApply: jobMessages.reasonRequired,
    });
  });

  it.each([
    ["firstName", repeat(101), jobMessages.firstNameTooLong],
    ["surname", repeat(101), jobMessages.surnameTooLong],
    ["reasonToApply", repeat(5001), jobMessages.reasonTooLong],
  ])("%s over its bound: %s", (field, value, message) => {
    expect(messages(jobApplicationSchema, { ...validJob, [field]: value })).toEqual({ [field]: message });
    expect(messages(jobApplicationSchema, { ...validJob, [field]: value.slice(1) })).toEqual({});
  });

  it("takes the position from the query, or a general application", () => {
    expect(positionTitle("Senior Quantitative Researcher")).toBe("Senior Quantitative Researcher");
    expect(positionTitle("  Data Engineer ")).toBe("Data Engineer");
    expect(positionTitle(null)).toBe(GENERAL_APPLICATION);
    expect(positionTitle("   ")).toBe(GENERAL_APPLICATION);
    expect(positionTitle(repeat(250))).toHaveLength(200);
  });
});

const validProgramme = {
  name: "Mary Somerville",
  email: "mary@example.ac.uk",
  researchArea: "Network contagion",
  institution: "University of Edinburgh",
  topicStatement: "How shocks spread through interbank lending.",
};

describe("research partnership and incubation schemas", () => {
  const cases = [
    [
      "research partnership",
      researchPartnershipSchema,
      { ...validProgramme, collaborationType: "Joint research project" },
      "collaborationType",
      programmeMessages.collaborationTypeRequired,
    ],
    [
      "incubation",
      incubationSchema,
      { ...validProgramme, supportNeeded: "Compute and mentoring" },
      "supportNeeded",
      programmeMessages.supportNeededRequired,
    ],
  ] as const;

  it.each(cases)("%s: accepts a valid application", (_name, schema, valid) => {
    expect(messages(schema, valid)).toEqual({});
  });

  it.each(cases)("%s: names every missing required field", (_name, schema, _valid, detail, detailMessage) => {
    expect(
      messages(schema, { name: "", email: "", researchArea: " ", institution: "", topicStatement: "", [detail]: "" }),
    ).toEqual({
      name: programmeMessages.nameRequired,
      email: contactMessages.invalidEmail,
      researchArea: programmeMessages.researchAreaRequired,
      institution: programmeMessages.institutionRequired,
      topicStatement: programmeMessages.topicRequired,
      [detail]: detailMessage,
    });
  });

  it.each(cases)("%s: topic statement of 500 characters passes, 501 fails", (_name, schema, valid) => {
    expect(messages(schema, { ...valid, topicStatement: repeat(500) })).toEqual({});
    expect(messages(schema, { ...valid, topicStatement: repeat(501) })).toEqual({
      topicStatement: "Please keep your topic statement under 500 words.",
    });
  });

  it.each(cases)("%s: every other bound", (_name, schema, valid, detail) => {
    expect(
      messages(schema, {
        ...valid,
        name: repeat(101),
        researchArea: repeat(201),
        institution: repeat(201),
        [detail]: repeat(1001),
      }),
    ).toEqual({
      name: programmeMessages.nameTooLong,
      researchArea: programmeMessages.researchAreaTooLong,
      institution: programmeMessages.institutionTooLong,
      [detail]: programmeMessages.detailTooLong,
    });
    expect(
      messages(schema, {
        ...valid,
        name: repeat(100),
        researchArea: repeat(200),
        institution: repeat(200),
        [detail]: repeat(1000),
      }),
    ).toEqual({});
  });
});

describe("newsletter schema", () => {
  it("trims and lowercases the address", () => {
    expect(newsletterSchema.parse({ email: "  Ada.Lovelace@Example.COM " })).toEqual({
      email: "ada.lovelace@example.com",
    });
  });

  it.each(["", "ada", "ada@", "ada@example", "a b@example.com"])("refuses %j", (email) => {
    expect(messages(newsletterSchema, { email })).toEqual({ email: contactMessages.invalidEmail });
  });
});

describe("hasBlankField", () => {
  it("is true when any named field is blank", () => {
    expect(hasBlankField({ a: "x", b: "  " }, ["a", "b"])).toBe(true);
    expect(hasBlankField({ a: "x" }, ["a", "b"])).toBe(true);
    expect(hasBlankField({ a: "x", b: "y", c: "" }, ["a", "b"])).toBe(false);
  });
});
