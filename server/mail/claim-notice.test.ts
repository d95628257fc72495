import { describe, expect, it } from "vitest";
import { composeClaimDue } from "./claim-notice.ts";

const base = {
  notice: { id: "5a0c4c8e-8a4b-4a39-9d64-2f0b9d1b8e11" },
  siteUrl: "https://kosmos.example",
  from: "Kosmos <noreply@kosmos.example>",
  to: ["owner@kosmos.example"],
};

describe("a claim due for review, as its owner's mail", () => {
  it("says which claim, on which item, when it fell due, that the item went off, and links to the register", () => {
    const mail = composeClaimDue({
      ...base,
      claim: {
        wording: "Billions",
        label: "Figure",
        title: "of agents in a single simulation",
        review_by: "2026-12-01",
        taken_off_at: "2026-12-01T00:00:05Z",
        evidence_source: "Benchmark KI-114.",
        placeholder: false,
      },
    });
    expect(mail.subject).toBe("Claim to review: Billions");
    expect(mail.text).toBe(
      [
        "The evidence for the claim “Billions” (Figure of “of agents in a single simulation”) was due for review on 1 December 2026.",
        "",
        "The item is off the site until the evidence is reviewed and it is shown again.",
        "",
        "Its evidence: Benchmark KI-114.",
        "",
        "Review it in the claims register:",
        "https://kosmos.example/admin/#/claims",
        "",
      ].join("\n"),
    );
    expect(mail.headers).toMatchObject({ "Auto-Submitted": "auto-generated" });
  });

  it("asks for real evidence behind a placeholder, and escapes what staff typed in its HTML", () => {
    const mail = composeClaimDue({
      ...base,
      claim: {
        wording: "<b>22%</b>",
        label: "Highlighted figure",
        title: "Home",
        review_by: "2027-02-27",
        placeholder: true,
      },
    });
    expect(mail.text).toContain("Its evidence is still a placeholder: record the real evidence.");
    expect(mail.text).toContain("It stays on the site;");
    expect(String(mail.html)).toContain("&lt;b&gt;22%&lt;/b&gt;");
    expect(String(mail.html)).not.toContain("<b>22%</b>");
  });
});
