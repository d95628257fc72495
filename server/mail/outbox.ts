/**
 * The outbox's SQL (supabase/migrations/20261124000400_notification_outbox.sql): claiming a due
 * notice under a lease, and recording what became of it. Every statement runs as the owner: the
 * worker is the server itself, not an API caller.
 */
import type { Database } from "../db/types.ts";
import {
  BACKUP_RUNS,
  CONTENT_CLAIMS,
  CONTENT_RELEASES,
  INBOX_NOTES,
  INBOX_MESSAGES,
  CONTENT_REVIEWS,
  CONTENT_SCHEDULES,
  isSubmissionTable,
  USERS,
  type Notice,
  type SubmissionRow,
} from "./message.ts";
import { isNoticeKind } from "./routing.ts";

/** A notice this worker holds until `attempt` is recorded (the attempt number fences stale workers). */
export type Claim = { notice: Notice; attempt: number; submission: SubmissionRow | null };

type ClaimedRow = { id: string; kind: string; submission_table: string; submission_id: string; attempts: number };

// SKIP LOCKED: two workers claiming at the same moment take different notices, never wait on
// each other. The lease (claimed_until) keeps the notice from the others while it is sent; if
// this worker dies, the lease runs out and the notice is due again.
const CLAIM = `
  with next as (
    select id from public.notification_outbox
    where status = 'pending' and next_attempt_at <= now() and (claimed_until is null or claimed_until <= now())
    order by next_attempt_at, created_at
    limit 1
    for update skip locked
  )
  update public.notification_outbox o
  set attempts = o.attempts + 1, claimed_until = now() + make_interval(secs => $1::double precision)
  from next
  where o.id = next.id
  returning o.id, o.kind, o.submission_table, o.submission_id, o.attempts`;

/** Claims the next due notice, with the submission it is about (null if it has been erased). */
export function claimNext(db: Database, leaseMs: number): Promise<Claim | null> {
  return db.asOwner(async (tx) => {
    const { rows } = await tx.query<ClaimedRow>(CLAIM, [leaseMs / 1000]);
    const row = rows[0];
    if (!row) return null;
    const table = row.submission_table;
    if (
      !isNoticeKind(row.kind) ||
      !(
        isSubmissionTable(table) ||
        table === BACKUP_RUNS ||
        table === USERS ||
        table === CONTENT_SCHEDULES ||
        table === CONTENT_REVIEWS ||
        table === CONTENT_CLAIMS ||
        table === CONTENT_RELEASES ||
        table === INBOX_NOTES ||
        table === INBOX_MESSAGES
      )
    ) {
      throw new Error(`notice ${row.id} has an unknown kind or table`);
    }
    const notice: Notice = {
      id: row.id,
      kind: row.kind,
      submission_table: table,
      submission_id: row.submission_id,
    };
    // The table name comes from the fixed list above (and the outbox's CHECK), never from input.
    // An invitee: their address only, and only while the invitation is still open (staff, not
    // disabled, the first password not yet chosen).
    const relation = table === BACKUP_RUNS ? "private.backup_runs" : `public.${table}`;
    const found = await tx.query<{ row: SubmissionRow }>(
      table === INBOX_MESSAGES
        ? // The reply, the visitor's address, its item's reply token, and the thread before it.
          `select to_jsonb(m) || jsonb_build_object(
                    'email', (select i.email from public.inbox i where i.kind = m.kind and i.id = m.item_id),
                    'reply_token', private.reply_token(m.kind, m.item_id),
                    'thread', coalesce((select jsonb_agg(jsonb_build_object('id', p.id, 'direction', p.direction,
                                                                             'message_id', p.message_id) order by p.created_at)
                                          from public.inbox_messages p
                                         where p.kind = m.kind and p.item_id = m.item_id and p.created_at < m.created_at
                                           and p.id <> m.id), '[]'::jsonb)) as row
             from public.inbox_messages m where m.id = $1 and m.direction = 'out'`
        : table === INBOX_NOTES
          ? // The colleagues it mentions who still read the item's kind, never its author.
            `select jsonb_build_object('kind', n.kind, 'item_id', n.item_id, 'author_email', n.author_email,
                    'reviewers', to_jsonb(array(select u.email::text from unnest(n.mentions) m join auth.users u on u.id = m
                                                 where m is distinct from n.author_id and private.may_own(m, n.kind)
                                                 order by u.email))) as row
             from public.inbox_notes n where n.id = $1`
          : row.kind === "erasure-requested"
            ? // Its owner's address if it has one ('' sends it to the team), and when they asked.
              `select jsonb_build_object('email', coalesce(u.email::text, ''), 'requested_at', s.erasure_requested_at) as row
             from public.${table} s left join auth.users u on u.id = s.owner_id
            where s.id = $1 and s.erasure_requested_at is not null`
            : row.kind === "item-assigned"
              ? // Its owner now (none if it was taken back meanwhile): their address and who gave it.
                `select jsonb_build_object('email', u.email, 'created_at', s.created_at, 'owner_given_by', s.owner_given_by) as row
             from public.${table} s join auth.users u on u.id = s.owner_id where s.id = $1`
              : table === USERS
                ? `select jsonb_build_object('id', u.id, 'email', u.email) as row from auth.users u
            where u.id = $1 and u.raw_app_meta_data ->> 'role' = 'staff' and u.deleted_at is null
              and (u.banned_until is null or u.banned_until <= now())
              and u.raw_app_meta_data ->> 'password_change_required' = 'true'`
                : table === CONTENT_SCHEDULES
                  ? // Its author: the address that made the schedule.
                    `select to_jsonb(s) || jsonb_build_object('email', s.created_by) as row
               from public.content_schedules s where s.id = $1`
                  : table === CONTENT_REVIEWS
                    ? // Its author, and the colleagues who may approve it now (never its author).
                      `select to_jsonb(r) || jsonb_build_object('email', r.submitted_by,
                        'reviewers', to_jsonb(private.reviewers_of(r.type, r.submitted_by))) as row
                 from public.content_reviews r where r.id = $1`
                    : table === CONTENT_CLAIMS
                      ? // Its owner, and the item it is made on (which may have been deleted since).
                        `select to_jsonb(c) || jsonb_build_object('email', c.owner,
                          'title', i.data ->> t.title_field, 'live', i.live,
                          'label', (select f.label from private.claim_fields(c.type) f where f.name = c.field)) as row
                   from public.content_claims c
                   left join public.content_items i on i.id = c.item_id
                   left join private.content_types t on t.type = c.type
                  where c.id = $1`
                      : table === CONTENT_RELEASES
                        ? // The colleagues who may sign it off now (never its author), and how much it changes.
                          `select to_jsonb(r) || jsonb_build_object(
                            'reviewers', to_jsonb(private.release_reviewers(r.id)),
                            'changes', (select count(*) from public.content_release_items i where i.release_id = r.id)) as row
                     from public.content_releases r where r.id = $1 and r.state = 'submitted'`
                        : row.kind === "application-received"
                          ? // The application, and the token of the erasure link its acknowledgement carries.
                            `select to_jsonb(s) || jsonb_build_object('erasure_token', private.erasure_token('${table}', s.id)) as row
                       from public.${table} s where s.id = $1`
                          : `select to_jsonb(s) as row from ${relation} s where s.id = $1`,
      [row.submission_id],
    );
    return { notice, attempt: row.attempts, submission: found.rows[0]?.row ?? null };
  });
}

