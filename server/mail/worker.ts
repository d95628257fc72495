/**
 * The mail worker: claims due notices from the outbox one at a time, sends each over SMTP, and
 * records the outcome. Any number of workers (server processes) may share one database: the
 * claim's lease keeps a notice to one of them, and a worker that dies mid-send only delays its
 * notice until the lease runs out (docs/decisions/012-notification-outbox.md).
 */
import type { FastifyBaseLogger } from "fastify";
import type { Transporter } from "nodemailer";
import type { Database } from "../db/types.ts";
import { createHash, randomBytes } from "node:crypto";
import type { SendMailOptions } from "nodemailer";
import { CONFIRMATION_DAYS } from "../../shared/newsletter.ts";
import { kindOf, type AcknowledgementDecl } from "../../shared/submission-kinds.ts";
import { COMPANY_NAME, CONTACT_ADDRESSES } from "../../shared/contact-addresses.ts";
import { composeItemAssigned } from "./assignment-notice.ts";
import { composeErasureRequested } from "./erasure-notice.ts";
import { composeNoteMention } from "./note-notice.ts";
import { composeReply } from "./reply.ts";
import { withReturnPath } from "./return-path.ts";
import { composeAcknowledgement, type CompanySettings } from "./acknowledgement.ts";
import { composeInvitation, INVITATION_HOURS } from "./invite-notice.ts";
import { composeNotice, isSubmissionTable } from "./message.ts";
import { composeConfirmation } from "./newsletter-confirmation.ts";
import {
  claimNext,
  markFailed,
  markRetry,
  markSent,
  openInvitation,
  openNewsletterConfirmation,
  type Claim,
} from "./outbox.ts";
import { createPollLoop, type PollLoop } from "./poll-loop.ts";
import { itemTeam, recipientsFor, senderOf, type MailSettings } from "./routing.ts";

export type WorkerTimings = {
  /** How often to look for due notices when there are none. */
  pollMs: number;
  /** How long a claim keeps a notice from the other workers; longer than any one send may take. */
  leaseMs: number;
  /** The first retry's wait; each failure doubles it, up to retryMaxMs. */
  retryBaseMs: number;
  /** The longest wait; when an attempt after it fails too, the notice is marked failed. */
  retryMaxMs: number;
  /** A send still running after this is abandoned (and retried): well inside the lease. */
  sendTimeoutMs: number;
  /** On stop, how long a send in progress may finish before it is abandoned. */
  stopGraceMs: number;
};

export const DEFAULT_TIMINGS: WorkerTimings = {
  pollMs: 5_000,
  leaseMs: 5 * 60_000,
  retryBaseMs: 60_000,
  retryMaxMs: 60 * 60_000,
  sendTimeoutMs: 2 * 60_000,
  stopGraceMs: 5_000,
};

/**
 * The wait after failed attempt number `attempt` (1 for the first): the base, doubled each time,
 * capped at the maximum; null (give up) once an attempt made after the longest wait has failed.
 * With the defaults: 1, 2, 4, 8, 16, 32, 60 minutes, then failed (eight attempts in about two hours).
 */
export function retryDelay(attempt: number, baseMs: number, maxMs: number): number | null {
  const previousWait = attempt > 1 ? baseMs * 2 ** (attempt - 2) : 0;
  if (previousWait >= maxMs) return null;
  return Math.min(baseMs * 2 ** (attempt - 1), maxMs);
}

