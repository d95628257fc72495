import type { SendMailOptions } from "nodemailer";
import { z } from "zod";
import { composeBackupFailure } from "./backup-notice.ts";
import { composeClaimDue } from "./claim-notice.ts";
import { composeReleaseWaiting } from "./release-notice.ts";
import { composeReviewNotice } from "./review-notice.ts";
import { composeScheduleOutcome } from "./schedule-notice.ts";
import { AUTOMATED_MAIL, escapeHtml, headerText, messageIdOf } from "./mail-text.ts";
import type { NoticeKind } from "./routing.ts";
import type { SubmissionTable } from "../../shared/submissions.ts";
import {
  kindOf,
  SUBMISSION_KINDS,
  type FileDecl,
  type MailDecl,
  type SubmissionKind,
} from "../../shared/submission-kinds.ts";

export { isSubmissionTable, type SubmissionTable } from "../../shared/submissions.ts";

/** What else a notice may name: a scheduled backup's run (private.backup_runs), when it failed. */
export const BACKUP_RUNS = "backup_runs";
/** ... or a colleague invited to the staff area (auth.users: only their id and address are read). */
export const USERS = "users";
/** ... or a schedule of content that ran or failed (public.content_schedules), told to its author. */
export const CONTENT_SCHEDULES = "content_schedules";
/** ... or a change submitted for sign-off (public.content_reviews), told to its reviewers, then its author. */
export const CONTENT_REVIEWS = "content_reviews";
/** ... or a claim whose evidence is due for review (public.content_claims), told to its owner. */
export const CONTENT_CLAIMS = "content_claims";
/** ... or a release submitted for sign-off (public.content_releases), told to who may sign it off. */
export const CONTENT_RELEASES = "content_releases";
/** ... or a note on an inbox item (public.inbox_notes), told to the colleagues it mentions. */
export const INBOX_NOTES = "inbox_notes";
/** ... or staff's reply to a visitor (public.inbox_messages), sent to the visitor. */
export const INBOX_MESSAGES = "inbox_messages";

export type Notice = {
  id: string;
  kind: NoticeKind;
  submission_table:
    | SubmissionTable
    | typeof BACKUP_RUNS
    | typeof USERS
    | typeof CONTENT_SCHEDULES
    | typeof CONTENT_REVIEWS
    | typeof CONTENT_CLAIMS
    | typeof CONTENT_RELEASES
    | typeof INBOX_NOTES
    | typeof INBOX_MESSAGES;
  submission_id: string;
};

/** A submission row as the database returns it (to_jsonb): text, or null when not given. */
export type SubmissionRow = Record<string, unknown>;

/** Each notice's label: its kind's declaration's for what visitors send. */
const KIND_LABEL = {
  ...(Object.fromEntries(
    SUBMISSION_KINDS.flatMap((kind) => Object.entries(kind.notices).map(([notice, decl]) => [notice, decl.label])),
  ) as Record<string, string>),
  "backup-failed": "Failed backup",
  "staff-invite": "Invitation to the staff area",
  "newsletter-confirm": "Newsletter confirmation link",
  "application-received": "Acknowledgement to the applicant",
  "schedule-outcome": "Scheduled publish",
  "review-waiting": "Change to review",
  "review-decided": "Review decided",
  "claim-due": "Claim due for review",
  "release-waiting": "Release to sign off",
  "item-assigned": "Item given to you",
  "note-mention": "Mention in a note",
  "item-reply": "Reply to a visitor",
  "erasure-requested": "Erasure asked for by an applicant",
} as Record<NoticeKind, string>;

/** One labelled line of the mail; empty values are left out. */
type Field = { label: string; value: string };

/** What the team needs to judge and answer a submission, never its files (only whether there are any). */
type Summary = {
  name: string | null;
  email: string | null;
  fields: Field[];
  text: { label: string; value: string } | null;
};

const text = (row: SubmissionRow, column: string): string => {
  const value = row[column];
  return typeof value === "string" ? value.trim() : "";
};

/** The files line: the files there are by name, or that the proposal is attached; "none" without any. */
function filesLine(kind: SubmissionKind, row: SubmissionRow): Field | null {
  const { files } = kind.mail as MailDecl;
  if (!files) return null;
  const present = (kind.files as readonly FileDecl[]).filter((file) => Boolean(row[file.column]));
  if (present.length === 0) return { label: files.label, value: "none" };
  const value =
    files.as === "list" ? present.map((file) => file.mailName).join(" and ") : "attached to the application";
  return { label: files.label, value: `${value} (in the back office)` };
}

/** What the team reads of an item, as its kind declares (shared/submission-kinds.ts). */
function summarise(table: SubmissionTable, row: SubmissionRow): Summary {
  const kind = kindOf(table);
  const mail = kind.mail as MailDecl;
  const files = filesLine(kind, row);
  return {
    name: mail.name
      ? mail.name
          .map((column) => text(row, column))
          .join(" ")
          .trim()
      : null,
    email: text(row, "email") || null,
    fields: [
      ...mail.lines.map(({ label, column }) => ({ label, value: text(row, column) })),
      ...(files ? [files] : []),
    ],
    text: mail.text ? { label: mail.text.label, value: text(row, mail.text.column) } : null,
  };
}