/** Postgres' text type holds no NUL; the column holds 2,000 characters. */
const clip = (value: string, max = 2000) => value.replaceAll("\u0000", "").slice(0, max);

// Each outcome applies only while the claim is still this worker's (same attempt, still pending):
// a worker that outlived its lease must not overwrite what the next one recorded.
const FENCE = "where id = $1 and attempts = $2 and status = 'pending'";

export async function markSent(
  db: Database,
  claim: Claim,
  outcome: { recipient: string; messageId: string; kept?: { subject: string; text: string } },
) {
  await db.asOwner((tx) =>
    tx.query(
      `update public.notification_outbox
       set status = 'sent', sent_at = now(), claimed_until = null, last_error = null, recipient = $3, message_id = $4,
           kept_subject = $5, kept_text = $6
       ${FENCE}`,
      [
        claim.notice.id,
        claim.attempt,
        clip(outcome.recipient),
        outcome.messageId,
        outcome.kept?.subject.slice(0, 1000) ?? null,
        outcome.kept?.text.slice(0, 200_000) ?? null,
      ],
    ),
  );
}

/** Due again after `delayMs` (the backoff). */
export async function markRetry(
  db: Database,
  claim: Claim,
  outcome: { recipient: string | null; error: string; delayMs: number },
) {
  await db.asOwner((tx) =>
    tx.query(
      `update public.notification_outbox
       set next_attempt_at = now() + make_interval(secs => $5::double precision), claimed_until = null,
           last_error = $3, recipient = coalesce($4, recipient)
       ${FENCE}`,
      [
        claim.notice.id,
        claim.attempt,
        clip(outcome.error),
        outcome.recipient === null ? null : clip(outcome.recipient),
        outcome.delayMs / 1000,
      ],
    ),
  );
}

/** Given up: the notices view shows it with its last error, and staff may send it again. */
export async function markFailed(db: Database, claim: Claim, outcome: { recipient: string | null; error: string }) {
  await db.asOwner((tx) =>
    tx.query(
      `update public.notification_outbox
       set status = 'failed', claimed_until = null, last_error = $3, recipient = coalesce($4, recipient)
       ${FENCE}`,
      [
        claim.notice.id,
        claim.attempt,
        clip(outcome.error),
        outcome.recipient === null ? null : clip(outcome.recipient),
      ],
    ),
  );
}

/**
 * The token an invitation's link carries, made as its mail is sent: only its SHA-256 is kept,
 * for 24 hours, and a new mail (a retry, 'send again') replaces the previous link.
 */
export async function openInvitation(db: Database, userId: string, tokenHash: string, hours: number): Promise<void> {
  await db.asOwner((tx) =>
    tx.query(
      `insert into private.staff_invitations (user_id, token_hash, expires_at) values ($1, $2, now() + make_interval(hours => $3))
       on conflict (user_id) do update set token_hash = excluded.token_hash, expires_at = excluded.expires_at`,
      [userId, tokenHash, hours],
    ),
  );
}

/** A newsletter sign-up's new confirmation link (7 days, the previous one void); false if it is confirmed or gone. */
export async function openNewsletterConfirmation(
  db: Database,
  subscriberId: string,
  tokenHash: string,
  days: number,
): Promise<boolean> {
  const { rows } = await db.asOwner((tx) =>
    tx.query<{ opened: boolean }>("select private.open_newsletter_confirmation($1, $2, $3) as opened", [
      subscriberId,
      tokenHash,
      days,
    ]),
  );
  return rows[0]?.opened === true;
}
