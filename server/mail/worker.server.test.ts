/**
 * The mail worker against the outbox on a real database and a real SMTP server: a crash between
 * send and mark, several workers on one database, TLS, and what it writes to the log.
 */
import { Writable } from "node:stream";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app.ts";
import type { Config } from "../config.ts";
import { migrate, openDatabase, type Database } from "../db/index.ts";
import { databases, type TestDatabase } from "../../tests/support/server/databases.ts";
import { smtpRefusal, startSmtpServer, waitUntil, type TestSmtpServer } from "../../tests/support/server/smtp.ts";
import type { MailSettings } from "./routing.ts";
import { createSmtpTransport } from "./transport.ts";
import { createNoticeWorker, type NoticeWorker, type WorkerTimings } from "./worker.ts";

const SITE_URL = "https://www.kosmos.example";
const SETTINGS: MailSettings = {
  MAIL_FROM: "Kosmos website <noreply@kosmos.test>",
  NOTIFY_DEFAULT: ["hello@kosmos.test"],
  NOTIFY_SALES: ["sales@kosmos.test"],
  NOTIFY_PRESS: undefined,
  NOTIFY_CAREERS: undefined,
  NOTIFY_LABS: undefined,
};
const FAST: Partial<WorkerTimings> = {
  pollMs: 20,
  leaseMs: 600,
  retryBaseMs: 50,
  retryMaxMs: 400,
  sendTimeoutMs: 4_000,
};

type Notice = {
  id: string;
  status: string;
  attempts: number;
  message_id: string | null;
  last_error: string | null;
  claimed_until: Date | string | null;
};

const silent = pino({ level: "silent" });

/** A visitor's contact message, inserted as the owner (the trigger fires for every role). */
async function insertContact(
  db: Database,
  email: string,
  extra: { name?: string; company?: string; message?: string } = {},
) {
  const { rows } = await db.asOwner((tx) =>
    tx.query<{ id: string }>(
      `insert into public.contact_submissions (name, email, company, inquiry_type, message)
       values ($1, $2, $3, 'demo-request', $4) returning id`,
      [
        extra.name ?? "Amelia Hart",
        email,
        extra.company ?? null,
        extra.message ?? "We would like a demonstration, please.",
      ],
    ),
  );
  return rows[0]!.id;
}

async function notices(db: Database): Promise<Notice[]> {
  const { rows } = await db.asOwner((tx) =>
    tx.query<Notice>("select * from public.notification_outbox order by created_at", []),
  );
  return rows;
}

/** A Database that stops answering once `crash()` is called, as if its process had died. */
function crashable(db: Database) {
  let crashed = false;
  const gone = () => Promise.reject(new Error("the process died"));
  const wrapped: Database = {
    kind: db.kind,
    asRole: (role, claims, fn) => (crashed ? gone() : db.asRole(role, claims, fn)),
    asOwner: (fn) => (crashed ? gone() : db.asOwner(fn)),
    listen: (channel, onNotify, onReconnect) => db.listen(channel, onNotify, onReconnect),
    close: () => db.close(),
  };
  return { db: wrapped, crash: () => (crashed = true) };
}

