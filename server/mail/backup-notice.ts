import type { SendMailOptions } from "nodemailer";
import { AUTOMATED_MAIL, escapeHtml, headerText, messageIdOf } from "./mail-text.ts";

export type BackupFailureOptions = {
  notice: { id: string };
  /** The run's row (private.backup_runs, to_jsonb). */
  run: Record<string, unknown>;
  siteUrl: string;
  from: string;
  to: string[];
};

const when = new Intl.DateTimeFormat("en-GB", { dateStyle: "long", timeStyle: "short", timeZone: "Europe/London" });
const stringOf = (value: unknown) => (typeof value === "string" ? value : "");

/**
 * A scheduled backup failed: which run, why, and where to look. Whoever reads it has
 * to act before the next run is due, since the newest good archive is ageing.
 */
export function composeBackupFailure({ notice, run, siteUrl, from, to }: BackupFailureOptions): SendMailOptions {
  const scheduled = new Date(stringOf(run.scheduled_for));
  const at = Number.isNaN(scheduled.getTime()) ? "an unknown time" : `${when.format(scheduled)} (London)`;
  const reason = stringOf(run.error) || "No reason was recorded.";
  const link = `${siteUrl.replace(/\/+$/, "")}/admin/#/audit`;
  const lines = [
    `The scheduled backup of ${at} failed. The archives of earlier runs were kept.`,
    "",
    "Reason:",
    reason,
    "",
    "The latest runs are on the back office's audit page (staff sign-in required):",
    link,
    "",
    "Until a backup succeeds, what the site receives is not in any archive. Take one by hand with",
    "`npm run backup -- --out <file>` once the cause is mended.",
    "",
  ];
  const html = `<!doctype html>
<html lang="en-GB"><head><meta charset="utf-8"><title>Failed backup</title></head>
<body style="font-family:system-ui,sans-serif;font-size:15px;line-height:1.5;color:#111">
<p>The scheduled backup of ${escapeHtml(at)} failed. The archives of earlier runs were kept.</p>
<h2 style="font-size:15px;margin:16px 0 4px">Reason</h2>
<p style="white-space:pre-wrap;margin:0">${escapeHtml(reason)}</p>
<p><a href="${escapeHtml(link)}">See the latest runs in the back office</a> (staff sign-in required).</p>
<p>Until a backup succeeds, what the site receives is not in any archive. Take one by hand with <code>npm run backup -- --out &lt;file&gt;</code> once the cause is mended.</p>
</body></html>
`;
  return {
    from,
    to,
    subject: headerText(`Failed backup: ${at}`, 150),
    messageId: messageIdOf(notice.id, siteUrl),
    ...AUTOMATED_MAIL,
    text: lines.join("\n"),
    html,
  };
}
