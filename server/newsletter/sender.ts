/**
 * Sends the newsletter's issues: claims due deliveries (private.newsletter_deliveries) in batches
 * under a lease, as the notice worker claims the outbox, sends each at the configured pace, and
 * records each outcome at once. Any number of server processes may run one: SKIP LOCKED gives
 * each its own batch. A process that dies mid-batch leaves its claims to run out; the copies it
 * had not sent are then sent by the next claim, and those it had are not sent again, because each
 * copy is marked sent the moment the mail server accepts it (decision 036 says where this ends).
 */
import type { FastifyBaseLogger } from "fastify";
import type { Transporter } from "nodemailer";
import type { Database } from "../db/types.ts";
import { createPollLoop, type PollLoop } from "../mail/poll-loop.ts";
import { isPermanent, withoutAddresses, type SmtpError } from "../mail/worker.ts";
import { withReturnPath } from "../mail/return-path.ts";
import { composeIssueMail, type IssueCompany, type NewsletterSenderSettings } from "./issue-mail.ts";

export type SenderTimings = {
  pollMs: number;
  leaseMs: number;
  sendTimeoutMs: number;
  retryBaseMs: number;
  batchSize: number;
  /** Attempts at one copy before it is marked failed. */
  maxAttempts: number;
};

export const DEFAULT_SENDER_TIMINGS: SenderTimings = {
  pollMs: 5_000,
  leaseMs: 10 * 60_000,
  sendTimeoutMs: 60_000,
  retryBaseMs: 60_000,
  batchSize: 50,
  maxAttempts: 5,
};

type Delivery = {
  id: string;
  attempts: number;
  issue_id: string;
  subject: string;
  body: unknown;
  email: string | null;
  token: string | null;
  copy_id: string;
  wanted: boolean;
};

// Claims a batch, and reads in the same statement what each copy needs: the issue, the address
// (a subscriber's as it is now: one who left meanwhile gets nothing) and the unsubscribe token.
const CLAIM = `
  with next as (
    select d.id from private.newsletter_deliveries d
     where d.status = 'pending' and d.next_attempt_at <= now() and (d.claimed_until is null or d.claimed_until <= now())
     order by d.next_attempt_at, d.id
     limit $1
     for update skip locked
  ), claimed as (
    update private.newsletter_deliveries d
       set attempts = d.attempts + 1, claimed_until = now() + make_interval(secs => $2::double precision)
      from next where d.id = next.id
    returning d.id, d.issue_id, d.subscriber_id, d.test_address, d.attempts
  )
  select c.id::text as id, c.attempts, i.id::text as issue_id, i.subject, i.body,
         coalesce(c.test_address, s.email) as email,
         case when c.subscriber_id is not null then private.unsubscribe_token(c.subscriber_id) end as token,
         coalesce(c.subscriber_id::text, 'test-' || c.id::text) as copy_id,
         (c.test_address is not null or s.state = 'confirmed') as wanted
    from claimed c
    join public.newsletter_issues i on i.id = c.issue_id
    left join public.newsletter_subscribers s on s.id = c.subscriber_id
   order by c.id`;

const FENCE = "where id = $1::bigint and attempts = $2 and status = 'pending'";

const FINISH = `
  update public.newsletter_issues i set status = 'sent', finished_at = now()
   where i.status = 'sending'
     and not exists (select 1 from private.newsletter_deliveries d
                      where d.issue_id = i.id and d.subscriber_id is not null and d.status = 'pending')`;

export type NewsletterSenderOptions = {
  db: Database;
  transport: Transporter;
  from: string;
  siteUrl: string;
  sendsPerMinute: number;
  /** Where bounces and complaints come back to (each copy's return path names it), when set. */
  inboundDomain?: string;
  /** Delivery ids, counts and SMTP codes only: never an address. */
  log: FastifyBaseLogger;
  timings?: Partial<SenderTimings>;
};

export type NewsletterSender = { start(): void; wake(): void; stop(): Promise<void> };

