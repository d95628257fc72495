import { describe, expect, it } from "vitest";
import { escapeHtml, headerText, messageIdOf } from "./mail-text.ts";
import { backOfficeLink, composeNotice, type Notice } from "./message.ts";

const notice = (overrides: Partial<Notice> = {}): Notice => ({
  id: "6f1c2a9e-0000-4000-8000-000000000001",
  kind: "demo-request",
  submission_table: "contact_submissions",
  submission_id: "0b3e8f52-0000-4000-8000-000000000002",
  ...overrides,
});
const compose = (row: Record<string, unknown>, n = notice()) =>
  composeNotice({
    notice: n,
    submission: row,
    siteUrl: "https://kosmos.example/",
    from: "noreply@kosmos.example",
    to: ["sales@kosmos.example"],
  });

describe("escapeHtml", () => {
  it("escapes the five characters that can break out of text or an attribute", () => {
    expect(escapeHtml(`<img src=x onerror="alert('1')"> & co`)).toBe(
      "&lt;img src=x onerror=&quot;alert(&#39;1&#39;)&quot;&gt; &amp; co",
    );
  });
});

describe("headerText", () => {
  it("turns line breaks and other control characters into spaces, and bounds the length", () => {
    expect(headerText("Eve\r\nBcc: victim@x.test\u0000\u2028end")).toBe("Eve Bcc: victim@x.test end");
    expect(headerText("x".repeat(300))).toHaveLength(100);
  });
});

describe("links and ids", () => {
  it("links to the item in the back office, under /admin/, whatever the SITE_URL's trailing slash", () => {
    expect(backOfficeLink("https://kosmos.example/", "job_applications", "abc")).toBe(
      "https://kosmos.example/admin/#/inbox/job_applications/abc",
    );
    expect(backOfficeLink("https://kosmos.example", "job_applications", "abc")).toBe(
      "https://kosmos.example/admin/#/inbox/job_applications/abc",
    );
  });

  it("makes one Message-ID per notice, on the site's host", () => {
    expect(messageIdOf("n-1", "https://www.kosmos.example:8443/")).toBe("<notice-n-1@www.kosmos.example>");
  });
});

describe("composeNotice", () => {
  const contactRow = {
    id: notice().submission_id,
    created_at: "2026-11-24T09:30:00.000Z",
    name: "Amelia Hart",
    email: "amelia@example.com",
    company: null,
    inquiry_type: "demo-request",
    message: "Hello <there>",
  };

  it("leaves out empty fields and says when the message was received, in London time", () => {
    const mail = compose(contactRow);
    expect(mail.text).not.toContain("Company:");
    expect(mail.text).toContain("Received: 24 November 2026 at 09:30 (London)");
    expect(mail.html).toContain("Hello &lt;there&gt;");
  });

  it("sets Reply-To only for one plain address", () => {
    expect(compose(contactRow).replyTo).toEqual({ name: "Amelia Hart", address: "amelia@example.com" });
    for (const email of ["a>,<b@example.com", '"a,b"@example.com', "a@b.com\nBcc: c@d.com", ""]) {
      expect(compose({ ...contactRow, email }).replyTo).toBeUndefined();
    }
  });

  it("never reads a file or fetches a URL, and asks auto-responders to stay quiet", () => {
    const mail = compose(contactRow);
    expect(mail).toMatchObject({ disableFileAccess: true, disableUrlAccess: true });
    expect(mail.attachments).toBeUndefined();
    expect(mail.headers).toMatchObject({ "Auto-Submitted": "auto-generated" });
  });

  it("a newsletter sign-up names the address only", () => {
    const mail = compose(
      { id: "x", email: "reader@example.com" },
      notice({ kind: "newsletter-subscription", submission_table: "newsletter_subscribers", submission_id: "x" }),
    );
    expect(mail.subject).toBe("Newsletter sign-up: reader@example.com");
    expect(mail.text).toContain("Email: reader@example.com");
    expect(mail.text).not.toContain("Name:");
  });

  it("a research partnership: institution, area, collaboration type and the statement, not the file's path", () => {
    const id = "0b3e8f52-0000-4000-8000-000000000003";
    const mail = compose(
      {
        id,
        name: "Dr Priya Nair",
        email: "p.nair@example.ac.uk",
        research_area: "Systemic risk",
        institution: "University of Example",
        topic_statement: "Contagion through common exposures.",
        collaboration_type: "Joint research project",
        proposal_file_path: `research-partnerships/${id}_proposal.pdf`,
      },
      notice({ kind: "research-partnership", submission_table: "research_partnerships", submission_id: id }),
    );
    expect(mail.subject).toBe("Research partnership application: Dr Priya Nair");
    for (const line of [
      "Institution: University of Example",
      "Research area: Systemic risk",
      "Collaboration type: Joint research project",
      "Proposal file: attached to the application (in the back office)",
      "Topic statement:\nContagion through common exposures.",
    ]) {
      expect(mail.text).toContain(line);
    }
    expect(`${String(mail.text)}${String(mail.html)}`).not.toContain("research-partnerships/");
  });
});
