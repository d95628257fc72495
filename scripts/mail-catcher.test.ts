import nodemailer from "nodemailer";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startMailCatcher, type MailCatcher } from "./mail-catcher";

describe("the developers' mail catcher (npm run dev:mail)", () => {
  let catcher: MailCatcher;
  beforeAll(async () => {
    catcher = await startMailCatcher({ smtpPort: 0, httpPort: 0 });
  });
  afterAll(async () => catcher?.close());

  it("accepts a mail over plain SMTP and shows it, escaped, with its HTML part sandboxed", async () => {
    await nodemailer.createTransport(`smtp://developer:any-password@127.0.0.1:${catcher.smtpPort}`).sendMail({
      from: "noreply@kosmos.example",
      to: "sales@kosmos.example",
      replyTo: "amelia@example.com",
      subject: "Demo request: <Amelia>",
      text: "Hello <script>alert(1)</script>",
      html: "<p>Hello <b>team</b></p><script>alert(1)</script>",
    });
    const list = await (await fetch(`http://127.0.0.1:${catcher.httpPort}/`)).text();
    expect(list).toContain("Demo request: &lt;Amelia&gt;");
    expect(list).toContain("sales@kosmos.example");
    const response = await fetch(`http://127.0.0.1:${catcher.httpPort}/mail/${catcher.mails[0]!.id}`);
    const detail = await response.text();
    expect(response.headers.get("content-security-policy")).toContain("default-src 'none'");
    expect(detail).toContain("Hello &lt;script&gt;alert(1)&lt;/script&gt;");
    expect(detail).toContain('<iframe sandbox title="HTML part" srcdoc="&lt;p&gt;Hello &lt;b&gt;team&lt;/b&gt;');
    expect(detail).not.toContain("<script>");
    expect((await fetch(`http://127.0.0.1:${catcher.httpPort}/mail/999`)).status).toBe(404);
  });
});
