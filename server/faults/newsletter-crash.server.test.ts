/**
 * A newsletter to 2,000 subscribers whose server is killed (SIGKILL) halfway through the list, as
 * a crash or a deploy would stop it: the next start sends the rest, and every subscriber has
 * exactly one copy. The real server (server/main.ts) in a child process on PostgreSQL,
 * mailing a real SMTP server on loopback.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startCluster, startServer, type ServerProcess } from "../../tests/support/server/faults.ts";
import type { PostgresCluster } from "../../tests/support/server/postgres-cluster.ts";
import { smtpRefusal, startSmtpServer, waitUntil, type TestSmtpServer } from "../../tests/support/server/smtp.ts";

const SUBSCRIBERS = 2_000;
const KILL_AT = 1_000;

describe("a newsletter send interrupted by a crash", () => {
  let cluster: PostgresCluster;
  let smtp: TestSmtpServer;
  let db: pg.Client;
  let server: ServerProcess | undefined;
  const dataDir = mkdtempSync(join(tmpdir(), "kosmos-newsletter-crash-"));
  let killed: Promise<unknown> | null = null;

  const env = () => ({
    DATABASE_URL: cluster.url,
    SMTP_URL: smtp.url,
    MAIL_FROM: "Kosmos <noreply@kosmos.test>",
    NEWSLETTER_SENDS_PER_MINUTE: "100000",
  });

  beforeAll(async () => {
    cluster = await startCluster();
    smtp = await startSmtpServer({
      // The moment the 1,000th copy arrives, before the mail server answers: the server dies.
      beforeAccept: async () => {
        if (smtp.received.length + 1 === KILL_AT && !killed && server) {
          killed = server.exited;
          server.child.kill("SIGKILL");
          await killed;
          throw smtpRefusal(421, "4.3.0 Connection lost");
        }
      },
    });
    server = await startServer(dataDir, env());
    db = new pg.Client({ connectionString: cluster.url });
    await db.connect();
  }, 180_000);
  afterAll(async () => {
    await db?.end();
    await server?.stop();
    await smtp?.close();
    cluster?.stop();
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(`${dataDir}-site`, { recursive: true, force: true });
  });

  it("resumes after a restart, and every subscriber has exactly one copy", async () => {
    // 2,000 confirmed subscribers and an issue being sent to them, as send_newsletter leaves it.
    // The triggers are off for this setup only: no confirmation mails for these made-up sign-ups.
    await db.query("set session_replication_role = replica");
    await db.query(
      `insert into public.newsletter_subscribers (email, state, confirmed_at)
       select 'reader' || n || '@example.org', 'confirmed', now() from generate_series(1, $1) n`,
      [SUBSCRIBERS],
    );
    const issue = await db.query<{ id: string }>(
      `insert into public.newsletter_issues (subject, body, status, send_started_at, recipients)
       values ('Interrupted', '{"type":"doc","content":[{"type":"paragraph","content":[{"type":"text","text":"Hello."}]}]}', 'sending', now(), $1)
       returning id`,
      [SUBSCRIBERS],
    );
    await db.query(
      `insert into private.newsletter_deliveries (issue_id, subscriber_id)
       select $1, s.id from public.newsletter_subscribers s where s.state = 'confirmed'`,
      [issue.rows[0]!.id],
    );
    await db.query("set session_replication_role = origin");

    // The sender finds them at its next poll and sends until it is killed.
    await waitUntil(
      () => killed !== null,
      120_000,
      () => `${smtp.received.length} copies before the crash`,
    );
    await killed;
    const before = smtp.received.length;
    expect(before).toBe(KILL_AT - 1);

    // The dead process's claims keep their lease (10 minutes) so that a live process never sends
    // what another is sending; here its time is made to pass, instead of waiting.
    await db.query("update private.newsletter_deliveries set claimed_until = now() where claimed_until > now()");
    server = await startServer(dataDir, env());
    await waitUntil(
      async () =>
        (
          await db.query<{ status: string }>("select status from public.newsletter_issues where id = $1", [
            issue.rows[0]!.id,
          ])
        ).rows[0]?.status === "sent",
      180_000,
      () => `${smtp.received.length} copies so far`,
    );

    const copies = new Map<string, number>();
    for (const mail of smtp.received) for (const to of mail.envelope.to) copies.set(to, (copies.get(to) ?? 0) + 1);
    expect(copies.size).toBe(SUBSCRIBERS);
    expect([...copies.values()].every((count) => count === 1)).toBe(true);
    const counts = await db.query<{ status: string; n: number }>(
      "select status, count(*)::int as n from private.newsletter_deliveries group by status",
    );
    expect(counts.rows).toEqual([{ status: "sent", n: SUBSCRIBERS }]);
  }, 400_000);
});
