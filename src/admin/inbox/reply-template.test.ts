import { describe, expect, it } from "vitest";
import { replyTemplate } from "./reply-template";

describe("where a reply starts", () => {
  it("takes the stage's usual words and the person's first name", () => {
    expect(replyTemplate("job_applications", { first_name: "Mary" }, "interview")).toEqual({
      subject: "Your application: an interview",
      body: "Dear Mary,\n\nThank you for your application. We would like to meet you for an interview: which of these times would suit you?\n\nKind regards,",
    });
  });

  it("says Hello to a name that is not a plain one, and leaves room to write at a stage without usual words", () => {
    expect(replyTemplate("contact_submissions", { name: "https://spam.example" }, "new")).toEqual({
      subject: "Re: your contact message to Kosmos",
      body: "Hello,\n\n\n\nKind regards,",
    });
  });

  it("greets a proposal's sender by the first word of their name", () => {
    expect(replyTemplate("research_partnerships", { name: "Priya Nair" }, "in-review").body).toMatch(/^Dear Priya,/);
    expect(replyTemplate("incubation_programme", { name: "Ada" }, "new").body).toMatch(/^Dear Ada,/);
  });
});
