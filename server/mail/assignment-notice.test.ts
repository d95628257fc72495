import { describe, expect, it } from "vitest";
import { composeItemAssigned } from "./assignment-notice.ts";

const notice = {
  id: "5a0c4c8e-8a4b-4a39-9d64-2f0b9d1b8e11",
  submission_table: "job_applications",
  submission_id: "0b6f4a52-3c1e-4f7e-9a51-7d1c2b3a4e5f",
};

describe("an inbox item given to a member of staff, as their mail", () => {
  it("says what kind of item, who gave it, when it arrived, and links to it, with nothing the visitor typed", () => {
    const mail = composeItemAssigned({
      notice,
      assignment: { created_at: "2026-11-28T23:30:00Z", owner_given_by: "ama@kosmos.example" },
      siteUrl: "https://kosmos.example/",
      from: "Kosmos <noreply@kosmos.example>",
      to: ["kofi@kosmos.example"],
    });
    expect(mail.to).toEqual(["kofi@kosmos.example"]);
    expect(mail.subject).toBe("Given to you: a job application");
    expect(mail.text).toBe(
      [
        "ama@kosmos.example gave you a job application received on 28 November 2026. It is yours to answer; it shows under “Mine” in the inbox.",
        "",
        "Open it in the back office:",
        "https://kosmos.example/admin/#/inbox/job_applications/0b6f4a52-3c1e-4f7e-9a51-7d1c2b3a4e5f",
        "",
      ].join("\n"),
    );
    expect(mail.html).toContain('href="https://kosmos.example/admin/#/inbox/job_applications/0b6f4a52');
  });

  it("says a colleague when the giver is not known", () => {
    const mail = composeItemAssigned({
      notice: { ...notice, submission_table: "contact_submissions" },
      assignment: {},
      siteUrl: "https://kosmos.example",
      from: "Kosmos <noreply@kosmos.example>",
      to: ["kofi@kosmos.example"],
    });
    expect(mail.subject).toBe("Given to you: a contact message");
    expect(String(mail.text)).toMatch(/^A colleague gave you a contact message\. It is yours/);
  });
});
