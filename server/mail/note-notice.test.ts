import { describe, expect, it } from "vitest";
import { composeNoteMention } from "./note-notice.ts";

describe("a mention in a note, as the mentioned colleague's mail", () => {
  it("says who mentioned them on what kind of item and links to it, without the note's words", () => {
    const mail = composeNoteMention({
      notice: { id: "5a0c4c8e-8a4b-4a39-9d64-2f0b9d1b8e11" },
      note: {
        kind: "research_partnerships",
        item_id: "0b6f4a52-3c1e-4f7e-9a51-7d1c2b3a4e5f",
        author_email: "ama@kosmos.example",
        body: "Strong proposal, @kofi please read",
      },
      siteUrl: "https://kosmos.example",
      from: "Kosmos <noreply@kosmos.example>",
      to: ["kofi@kosmos.example"],
    });
    expect(mail.subject).toBe("ama@kosmos.example mentioned you in a note");
    expect(mail.text).toBe(
      [
        "ama@kosmos.example mentioned you in a note on a research-partnership application.",
        "",
        "Read the note in the back office:",
        "https://kosmos.example/admin/#/inbox/research_partnerships/0b6f4a52-3c1e-4f7e-9a51-7d1c2b3a4e5f",
        "",
      ].join("\n"),
    );
    expect(String(mail.html)).not.toContain("Strong proposal");
  });
});
