import type { SendMailOptions } from "nodemailer";
import { AUTOMATED_MAIL, escapeHtml, headerText, messageIdOf } from "./mail-text.ts";

export type ScheduleOutcomeOptions = {
  notice: { id: string };
  /** The schedule's row (public.content_schedules, to_jsonb). */
  schedule: Record<string, unknown>;
  siteUrl: string;
  from: string;
  to: string[];
};

const when = new Intl.DateTimeFormat("en-GB", { dateStyle: "long", timeStyle: "short", timeZone: "Europe/London" });
const stringOf = (value: unknown) => (typeof value === "string" ? value : "");

/**
 * A schedule ran or failed: its author hears which, for what, and at what time; a
 * failure says why and that nothing changed on the site. Sent to the address that made it.
 */
export function composeScheduleOutcome({
  notice,
  schedule,
  siteUrl,
  from,
  to,
}: ScheduleOutcomeOptions): SendMailOptions {
  const title = stringOf(schedule.title) || "an item";
  const action = schedule.action === "unpublish" ? "unpublish" : "publish";
  const failed = schedule.state === "failed";
  const due = new Date(stringOf(schedule.due_at));
  const at = Number.isNaN(due.getTime()) ? "its time" : `${when.format(due)} (London)`;
  const link = `${siteUrl.replace(/\/+$/, "")}/admin/#/site/${encodeURIComponent(stringOf(schedule.type))}`;
  const outcome = failed
    ? `Your scheduled ${action} of “${title}” at ${at} failed: nothing changed on the site.`
    : `Your scheduled ${action} of “${title}” at ${at} ran: the site shows it.`;
  const reason = failed ? stringOf(schedule.problem) || "No reason was recorded." : "";
  const lines = [
    outcome,
    ...(failed
      ? ["", "Reason:", reason, "", "Mend it in the back office and schedule it again:"]
      : ["", "See it in the back office:"]),
    link,
    "",
  ];
  const html = `<!doctype html>
<html lang="en-GB"><head><meta charset="utf-8"><title>Scheduled ${action}</title></head>
<body style="font-family:system-ui,sans-serif;font-size:15px;line-height:1.5;color:#111">
<p>${escapeHtml(outcome)}</p>
${failed ? `<h2 style="font-size:15px;margin:16px 0 4px">Reason</h2>\n<p style="white-space:pre-wrap;margin:0">${escapeHtml(reason)}</p>\n` : ""}<p><a href="${escapeHtml(link)}">${failed ? "Mend it in the back office" : "See it in the back office"}</a> (staff sign-in required).</p>
</body></html>
`;
  return {
    from,
    to,
    subject: headerText(`Scheduled ${action} ${failed ? "failed" : "done"}: ${title}`, 150),
    messageId: messageIdOf(notice.id, siteUrl),
    ...AUTOMATED_MAIL,
    text: lines.join("\n"),
    html,
  };
}