/** Addresses in a message meant for the log (an SMTP server's answer may quote them). */
export function withoutAddresses(message: string): string {
  return message.replace(/[^\s<>()[\]"',;:]+@[^\s<>()[\]"',;:]+/g, "<address>");
}

export type SmtpError = Error & { code?: string; responseCode?: number; command?: string };

/** A 5xx answer will not change by itself (a rejected recipient, bad credentials): retrying only delays the alarm. */
export const isPermanent = (error: SmtpError) =>
  typeof error.responseCode === "number" && error.responseCode >= 500 && error.responseCode < 600;

/** The notices that go to the address in their row (the person it is about), not to a team. */
const TO_THE_PERSON = new Set([
  "staff-invite",
  "newsletter-confirm",
  "application-received",
  "schedule-outcome",
  "review-decided",
  "claim-due",
  "item-assigned",
  "item-reply",
  "erasure-requested",
]);

/** The colleagues a change waits for (the database names them as the notice is claimed). */
const reviewersOf = (row: Record<string, unknown>): string[] =>
  Array.isArray(row.reviewers) ? row.reviewers.filter((email): email is string => typeof email === "string") : [];

/** The mail is no longer wanted (the sign-up was confirmed or removed meanwhile): failed, with this reason, and not retried. */
class NotNeeded extends Error {}

export type NoticeWorkerOptions = {
  db: Database;
  transport: Transporter;
  settings: MailSettings;
  siteUrl: string;
  /** Notice ids, kinds, attempts and SMTP codes only: never an address or what a visitor wrote. */
  log: FastifyBaseLogger;
  timings?: Partial<WorkerTimings>;
  /**
   * Development without a mail server: each mail is written as for sending (through a transport
   * that delivers nothing) and kept in its notice, subject and text, for Notices to show.
   */
  keep?: boolean;
};

export type NoticeWorker = {
  start(): void;
  /** Look for due notices now (after 'send again'), not at the next poll. */
  wake(): void;
  /** Stops claiming; waits up to stopGraceMs for a send in progress, then abandons it. */
  stop(): Promise<void>;
};

export function createNoticeWorker({
  db,
  transport,
  settings,
  siteUrl,
  log,
  timings,
  keep = false,
}: NoticeWorkerOptions): NoticeWorker {
  const t = { ...DEFAULT_TIMINGS, ...timings };
  const from = senderOf(settings);
  let lastAttempt = 1;
  while (lastAttempt < 100 && retryDelay(lastAttempt, t.retryBaseMs, t.retryMaxMs) !== null) lastAttempt++;
  const sha256 = (token: string) => createHash("sha256").update(token).digest("base64url");

  /** A new link for the invitee (the previous one stops working): its token lives only in the mail. */
  async function invitation(notice: Claim["notice"], email: string) {
    const token = randomBytes(32).toString("base64url");
    await openInvitation(db, notice.submission_id, sha256(token), INVITATION_HOURS);
    return composeInvitation({ notice, email, token, siteUrl, from });
  }

  /** The company's addresses as the site settings hold them now (an admin may have changed them), else today's. */
  async function companySettings(): Promise<CompanySettings> {
    const { rows } = await db.asOwner((tx) =>
      tx.query<{ data: Record<string, unknown> }>(
        "select data from public.content_items where type = 'site-settings' and slug = 'site'",
        [],
      ),
    );
    const settings = rows[0]?.data ?? {};
    const set = (field: string, fallback: string) =>
      typeof settings[field] === "string" ? String(settings[field]) : fallback;
    return {
      name: set("companyName", COMPANY_NAME),
      signature: set("mailSignature", "").trim() || set("companyName", COMPANY_NAME),
      addresses: {
        careers: set("careersEmail", CONTACT_ADDRESSES.careers),
        partnerships: set("partnershipsEmail", CONTACT_ADDRESSES.partnerships),
        institute: set("instituteEmail", CONTACT_ADDRESSES.institute),
      },
    };
  }

  /** A newsletter sign-up's confirmation link, made as the mail is sent (the previous one stops working). */
  async function confirmation(notice: Claim["notice"], email: string) {
    const token = randomBytes(32).toString("base64url");
    if (!(await openNewsletterConfirmation(db, notice.submission_id, sha256(token), CONFIRMATION_DAYS))) {
      throw new NotNeeded("The address was confirmed or removed before the mail was sent.");
    }
    return composeConfirmation({ notice, email, token, siteUrl, from });
  }

  function compose(claim: Claim, to: string[]): Promise<SendMailOptions> | SendMailOptions {
    const { notice, submission } = claim;
    switch (notice.kind) {
      case "staff-invite":
        return invitation(notice, to[0]!);
      case "newsletter-confirm":
        return confirmation(notice, to[0]!);
      case "item-reply":
        return companySettings().then((company) =>
          composeReply({
            notice,
            message: submission!,
            siteUrl,
            from,
            company,
            inboundDomain: settings.INBOUND_DOMAIN,
          }),
        );
      case "note-mention":
        return composeNoteMention({ notice, note: submission!, siteUrl, from, to });
      case "erasure-requested":
        return composeErasureRequested({ notice, request: submission!, siteUrl, from, to });
      case "item-assigned":
        return composeItemAssigned({ notice, assignment: submission!, siteUrl, from, to });
      case "application-received": {
        const table = notice.submission_table;
        const decl = isSubmissionTable(table) ? (kindOf(table).acknowledgement as AcknowledgementDecl | null) : null;
        if (!decl) throw new Error(`${table} has no acknowledgement`);
        return companySettings().then((company) =>
          composeAcknowledgement({ notice, decl, row: submission!, siteUrl, from, company }),
        );
      }
      default:
        return composeNotice({ notice, submission: submission!, siteUrl, from, to });
    }
  }

  async function deliver(claim: Claim): Promise<void> {
    const { notice, attempt } = claim;
    const about = { notice: notice.id, kind: notice.kind, attempt };
    if (!claim.submission) {
      const gone =
        notice.kind === "staff-invite"
          ? "The invitation no longer stands (the account was disabled, removed or already set up)."
          : notice.kind === "item-reply"
            ? "The person was erased before the reply was sent."
            : notice.kind === "note-mention"
              ? "The note was erased with its item before the notice was sent."
              : notice.kind === "item-assigned"
                ? "The item was erased or taken back before the notice was sent."
                : notice.kind === "release-waiting"
                  ? "The release no longer waits for sign-off (signed off, reopened or cancelled before the notice was sent)."
                  : "The submission was erased before the notice was sent.";
      await markFailed(db, claim, { recipient: null, error: gone });
      log.warn(about, "notice not sent: its submission no longer exists");
      return;
    }
    // Claims past the last attempt the backoff allows only come from workers that died while
    // sending (each claim counts): stop rather than send it every lease, for ever.
    if (attempt > lastAttempt) {
      await markFailed(db, claim, {
        recipient: null,
        error: `Given up after ${attempt - 1} attempts; the last ended without an outcome (the server stopped while sending).`,
      });
      log.error(about, "notice failed: too many attempts ended without an outcome");
      return;
    }
    // An invitation, a confirmation link, an acknowledgement go to the person; every other notice to the team of its kind.
    const person = claim.submission.email;
    const to = TO_THE_PERSON.has(notice.kind)
      ? typeof person === "string" && person !== ""
        ? [person]
        : notice.kind === "erasure-requested" && isSubmissionTable(notice.submission_table)
          ? itemTeam(notice.submission_table, settings)
          : recipientsFor(notice.kind, settings)
      : notice.kind === "review-waiting" || notice.kind === "release-waiting" || notice.kind === "note-mention"
        ? reviewersOf(claim.submission)
        : recipientsFor(notice.kind, settings);
    if (to.length === 0) {
      const nobody =
        notice.kind === "note-mention"
          ? "Nobody the note mentions reads the item any more: nothing was sent."
          : "Nobody else may review this change: nothing was sent.";
      await markFailed(db, claim, { recipient: null, error: nobody });
      log.warn(about, "notice not sent: nobody left to send it to");
      return;
    }
    const recipient = to.join(", ");
    let mail: SendMailOptions;
    try {
      mail = await compose(claim, to);
    } catch (caught) {
      if (caught instanceof NotNeeded) {
        await markFailed(db, claim, { recipient, error: caught.message });
        log.info(about, "notice not sent: no longer needed");
        return;
      }
      // A fault of ours, not the mail server's: waiting will not mend it, and the notice must not come back every lease.
      await markFailed(db, claim, { recipient, error: `The mail could not be written: ${String(caught)}` });
      log.error(about, "notice failed: the mail could not be written");
      return;
    }
    try {
      await transport.sendMail({
        ...withReturnPath(mail, `n${notice.id}`, settings.INBOUND_DOMAIN),
        signal: AbortSignal.any([loop.signal, AbortSignal.timeout(t.sendTimeoutMs)]),
      });
    } catch (caught) {
      const error = caught as SmtpError;
      // The server's answer goes to the notice (staff see it), not to the log: it may quote the
      // addresses or headers of the mail. The log gets the codes only.
      const detail = { ...about, code: error.code, responseCode: error.responseCode, command: error.command };
      const reason = error.message || String(caught);
      const delayMs = loop.signal.aborted
        ? 0
        : isPermanent(error)
          ? null
          : retryDelay(attempt, t.retryBaseMs, t.retryMaxMs);
      if (delayMs === null) {
        await markFailed(db, claim, { recipient, error: reason });
        log.error(detail, "notice failed: it will not be retried unless sent again");
      } else {
        await markRetry(db, claim, { recipient, error: reason, delayMs });
        log.warn({ ...detail, retryInMs: delayMs }, "notice not sent yet: will retry");
      }
      return;
    }
    const kept = keep ? { subject: String(mail.subject ?? ""), text: String(mail.text ?? "") } : undefined;
    await markSent(db, claim, { recipient, messageId: String(mail.messageId), kept });
    log.info(about, keep ? "notice kept for Notices (development: no mail server)" : "notice sent");
  }

  /** Sends every due notice, one after another, until none is due or the worker stops. */
  const loop: PollLoop = createPollLoop({
    async drain() {
      while (!loop.stopped) {
        const claim = await claimNext(db, t.leaseMs);
        if (!claim) break;
        await deliver(claim);
      }
    },
    // The database is unreachable, or recording an outcome failed: the claim's lease brings the
    // notice back, so waiting for the next poll is all there is to do.
    onError(caught) {
      const error = caught as SmtpError;
      log.warn(
        { code: error.code, error: withoutAddresses(error.message ?? String(caught)) },
        "mail worker: could not read or update the outbox; trying again at the next poll",
      );
    },
    pollMs: t.pollMs,
    stopGraceMs: t.stopGraceMs,
  });
  return { start: () => loop.start(), wake: () => loop.wake(), stop: () => loop.stop() };
}
