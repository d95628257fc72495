import { describe, expect, it } from "vitest";
import { composeReply } from "./reply.ts";

const company = {
  name: "Kosmos Intelligence",
  addresses: {
    careers: "careers@kosmos.example",
    partnerships: "partnerships@kosmos.example",
    institute: "institute@kosmos.example",
  },
  signature: "Kosmos Intelligence",
};
const message = {
  id: "0b6f4a52-3c1e-4f7e-9a51-7d1c2b3a4e5f",
  kind: "job_applications",
  email: "mary@uni.example",
  subject: "Your application: an interview",
  body: "Dear Mary,\n\nWould Tuesday suit you?\nAt 10:00 <b>here</b>.",
  reply_token: "j0b6f4a523c1e4f7e9a517d1c2b3a4e5f.0123456789abcdef",
  thread: [
    { id: "1a2b3c4d-0000-4000-8000-000000000001", direction: "out", message_id: null },
    { id: "1a2b3c4d-0000-4000-8000-000000000002", direction: "in", message_id: "<CAF=abc@mail.uni.example>" },
  ],
};

describe("staff's reply to a visitor, as a mail", () => {
  it("carries the item's own reply address and threads with what went before", () => {
    const mail = composeReply({
      notice: { id: "n1" },
      message,
      siteUrl: "https://kosmos.example",
      from: "Kosmos <noreply@kosmos.example>",
      company,
      inboundDomain: "in.kosmos.example",
    });
    expect(mail.to).toEqual(["mary@uni.example"]);
    expect(mail.replyTo).toBe("reply+j0b6f4a523c1e4f7e9a517d1c2b3a4e5f.0123456789abcdef@in.kosmos.example");
    expect(mail.subject).toBe("Your application: an interview");
    expect(mail.messageId).toBe("<reply-0b6f4a52-3c1e-4f7e-9a51-7d1c2b3a4e5f@kosmos.example>");
    expect(mail.references).toEqual([
      "<reply-1a2b3c4d-0000-4000-8000-000000000001@kosmos.example>",
      "<CAF=abc@mail.uni.example>",
    ]);
    expect(mail.inReplyTo).toBe("<CAF=abc@mail.uni.example>");
    expect(mail.text).toBe("Dear Mary,\n\nWould Tuesday suit you?\nAt 10:00 <b>here</b>.\n\nKosmos Intelligence\n");
    expect(String(mail.html)).toContain("<p>Would Tuesday suit you?<br>At 10:00 &lt;b&gt;here&lt;/b&gt;.</p>");
  });

  it("asks for answers at the team's address when nothing listens for them, and starts a thread", () => {
    const mail = composeReply({
      notice: { id: "n1" },
      message: { ...message, thread: [] },
      siteUrl: "https://kosmos.example",
      from: "Kosmos <noreply@kosmos.example>",
      company,
      inboundDomain: undefined,
    });
    expect(mail.replyTo).toBe("careers@kosmos.example");
    expect(mail.references).toBeUndefined();
    expect(mail.inReplyTo).toBeUndefined();
  });

  it("is signed with Site settings' signature, line by line, escaped in its HTML", () => {
    const mail = composeReply({
      notice: { id: "n1" },
      message,
      siteUrl: "https://kosmos.example",
      from: "Kosmos <noreply@kosmos.example>",
      company: { ...company, signature: "Kosmos Intelligence\r\n1 Finsbury Circus, London <EC2M 7EB>" },
      inboundDomain: "in.kosmos.example",
    });
    expect(mail.text).toMatch(/\n\nKosmos Intelligence\n1 Finsbury Circus, London <EC2M 7EB>\n$/);
    expect(String(mail.html)).toContain("<p>Kosmos Intelligence<br>1 Finsbury Circus, London &lt;EC2M 7EB&gt;</p>");
  });
});