describe.each(databases)("the mail worker on $name", (factory) => {
  let database: TestDatabase;
  let db: Database;
  const workers: NoticeWorker[] = [];
  const servers: TestSmtpServer[] = [];

  const worker = async (options: {
    db?: Database;
    url: string;
    log?: pino.Logger;
    timings?: Partial<WorkerTimings>;
  }) => {
    const started = createNoticeWorker({
      db: options.db ?? db,
      transport: await createSmtpTransport(options.url),
      settings: SETTINGS,
      siteUrl: SITE_URL,
      log: options.log ?? silent,
      timings: options.timings ?? FAST,
    });
    workers.push(started);
    started.start();
    return started;
  };
  const smtpServer = async (options: Parameters<typeof startSmtpServer>[0] = {}) => {
    const server = await startSmtpServer(options);
    servers.push(server);
    return server;
  };
  /** Each test starts with an empty outbox and no worker running. */
  const cleanUp = async () => {
    await Promise.all(workers.splice(0).map((w) => w.stop()));
    await Promise.all(servers.splice(0).map((s) => s.close()));
    await db.asOwner((tx) => tx.query("delete from public.notification_outbox", []));
  };

  beforeAll(async () => {
    database = await factory.create();
    db = await openDatabase(database.config);
    await migrate(db);
  });
  afterAll(async () => {
    await cleanUp().catch(() => undefined);
    await db?.close();
    await database?.destroy();
  });

  it("a crash between send and mark: the notice is sent again once its lease runs out, with the same Message-ID", async () => {
    await cleanUp();
    const first = crashable(db);
    const smtp = await smtpServer({
      // The mail is whole and about to be accepted: the worker's process dies at this moment,
      // so the server's "250 OK" reaches nobody who can record it.
      beforeAccept: () => void first.crash(),
    });
    await insertContact(db, "crash@visitor.test");
    const dying = await worker({ db: first.db, url: smtp.url });
    await smtp.waitFor(1);
    await dying.stop();
    const [pending] = await notices(db);
    expect(pending).toMatchObject({ status: "pending", attempts: 1 });
    const leaseEnds = new Date(pending!.claimed_until!).getTime();

    // The server restarts: a new worker finds the notice still claimed, then due again.
    await worker({ url: smtp.url });
    const [copy, resent] = await smtp.waitFor(2);
    expect(resent!.receivedAt).toBeGreaterThanOrEqual(leaseEnds); // not before the lease ran out
    expect(resent!.parsed.messageId).toBe(copy!.parsed.messageId);
    expect(resent!.parsed.messageId).toBe(`<notice-${pending!.id}@www.kosmos.example>`);
    await waitUntil(async () => (await notices(db))[0]!.status === "sent", 5_000);
    expect((await notices(db))[0]).toMatchObject({ status: "sent", attempts: 2, message_id: copy!.parsed.messageId });
    await new Promise((resolve) => setTimeout(resolve, 700)); // past another lease: no third copy
    expect(smtp.received).toHaveLength(2);
  });

  it("a shutdown during a slow send abandons it after the grace period; the notice is due again at once", async () => {
    await cleanUp();
    let slow = true;
    const smtp = await smtpServer({
      beforeAccept: () => (slow ? new Promise((resolve) => setTimeout(resolve, 3_000)) : undefined),
    });
    await insertContact(db, "shutdown@visitor.test");
    const stopping = await worker({ url: smtp.url, timings: { ...FAST, leaseMs: 60_000, stopGraceMs: 100 } });
    await waitUntil(async () => (await notices(db))[0]!.attempts === 1, 5_000);
    await new Promise((resolve) => setTimeout(resolve, 300)); // the mail is on its way
    const began = Date.now();
    await stopping.stop();
    expect(Date.now() - began).toBeLessThan(2_000);
    const [notice] = await notices(db);
    expect(notice).toMatchObject({ status: "pending", attempts: 1, claimed_until: null });
    expect(notice!.last_error).toMatch(/abort/i);

    // Not held for the 60 s lease: the next process sends it straight away.
    slow = false;
    await worker({ url: smtp.url });
    await waitUntil(async () => (await notices(db))[0]!.status === "sent", 5_000);
  });

  it("a notice whose every attempt ended in a dead worker is given up, not sent every lease for ever", async () => {
    await cleanUp();
    const smtp = await smtpServer();
    await insertContact(db, "unlucky@visitor.test");
    // Five claims (the most the backoff allows with these timings), none with an outcome recorded.
    await db.asOwner((tx) => tx.query("update public.notification_outbox set attempts = 5", []));
    await worker({ url: smtp.url });
    await waitUntil(async () => (await notices(db))[0]!.status === "failed", 5_000);
    expect((await notices(db))[0]).toMatchObject({
      attempts: 6,
      last_error: "Given up after 5 attempts; the last ended without an outcome (the server stopped while sending).",
    });
    expect(smtp.received).toHaveLength(0);
  });

  it("logs notice ids, kinds and outcomes, never an address or what a visitor wrote", async () => {
    await cleanUp();
    const lines: string[] = [];
    const log = pino(
      { level: "trace" },
      new Writable({
        write(chunk: Buffer, _encoding, done) {
          lines.push(chunk.toString());
          done();
        },
      }),
    );
    const refused = new Set<string>();
    const smtp = await smtpServer({
      // The first try of each mail is turned away with an answer that quotes the addresses.
      beforeAccept: (mail) => {
        const id = mail.parsed.messageId ?? "";
        if (refused.has(id)) return;
        refused.add(id);
        throw smtpRefusal(
          451,
          `4.7.1 Greylisted: <${mail.envelope.to.join(">, <")}> from ${mail.parsed.replyTo?.text ?? ""}`,
        );
      },
    });
    const visitor = {
      name: "Zanele Quist",
      company: "Quist Holdings",
      message: "Confidential: our exposure to Bank X.",
    };
    await insertContact(db, "zanele.quist@visitor.test", visitor);
    const erasedId = await insertContact(db, "erased.person@visitor.test", { name: "Erased Person" });
    await db.asOwner((tx) => tx.query("delete from public.contact_submissions where id = $1", [erasedId]));
    await worker({ url: smtp.url, log });
    await smtp.waitFor(1);
    await waitUntil(async () => (await notices(db)).every((n) => n.status !== "pending"), 5_000);

    const text = lines.join("");
    expect(text).toContain('"msg":"notice not sent yet: will retry"');
    expect(text).toContain('"msg":"notice sent"');
    expect(text).toContain('"msg":"notice not sent: its submission no longer exists"');
    for (const notice of await notices(db)) expect(text).toContain(notice.id);
    for (const secret of [
      "zanele",
      "Zanele Quist",
      "Quist Holdings",
      "exposure to Bank X",
      "erased.person",
      "Erased Person",
      "sales@kosmos.test",
      "noreply@kosmos.test",
      "@visitor.test",
    ]) {
      expect(text.toLowerCase()).not.toContain(secret.toLowerCase());
    }
    // The staff still see the whole answer in the notice itself.
    const erased = (await notices(db)).find((n) => n.status === "failed");
    expect(erased?.last_error).toBe("The submission was erased before the notice was sent.");
  });

  it("upgrades with STARTTLS when the server offers it, and uses TLS from the start with smtps://", async () => {
    await cleanUp();
    // smtp-server's built-in certificate is self-signed: trusted here through the URL, as a
    // developer would for a local catcher (never in production).
    const starttls = await smtpServer({ starttls: true });
    await insertContact(db, "tls@visitor.test");
    const one = await worker({ url: `${starttls.url}/?tls.rejectUnauthorized=false` });
    const [upgraded] = await starttls.waitFor(1);
    expect(upgraded!.secure).toBe(true);
    await one.stop();

    const implicit = await smtpServer({ secure: true });
    await insertContact(db, "smtps@visitor.test");
    await worker({ url: `${implicit.url}/?tls.rejectUnauthorized=false` });
    const [secure] = await implicit.waitFor(1);
    expect(secure!.secure).toBe(true);
  });

  it("does not fall back to plain text when the STARTTLS upgrade fails (an untrusted certificate)", async () => {
    await cleanUp();
    const smtp = await smtpServer({ starttls: true });
    await insertContact(db, "untrusted@visitor.test");
    await worker({ url: smtp.url });
    await waitUntil(async () => (await notices(db))[0]!.attempts >= 2, 5_000);
    expect(smtp.received).toHaveLength(0);
    expect((await notices(db))[0]!.last_error).toMatch(/certificate/i);
  });
});

