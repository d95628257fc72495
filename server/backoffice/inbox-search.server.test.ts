/**
 * The inbox's search as a function that can use the trigram indexes (row-level security
 * keeps them from serving `ilike` through the view). It must answer exactly what the view's
 * filter answers, for staff at aal2 only, with % and _ taken literally, and be audited without
 * the term.
 */
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startApiApp, type ApiTestApp } from "../../tests/support/server/api.ts";
import { databases } from "../../tests/support/server/databases.ts";
import { aal1Session, staffSessions } from "../../tests/support/server/staff-session.ts";
import { contact, jobApplication } from "../../tests/support/server/submissions.ts";

type Page = { total: number; more: boolean; rows: { kind: string; id: string; name: string | null; email: string }[] };
const SEARCH = ["name", "email", "organisation", "subject", "summary"];

describe.each(databases)("the inbox's search function on $name", (factory) => {
  let test: ApiTestApp;
  let app: FastifyInstance;
  let staff: string;
  const as = (token: string) => ({
    apikey: test.anonKey,
    authorization: `Bearer ${token}`,
    "content-type": "application/json",
  });
  const search = (token: string, args: Record<string, unknown>) =>
    app.inject({ method: "POST", url: "/rest/v1/rpc/search_inbox", headers: as(token), payload: JSON.stringify(args) });
  const throughView = async (term: string, extra = "") => {
    const pattern = `"%${term.replace(/[\\%_]/g, (c) => `\\${c}`).replace(/[\\"]/g, (c) => `\\${c}`)}%"`;
    const or = `or=(${SEARCH.map((c) => `${c}.ilike.${pattern}`).join(",")})`;
    const response = await app.inject({
      method: "GET",
      url: `/rest/v1/inbox?select=kind,id&${encodeURI(or)}${extra}&order=created_at.desc,id.asc`,
      headers: as(staff),
    });
    expect(response.statusCode).toBe(200);
    return (response.json() as { kind: string; id: string }[]).map((r) => `${r.kind}/${r.id}`);
  };

  beforeAll(async () => {
    test = await startApiApp(factory);
    app = test.app;
    staff = (await staffSessions(app, "searcher@kosmos.example")).aal2;
    const post = (table: string, row: unknown) =>
      app.inject({ method: "POST", url: `/rest/v1/${table}`, headers: as(test.anonKey), payload: JSON.stringify(row) });
    for (let i = 0; i < 30; i++) {
      expect(
        (
          await post(
            "contact_submissions",
            contact({
              name: `Grace Hopper ${i}`,
              email: `grace${i}@navy.example`,
              message: `Compilers and 100% coverage, note ${i}.`,
            }),
          )
        ).statusCode,
      ).toBe(201);
    }
    expect(
      (
        await post(
          "contact_submissions",
          contact({ name: "Percent_Person", email: "pp@example.com", message: "Nothing to see in this message." }),
        )
      ).statusCode,
    ).toBe(201);
    expect(
      (
        await post(
          "job_applications",
          jobApplication({ first_name: "Grace", surname: "Brewster", email: "brewster@example.com" }),
        )
      ).statusCode,
    ).toBe(201);
    expect((await post("newsletter_subscribers", { email: "hopper.fan@example.com" })).statusCode).toBe(201);
  });
  afterAll(() => test?.close());

  it("answers what the view's filter answers: the same rows in the same order, pages and the total", async () => {
    for (const term of ["grace", "HOPPER", "navy.example", "100%", "percent_", "brewster", "nothing matches this"]) {
      const expected = await throughView(term);
      const first = await search(staff, { term, max_rows: 25 });
      expect(first.statusCode).toBe(200);
      const page = first.json() as Page;
      expect(page.total, term).toBe(expected.length);
      const second = (await search(staff, { term, max_rows: 25, skip_rows: 25 })).json() as Page;
      expect(
        [...page.rows, ...second.rows].map((r) => `${r.kind}/${r.id}`),
        term,
      ).toEqual(expected);
    }
    // % and _ are literal: "100%" is not "100" followed by anything.
    expect(((await search(staff, { term: "percent_" })).json() as Page).total).toBe(1);
    const kind = (await search(staff, { term: "grace", filter_kind: "job_applications" })).json() as Page;
    expect(kind.rows.map((r) => r.email)).toEqual(["brewster@example.com"]);
  });

  it("is for staff at aal2 only, refuses what it cannot take, and is audited without the term", async () => {
    expect((await search(test.anonKey, { term: "grace" })).statusCode).toBe(401);
    expect((await search(await aal1Session(app, "half@kosmos.example"), { term: "grace" })).statusCode).toBe(403);
    expect((await search(staff, { term: "  " })).statusCode).toBe(400);
    expect((await search(staff, { term: "grace", filter_kind: "audit_log" })).statusCode).toBe(400);
    expect((await search(staff, { term: "grace", max_rows: 5000 })).statusCode).toBe(400);
    expect((await search(staff, { term: "grace" })).statusCode).toBe(200);
    const { rows } = await app.db.asOwner((tx) =>
      tx.query<{ actor_email: string; details: Record<string, unknown> }>(
        "select actor_email, details from public.audit_log where action = 'read' and details ->> 'function' = 'search_inbox' order by id desc limit 1",
        [],
      ),
    );
    expect(rows[0]).toMatchObject({
      actor_email: "searcher@kosmos.example",
      details: { filters: ["search"], function: "search_inbox" },
    });
    expect(JSON.stringify(rows).toLowerCase()).not.toContain("grace");
  });

  it("counts a word most rows hold up to a thousand, says there are more, and still pages newest first like the view", async () => {
    // 1,050 messages with a common word, made at distinct moments (as the owner: faster than the API).
    await app.db.asOwner((tx) =>
      tx.query(
        `insert into public.contact_submissions (name, email, inquiry_type, message, created_at)
         select 'Liquidity desk ' || n, 'desk' || n || '@bank.example', 'general-question',
                'A question about liquidity, number ' || n || '.', now() - make_interval(mins => n)
           from generate_series(1, 1050) n`,
        [],
      ),
    );
    const expected = await throughView("liquidity");
    expect(expected.length).toBe(1050);
    const first = (await search(staff, { term: "liquidity", max_rows: 25 })).json() as Page;
    expect(first).toMatchObject({ total: 1000, more: true });
    expect(first.rows.map((r) => `${r.kind}/${r.id}`)).toEqual(expected.slice(0, 25));
    const last = (await search(staff, { term: "liquidity", max_rows: 25, skip_rows: 1040 })).json() as Page;
    expect(last.rows.map((r) => `${r.kind}/${r.id}`)).toEqual(expected.slice(1040));
    // A filter that leaves fewer than a thousand is exact again.
    const narrow = (await search(staff, { term: "desk 10", max_rows: 25 })).json() as Page;
    expect(narrow.more).toBe(false);
    expect(narrow.total).toBe((await throughView("desk 10")).length);
  }, 60_000);
});
