/**
 * What a mail that came back to a return path says: a delivery status notification (RFC 3464:
 * multipart/report with a message/delivery-status part) or a feedback-loop complaint (RFC 5965:
 * a message/feedback-report part).
 */
export type Report = { type: "hard" | "soft" | "complaint"; status: string; detail: string };

const field = (text: string, name: string) =>
  new RegExp(`^${name}:[ \\t]*(.+(?:\\r?\\n[ \\t].+)*)`, "im").exec(text)?.[1]?.replace(/\s+/g, " ").trim() ?? "";

/**
 * The body of the first part of `type` in a raw MIME message, up to the next boundary (read from
 * the source: a mail parser folds a delivery-status part into the message's text).
 */
function partBody(raw: string, type: string): string | null {
  const header = new RegExp(
    `^Content-Type:[ \\t]*${type.replace("/", "\\/")}\\b[^\\n]*\\n(?:[^\\r\\n]+\\r?\\n)*\\r?\\n`,
    "im",
  );
  const found = header.exec(raw);
  if (!found) return null;
  const rest = raw.slice(found.index + found[0].length);
  const end = /^--/m.exec(rest);
  return end ? rest.slice(0, end.index) : rest;
}

/** The report a raw message is, or null when it is none (an auto-reply, a person writing back). */
export function readReport(raw: string): Report | null {
  const feedback = partBody(raw, "message/feedback-report");
  if (feedback !== null) {
    return { type: "complaint", status: field(feedback, "Feedback-Type") || "abuse", detail: "" };
  }
  const delivery = partBody(raw, "message/delivery-status");
  if (delivery === null) return null;
  const status = /^Status:\s*([245]\.\d{1,3}\.\d{1,3})/im.exec(delivery)?.[1] ?? "";
  const action = field(delivery, "Action").toLowerCase();
  const detail = field(delivery, "Diagnostic-Code").slice(0, 300);
  if (action === "delivered" || action === "relayed" || action === "expanded" || status.startsWith("2")) return null;
  return { type: status.startsWith("5") && action !== "delayed" ? "hard" : "soft", status, detail };
}

/** A return path on the inbound domain, as the server gives each mail: what it is about. */
export function bounceRef(address: string, domain: string): string | null {
  const match = /^bounce\+([nd][0-9a-f-]{1,36})@(.+)$/i.exec(address.trim());
  return match && match[2]!.toLowerCase() === domain.toLowerCase() ? match[1]!.toLowerCase() : null;
}