describe("two server processes on one PostgreSQL database", () => {
  const postgres = databases.find((d) => d.name === "postgres")!;
  let database: TestDatabase;
  let smtp: TestSmtpServer;
  const apps: Awaited<ReturnType<typeof buildApp>>[] = [];

  beforeAll(async () => {
    database = await postgres.create();
    smtp = await startSmtpServer({
      // A little time per mail, so both workers are busy at once.
      beforeAccept: () => new Promise((resolve) => setTimeout(resolve, 5)),
    });
    for (const name of ["one", "two"]) {
      // Each process signs its mail differently, to tell which one sent what.
      const config: Config = {
        ...database.config,
        ...SETTINGS,
        SITE_URL,
        SMTP_URL: smtp.url,
        MAIL_FROM: `noreply-${name}@kosmos.test`,
      };
      const app = await buildApp({ config, serveSite: false, mailTimings: { ...FAST, pollMs: 10 } });
      await app.ready();
      apps.push(app);
    }
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await smtp?.close();
    await database?.destroy();
  });

  it("sends every notice once: no duplicates, and both share the work", async () => {
    const count = 40;
    await apps[0]!.db.asOwner((tx) =>
      tx.query(
        `insert into public.contact_submissions (name, email, inquiry_type, message)
         select 'Visitor ' || i, 'visitor' || i || '@visitor.test', 'demo-request', 'Please show us the Core Engine.'
         from generate_series(1, $1::int) as i`,
        [count],
      ),
    );
    const mails = await smtp.waitFor(count, 30_000);
    await waitUntil(async () => (await notices(apps[0]!.db)).every((n) => n.status === "sent"), 10_000);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(mails).toHaveLength(count);
    expect(new Set(mails.map((m) => m.parsed.messageId)).size).toBe(count);
    const rows = await notices(apps[0]!.db);
    expect(rows.reduce((sum, n) => sum + n.attempts, 0)).toBe(count); // every notice claimed exactly once
    const senders = new Set(mails.map((m) => m.envelope.from));
    expect(senders).toEqual(new Set(["noreply-one@kosmos.test", "noreply-two@kosmos.test"]));
  }, 60_000);
});
