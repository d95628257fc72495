/**
 * One anonymous request mails one person, on PGlite and on PostgreSQL. A visitor's insert into
 * what visitors send takes one row: an array of a thousand addresses is refused whole, with
 * nothing stored and nothing queued. The mails visitors' requests cause are bounded per hour,
 * from one network and in all: past the bound the mail is stored but held, with why, where
 * Notices shows it, and staff may send it after all.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { json, startApiApp, type ApiTestApp } from "../../tests/support/server/api.ts";
import { databases } from "../../tests/support/server/databases.ts";

type Notice = { kind: string; status: string; last_error: string | null };

describe.each(databases)("what one visitor's request may cause on $name", (factory) => {
  let api: ApiTestApp;
  const post = (table: string, body: unknown, remoteAddress = "198.51.100.7") =>
    api.app.inject({
      method: "POST",
      url: `/rest/v1/${table}`,
      remoteAddress,
      headers: { apikey: api.anonKey, authorization: `Bearer ${api.anonKey}`, "content-type": "application/json" },
      payload: JSON.stringify(body),
    });
  const notices = async (kind: string) =>
    (
      await api.app.db.asOwner((tx) =>
        tx.query<Notice>(
          "select kind, status, last_error from public.notification_outbox where kind = $1 order by created_at",
          [kind],
        ),
      )
    ).rows;
  const partnership = (email: string) => ({
    name: "Ada Lovelace",
    email,
    institution: "University of London",
    research_area: "Financial networks",
    topic_statement: "Contagion across payment systems.",
  });

  beforeAll(async () => {
    api = await startApiApp(factory, { VISITOR_MAILS_PER_NETWORK_PER_HOUR: 5, VISITOR_MAILS_PER_HOUR: 12 });
  }, 120_000);
  afterAll(() => api?.close());

  it("refuses a visitor's insert of many rows whole: nothing stored, nothing queued", async () => {
    const addresses = Array.from({ length: 1000 }, (_, n) => ({ email: `stranger${n}@example.org` }));
    const many = await post("newsletter_subscribers", addresses);
    expect(many.statusCode).toBe(400);
    expect(json<{ code: string; message: string }>(many)).toMatchObject({
      code: "22023",
      message: "Send one at a time: each form sends one row, and so must any other request",
    });
    expect(await api.count("newsletter_subscribers")).toBe(0);
    expect(await notices("newsletter-confirm")).toEqual([]);

    const twenty = await post(
      "research_partnerships",
      Array.from({ length: 20 }, (_, n) => partnership(`researcher${n}@example.org`)),
    );
    expect(twenty.statusCode).toBe(400);
    expect(await api.count("research_partnerships")).toBe(0);
    expect(await notices("application-received")).toEqual([]);
    // One row, as the site's forms send it, is taken (an array of one as well).
    expect((await post("newsletter_subscribers", { email: "one@example.org" })).statusCode).toBe(201);
    expect((await post("research_partnerships", [partnership("one@example.org")])).statusCode).toBe(201);
  });

  it("holds the mails past five an hour from one network, with why, and sends the others", async () => {
    // Two sent above from 198.51.100.7; three more from its /24 reach the bound.
    for (const n of [1, 2, 3]) {
      expect(
        (await post("newsletter_subscribers", { email: `neighbour${n}@example.org` }, `198.51.100.${n}`)).statusCode,
      ).toBe(201);
    }
    const held = await post("newsletter_subscribers", { email: "sixth@example.org" }, "198.51.100.200");
    // The visitor's answer is the same: what they sent is stored.
    expect(held.statusCode).toBe(201);
    const mails = [...(await notices("newsletter-confirm")), ...(await notices("application-received"))];
    expect(mails.filter((mail) => mail.status === "pending")).toHaveLength(5);
    expect(mails.filter((mail) => mail.status === "held")).toEqual([
      {
        kind: "newsletter-confirm",
        status: "held",
        last_error: "Held: more than 5 mails to visitors from one network (198.51.100.0/24) in an hour",
      },
    ]);
    expect(await api.count("newsletter_subscribers")).toBe(5);
    // Another network is not held back by this one.
    expect((await post("newsletter_subscribers", { email: "elsewhere@example.org" }, "203.0.113.9")).statusCode).toBe(
      201,
    );
    expect((await notices("newsletter-confirm")).at(-1)!.status).toBe("pending");
  });

  it("holds every mail past the bound for all networks together, and lets staff send a held one after all", async () => {
    // Seven queued so far (six pending, one held: the held one does not count); six more networks take the last places.
    for (let n = 0; n < 6; n++) {
      expect((await post("newsletter_subscribers", { email: `crowd${n}@example.org` }, `10.${n}.0.1`)).statusCode).toBe(
        201,
      );
    }
    const last = await post("newsletter_subscribers", { email: "one-too-many@example.org" }, "100.64.0.1");
    expect(last.statusCode).toBe(201);
    const newest = (await notices("newsletter-confirm")).at(-1)!;
    expect(newest).toEqual({
      kind: "newsletter-confirm",
      status: "held",
      last_error: "Held: more than 12 mails to visitors in an hour",
    });
    const sent = await api.app.db.asOwner((tx) =>
      tx.query<{ resent: boolean }>(
        `select public.resend_notification(id) as resent from public.notification_outbox
          where status = 'held' order by created_at desc limit 1`,
      ),
    );
    expect(sent.rows[0]!.resent).toBe(true);
    expect((await notices("newsletter-confirm")).at(-1)!.status).toBe("pending");
  });
});
