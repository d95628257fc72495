import { describe, expect, it } from "vitest";
import { bounceRef, readReport } from "./reports.ts";

/** A raw report: a human part, then the machine-readable one. */
const raw = (type: string, body: string) =>
  [
    'Content-Type: multipart/report; report-type=x; boundary="b"',
    "",
    "--b",
    "Content-Type: text/plain",
    "",
    "Action: delivered (the human part says anything)",
    "--b",
    `Content-Type: ${type}`,
    "",
    body,
    "--b--",
    "",
  ].join("\r\n");
const dsn = (action: string, status: string) =>
  raw(
    "message/delivery-status",
    `Reporting-MTA: dns; mx.uni.example\r\n\r\nFinal-Recipient: rfc822; mary@uni.example\r\nAction: ${action}\r\nStatus: ${status}\r\nDiagnostic-Code: smtp; 550 5.1.1 <mary@uni.example>:\r\n  user unknown\r\n`,
  );

describe("a report that came back", () => {
  it("tells a permanent bounce, a delay and a complaint apart", () => {
    expect(readReport(dsn("failed", "5.1.1"))).toEqual({
      type: "hard",
      status: "5.1.1",
      detail: "smtp; 550 5.1.1 <mary@uni.example>: user unknown",
    });
    expect(readReport(dsn("delayed", "4.4.1"))).toMatchObject({ type: "soft", status: "4.4.1" });
    expect(readReport(dsn("failed", "4.2.2"))).toMatchObject({ type: "soft" });
    expect(readReport(dsn("delivered", "2.0.0"))).toBeNull();
    expect(readReport(raw("message/feedback-report", "Feedback-Type: abuse\r\nVersion: 1\r\n"))).toEqual({
      type: "complaint",
      status: "abuse",
      detail: "",
    });
    expect(readReport("Subject: Out of office\r\n\r\nI am out of the office\r\n")).toBeNull();
  });

  it("reads the return path of a notice or a newsletter copy on the inbound domain only", () => {
    expect(bounceRef("bounce+n0b6f4a52-3c1e-4f7e-9a51-7d1c2b3a4e5f@in.kosmos.example", "in.kosmos.example")).toBe(
      "n0b6f4a52-3c1e-4f7e-9a51-7d1c2b3a4e5f",
    );
    expect(bounceRef("bounce+d42@IN.kosmos.example", "in.kosmos.example")).toBe("d42");
    expect(bounceRef("bounce+d42@elsewhere.example", "in.kosmos.example")).toBeNull();
    expect(bounceRef("hello@in.kosmos.example", "in.kosmos.example")).toBeNull();
  });
});