/** The visitor's address as a Reply-To, only when it is one plain address (as the forms accept it). */
const replyAddress = z.email({ pattern: z.regexes.html5Email });

/** The item in the back office: a link that only works for staff who have signed in. */
export function backOfficeLink(siteUrl: string, table: SubmissionTable, id: string): string {
  return `${siteUrl.replace(/\/+$/, "")}/admin/#/inbox/${table}/${encodeURIComponent(id)}`;
}

const received = new Intl.DateTimeFormat("en-GB", {
  dateStyle: "long",
  timeStyle: "short",
  timeZone: "Europe/London",
});

function receivedAt(row: SubmissionRow): string | null {
  const value = typeof row.created_at === "string" ? new Date(row.created_at) : null;
  return value && !Number.isNaN(value.getTime()) ? `${received.format(value)} (London)` : null;
}

export type ComposeOptions = {
  notice: Notice;
  submission: SubmissionRow;
  siteUrl: string;
  from: string;
  to: string[];
};

/**
 * The notice as a mail: plain text and HTML (every value escaped), the visitor as Reply-To, a
 * stable Message-ID, and a link to the back office. No attachment and no link to a file.
 */
export function composeNotice({ notice, submission, siteUrl, from, to }: ComposeOptions): SendMailOptions {
  if (notice.submission_table === BACKUP_RUNS)
    return composeBackupFailure({ notice, run: submission, siteUrl, from, to });
  // An invitation carries a token made as it is sent (worker.ts, invite-notice.ts), never composed here.
  if (notice.submission_table === USERS) throw new Error("an invitation is composed by composeInvitation");
  if (notice.submission_table === CONTENT_SCHEDULES)
    return composeScheduleOutcome({ notice, schedule: submission, siteUrl, from, to });
  if (notice.submission_table === CONTENT_CLAIMS)
    return composeClaimDue({ notice, claim: submission, siteUrl, from, to });
  if (notice.submission_table === CONTENT_RELEASES)
    return composeReleaseWaiting({ notice, release: submission, siteUrl, from, to });
  if (notice.submission_table === CONTENT_REVIEWS)
    return composeReviewNotice({
      notice: { id: notice.id, kind: notice.kind === "review-decided" ? "review-decided" : "review-waiting" },
      review: submission,
      siteUrl,
      from,
      to,
    });
  // A note's mention is composed by composeNoteMention (worker.ts), never here.
  if (notice.submission_table === INBOX_NOTES) throw new Error("a note's mention is composed by composeNoteMention");
  if (notice.submission_table === INBOX_MESSAGES) throw new Error("a reply is composed by composeReply");
  const label = KIND_LABEL[notice.kind];
  const summary = summarise(notice.submission_table, submission);
  const who = summary.name || summary.email || "a visitor";
  const link = backOfficeLink(siteUrl, notice.submission_table, notice.submission_id);
  const email = summary.email && replyAddress.safeParse(summary.email).success ? summary.email : null;
  const when = receivedAt(submission);

  const lines: Field[] = [
    { label: "Kind", value: label },
    ...(summary.name !== null ? [{ label: "Name", value: summary.name }] : []),
    { label: "Email", value: summary.email ?? "" },
    ...summary.fields,
    ...(when ? [{ label: "Received", value: when }] : []),
  ].filter((field) => field.value !== "");
  const answer = email
    ? `Reply to this email to answer ${who} directly.`
    : "The visitor's address cannot be replied to from here.";

  const plain = [
    `New ${label.toLowerCase()} from the website.`,
    "",
    ...lines.map((field) => `${field.label}: ${field.value}`),
    ...(summary.text ? ["", `${summary.text.label}:`, summary.text.value] : []),
    "",
    "Open it in the back office (staff sign-in required):",
    link,
    "",
    answer,
    "",
  ].join("\n");

  const cell = "padding:4px 12px 4px 0;vertical-align:top;text-align:left";
  const html = `<!doctype html>
<html lang="en-GB"><head><meta charset="utf-8"><title>${escapeHtml(label)}</title></head>
<body style="font-family:system-ui,sans-serif;font-size:15px;line-height:1.5;color:#111">
<p>New ${escapeHtml(label.toLowerCase())} from the website.</p>
<table role="presentation" style="border-collapse:collapse">
${lines.map((field) => `<tr><th scope="row" style="${cell}">${escapeHtml(field.label)}</th><td style="${cell}">${escapeHtml(field.value)}</td></tr>`).join("\n")}
</table>
${summary.text ? `<h2 style="font-size:15px;margin:16px 0 4px">${escapeHtml(summary.text.label)}</h2>\n<p style="white-space:pre-wrap;margin:0">${escapeHtml(summary.text.value)}</p>` : ""}
<p><a href="${escapeHtml(link)}">Open it in the back office</a> (staff sign-in required).</p>
<p>${escapeHtml(answer)}</p>
</body></html>
`;

  return {
    from,
    to,
    subject: headerText(`${label}: ${who}`, 150),
    ...(email ? { replyTo: { name: headerText(summary.name ?? ""), address: email } } : {}),
    messageId: messageIdOf(notice.id, siteUrl),
    ...AUTOMATED_MAIL,
    text: plain,
    html,
  };
}
