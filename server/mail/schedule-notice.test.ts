import { describe, expect, it } from "vitest";
import { composeScheduleOutcome } from "./schedule-notice.ts";

const base = {
  notice: { id: "6f1c2a5e-0000-4000-8000-000000000001" },
  siteUrl: "https://kosmos.example",
  from: "Kosmos website <noreply@kosmos.example>",
  to: ["editor@kosmos.example"],
};

describe("the mail to a schedule's author", () => {
  it("says a publish ran, what and when in London time, with the back office's page of its type", () => {
    const mail = composeScheduleOutcome({
      ...base,
      schedule: {
        title: "Terms of Use",
        action: "publish",
        state: "done",
        due_at: "2026-07-01T08:00:00Z",
        type: "legal-page",
      },
    });
    expect(mail.subject).toBe("Scheduled publish done: Terms of Use");
    expect(mail.text).toContain("Your scheduled publish of “Terms of Use” at 1 July 2026 at 09:00 (London) ran");
    expect(mail.text).toContain("https://kosmos.example/admin/#/site/legal-page");
  });

  it("says a failure's reason and that nothing changed, every value escaped in HTML", () => {
    const mail = composeScheduleOutcome({
      ...base,
      schedule: {
        title: "<b>Claims</b>",
        action: "unpublish",
        state: "failed",
        due_at: "2026-12-01T10:30:00Z",
        type: "story",
        problem: "This change needs sign-off: submit it for review, and a colleague approves it",
      },
    });
    expect(mail.subject).toBe("Scheduled unpublish failed: <b>Claims</b>");
    expect(mail.text).toContain("at 1 December 2026 at 10:30 (London) failed: nothing changed on the site.");
    expect(mail.text).toContain("Reason:\nThis change needs sign-off");
    expect(String(mail.html)).toContain("&lt;b&gt;Claims&lt;/b&gt;");
    expect(String(mail.html)).not.toContain("<b>Claims</b>");
  });
});