export function createNewsletterSender(options: NewsletterSenderOptions): NewsletterSender {
  const { db, transport, from, siteUrl, log } = options;
  const t = { ...DEFAULT_SENDER_TIMINGS, ...options.timings };
  const gapMs = 60_000 / options.sendsPerMinute;
  let nextSendAt = 0;

  const record = (sql: string, params: unknown[]) => db.asOwner((tx) => tx.query(sql, params));

  /**
   * The sender name, reply-to address and the company (its name and registration) as Site
   * settings say them now: an admin may change them mid-issue.
   */
  async function fromSettings(): Promise<{ sender: NewsletterSenderSettings; company?: IssueCompany }> {
    const { rows } = await db.asOwner((tx) =>
      tx.query<{ data: Record<string, unknown> }>(
        "select data from public.content_items where type = 'site-settings' and slug = 'site'",
        [],
      ),
    );
    const data = rows[0]?.data ?? {};
    const text = (field: string) => (typeof data[field] === "string" && data[field] ? String(data[field]) : undefined);
    const sender = {
      ...(text("newsletterSender") ? { name: text("newsletterSender") } : {}),
      ...(text("newsletterReplyTo") ? { replyTo: text("newsletterReplyTo") } : {}),
    };
    const name = text("companyName");
    const legalName = text("legalName");
    if (!name || !legalName) return { sender };
    const company: IssueCompany = { name, legalName };
    for (const field of ["companyNumber", "registeredIn", "registeredOffice", "vatNumber"] as const) {
      const value = text(field);
      if (value) company[field] = value;
    }
    return { sender, company };
  }

  async function pace() {
    const wait = nextSendAt - Date.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    nextSendAt = Math.max(nextSendAt, Date.now()) + gapMs;
  }

  async function send(delivery: Delivery): Promise<void> {
    const about = { delivery: delivery.id, issue: delivery.issue_id, attempt: delivery.attempts };
    if (!delivery.wanted || !delivery.email) {
      // Unsubscribed (or erased) since the issue was sent: nothing goes to them.
      await record(`update private.newsletter_deliveries set status = 'skipped', claimed_until = null ${FENCE}`, [
        delivery.id,
        delivery.attempts,
      ]);
      return;
    }
    const mail = composeIssueMail({
      issue: { id: delivery.issue_id, subject: delivery.subject, body: delivery.body },
      to: delivery.email,
      unsubscribeToken: delivery.token,
      copyId: delivery.copy_id,
      siteUrl,
      from,
      ...(await fromSettings()),
    });
    await pace();
    try {
      await transport.sendMail({
        ...withReturnPath(mail, `d${delivery.id}`, options.inboundDomain),
        signal: AbortSignal.any([loop.signal, AbortSignal.timeout(t.sendTimeoutMs)]),
      });
    } catch (caught) {
      const error = caught as SmtpError;
      const permanent = isPermanent(error);
      const reason = (error.message || String(caught)).replaceAll("\u0000", "").slice(0, 2000);
      const detail = { ...about, code: error.code, responseCode: error.responseCode };
      if (permanent || delivery.attempts >= t.maxAttempts) {
        await record(
          `update private.newsletter_deliveries set status = 'failed', claimed_until = null, last_error = $3 ${FENCE}`,
          [delivery.id, delivery.attempts, reason],
        );
        log.warn(detail, "newsletter copy failed");
      } else {
        const delaySeconds = loop.signal.aborted ? 0 : (t.retryBaseMs * 2 ** (delivery.attempts - 1)) / 1000;
        await record(
          `update private.newsletter_deliveries
              set next_attempt_at = now() + make_interval(secs => $4::double precision), claimed_until = null, last_error = $3
            ${FENCE}`,
          [delivery.id, delivery.attempts, reason, delaySeconds],
        );
        log.warn({ ...detail, error: withoutAddresses(reason) }, "newsletter copy not sent yet: will retry");
      }
      return;
    }
    await record(
      `update private.newsletter_deliveries set status = 'sent', sent_at = now(), claimed_until = null, last_error = null ${FENCE}`,
      [delivery.id, delivery.attempts],
    );
  }

  const loop: PollLoop = createPollLoop({
    async drain() {
      while (!loop.stopped) {
        const claimedAt = Date.now();
        const { rows } = await db.asOwner((tx) => tx.query<Delivery>(CLAIM, [t.batchSize, t.leaseMs / 1000]));
        if (rows.length === 0) break;
        let handled = 0;
        for (const delivery of rows) {
          // The claims left when the lease is nearly over are left to run out: another claim sends them.
          if (loop.stopped || Date.now() + t.sendTimeoutMs + gapMs > claimedAt + t.leaseMs) break;
          await send(delivery);
          handled++;
        }
        await db.asOwner((tx) => tx.query(FINISH));
        log.info({ claimed: rows.length, handled }, "newsletter batch done");
      }
    },
    onError(caught) {
      const error = caught as SmtpError;
      log.warn(
        { code: error.code, error: withoutAddresses(error.message ?? String(caught)) },
        "newsletter sender: could not read or update the deliveries; trying again at the next poll",
      );
    },
    pollMs: t.pollMs,
    stopGraceMs: 5_000,
  });
  return { start: () => loop.start(), wake: () => loop.wake(), stop: () => loop.stop() };
}
