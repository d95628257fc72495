import type { Config } from "../config.ts";
import { NOTICE_KINDS, type NoticeKind } from "../../shared/submissions.ts";
import { kindOf, SUBMISSION_KINDS, type Team } from "../../shared/submission-kinds.ts";
import type { SubmissionTable } from "../../shared/submissions.ts";

export { NOTICE_KINDS, type NoticeKind } from "../../shared/submissions.ts";

export function isNoticeKind(value: unknown): value is NoticeKind {
  return typeof value === "string" && (NOTICE_KINDS as readonly string[]).includes(value);
}

/** The team each kind goes to: its declaration's for what visitors send, the default inbox otherwise. */
const TEAM = {
  ...(Object.fromEntries(
    SUBMISSION_KINDS.flatMap((kind) => Object.entries(kind.notices).map(([notice, decl]) => [notice, decl.team])),
  ) as Record<string, Team>),
  "backup-failed": "NOTIFY_DEFAULT",
  // Not used: these go to the address in the row (worker.ts).
  "staff-invite": "NOTIFY_DEFAULT",
  "newsletter-confirm": "NOTIFY_DEFAULT",
  "application-received": "NOTIFY_DEFAULT",
  "schedule-outcome": "NOTIFY_DEFAULT",
  "review-waiting": "NOTIFY_DEFAULT",
  "review-decided": "NOTIFY_DEFAULT",
  // To its owner; a claim the install registered, with no owner yet, to the default inbox.
  "claim-due": "NOTIFY_DEFAULT",
  // Not used: to the colleagues the database names (worker.ts).
  "release-waiting": "NOTIFY_DEFAULT",
  // Not used: to the item's owner (worker.ts).
  "item-assigned": "NOTIFY_DEFAULT",
  // Not used: to the colleagues the note mentions (worker.ts).
  "note-mention": "NOTIFY_DEFAULT",
  // Not used: to the visitor (worker.ts).
  "item-reply": "NOTIFY_DEFAULT",
  // Not used: to the application's owner, or the team that reads its kind (itemTeam below).
  "erasure-requested": "NOTIFY_DEFAULT",
} as Record<NoticeKind, Team>;

/**
 * For development only (config.ts refuses them in production when SMTP_URL is set): the site's
 * contact address and a no-reply sender on the same domain.
 */
export const DEVELOPMENT_RECIPIENTS = ["hello@kosmos.example"];
export const DEVELOPMENT_SENDER = "Kosmos website <noreply@kosmos.example>";

export type MailSettings = Pick<
  Config,
  "MAIL_FROM" | "NOTIFY_DEFAULT" | "NOTIFY_SALES" | "NOTIFY_PRESS" | "NOTIFY_CAREERS" | "NOTIFY_LABS" | "INBOUND_DOMAIN"
>;

/** Who hears of this kind: its team's addresses, or the default ones when the team has none set. */
export function recipientsFor(kind: NoticeKind, settings: MailSettings): string[] {
  return settings[TEAM[kind]] ?? settings.NOTIFY_DEFAULT ?? DEVELOPMENT_RECIPIENTS;
}

/** Who reads a kind of item: the team its own notices go to, or the default ones when the team has none set. */
export function itemTeam(table: SubmissionTable, settings: MailSettings): string[] {
  const team = Object.values(kindOf(table).notices as Record<string, { team: Team }>)[0]!.team;
  return settings[team] ?? settings.NOTIFY_DEFAULT ?? DEVELOPMENT_RECIPIENTS;
}

export function senderOf(settings: MailSettings): string {
  return settings.MAIL_FROM ?? DEVELOPMENT_SENDER;
}
