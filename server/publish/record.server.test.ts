/**
 * The rendered record on PGlite and on PostgreSQL: each route's page as served, kept once per
 * change (the same page twice is one body), read back as the site was at a moment, with what the
 * publish brought and who saved it; only staff read it; kept for its years, never less than six,
 * and never a page a route still served at the cutoff.
 */
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { client, json, startApiApp, type ApiTestApp } from "../../tests/support/server/api.ts";
import { databases } from "../../tests/support/server/databases.ts";
import { aal1Session, staffSessions } from "../../tests/support/server/staff-session.ts";
import { keepRecord, recordServedPages } from "./record.ts";

type Page = { route: string; recorded_at: string; publish_id: number | null };
type Recorded = {
  route: string;
  body: string;
  recorded_at: string;
  publish: { id: number; items: { slug: string; version: number; live: boolean; saved_by: string }[] } | null;
} | null;

const html = (words: string) => `<!doctype html><html lang="en"><title>${words}</title><h1>${words}</h1></html>`;

describe.each(databases)("the rendered record on $name", (factory) => {
  let api: ApiTestApp;
  let site: string;
  let anon: ReturnType<typeof client>;
  let admin: string;
  let careers: string;
  let aal1: string;
  const as = (token: string) => ({ authorization: `Bearer ${token}` });
  const owner = <T extends Record<string, unknown>>(sql: string, params: unknown[] = []) =>
    api.app.db.asOwner((tx) => tx.query<T>(sql, params)).then((r) => r.rows);
  const write = async (route: string, words: string) => {
    const file = join(site, route === "/" ? "index.html" : `${route.slice(1)}/index.html`);
    await mkdir(join(file, ".."), { recursive: true });
    await writeFile(file, html(words));
  };
  const asOf = async (moment: string, token = admin) =>
    json<Page[]>(await anon.post("/rest/v1/rpc/site_as_of", { moment }, as(token)));
  const pageAt = async (route: string, moment: string) =>
    json<Recorded>(await anon.post("/rest/v1/rpc/record_page", { page_route: route, moment }, as(admin)));
  const publishRun = async () =>
    (
      await owner<{ id: string }>(
        "insert into public.content_publishes (types, routes) values ('{position}', '{}') returning id",
      )
    )[0]!.id;
  const tick = () => new Promise((resolve) => setTimeout(resolve, 20));
  const now = async () => (await owner<{ at: string }>("select clock_timestamp()::text as at"))[0]!.at;

  beforeAll(async () => {
    api = await startApiApp(factory);
    anon = client(api.app, api.anonKey);
    site = await mkdtemp(join(tmpdir(), "kosmos-record-"));
    admin = (await staffSessions(api.app, "admin@kosmos.example")).aal2;
    careers = (await staffSessions(api.app, "careers@kosmos.example", { roles: ["careers"] })).aal2;
    aal1 = await aal1Session(api.app, "half-signed-in@kosmos.example");
  }, 120_000);
  afterAll(async () => {
    await api?.close();
    await rm(site, { recursive: true, force: true });
  });

  it("keeps the pages found served once, and only a changed page again", async () => {
    await write("/", "Home");
    await write("/contact", "Contact us");
    await write("/privacy", "Contact us"); // the same bytes as /contact: one body for both
    expect(await recordServedPages(api.app.db, site)).toBe(3);
    expect(await recordServedPages(api.app.db, site)).toBe(0);
    const [counted] = await owner<{ bodies: number }>("select count(*)::int as bodies from private.record_bodies");
    expect(counted!.bodies).toBe(2);
    const found = await asOf(await now());
    expect(found.map((p) => [p.route, p.publish_id])).toEqual([
      ["/", null],
      ["/contact", null],
      ["/privacy", null],
    ]);
  });

  it("shows a route as it was before a publish changed it, with what the publish brought and who saved it", async () => {
    const before = await now();
    await tick();
    // A recruiter closes a position: its version names them.
    const [position] = await owner<{ id: string; slug: string }>(
      "select id, slug from public.content_items where type = 'position' order by sort_order limit 1",
    );
    const closed = await anon.patch(`/rest/v1/content_items?id=eq.${position!.id}`, { live: false }, as(careers));
    expect(closed.statusCode).toBe(204);
    const run = await publishRun();
    const staged = await mkdtemp(join(tmpdir(), "kosmos-staged-"));
    await mkdir(join(staged, "contact"));
    await writeFile(join(staged, "contact", "index.html"), html("Write to us"));
    const kept = await api.app.db.asOwner((tx) =>
      keepRecord(tx, run, { routes: ["/contact"], from: staged, removed: ["/privacy"] }),
    );
    await rm(staged, { recursive: true });
    expect(kept).toBe(2);
    await owner("update public.content_publishes set state = 'live', finished_at = now() where id = $1", [run]);

    expect((await pageAt("/contact", before))!.body).toBe(html("Contact us"));
    const today = (await pageAt("/contact", await now()))!;
    expect(today.body).toBe(html("Write to us"));
    expect(today.publish!.id).toBe(Number(run));
    expect(today.publish!.items).toContainEqual(
      expect.objectContaining({ slug: position!.slug, live: false, saved_by: "careers@kosmos.example" }),
    );
    // The page taken off the site: there before, gone after.
    expect((await asOf(before)).map((p) => p.route)).toEqual(["/", "/contact", "/privacy"]);
    expect((await asOf(await now())).map((p) => p.route)).toEqual(["/", "/contact"]);
    expect(await pageAt("/privacy", await now())).toBeNull();
    expect((await pageAt("/privacy", before))!.body).toBe(html("Contact us"));
    // Before anything was recorded, nothing was.
    expect(await asOf("2001-01-01T00:00:00Z")).toEqual([]);
  });

  it("shows the record to any member of staff, never to a visitor or a session without its second factor", async () => {
    const moment = await now();
    expect((await asOf(moment, careers)).map((p) => p.route)).toEqual(["/", "/contact"]);
    const visitor = await anon.post("/rest/v1/rpc/site_as_of", { moment });
    expect(visitor.statusCode).toBe(401);
    const halfway = await anon.post("/rest/v1/rpc/record_page", { page_route: "/", moment }, as(aal1));
    expect(halfway.statusCode).toBe(403);
    expect(json<{ message: string }>(halfway).message).toBe(
      "Only staff signed in with two-factor authentication may do this",
    );
    expect((await anon.get("/rest/v1/site_record?select=route")).statusCode).toBe(401);
  });

  it("is kept six years or more, as an admin sets, and never loses what a route served at the cutoff", async () => {
    const tooShort = await anon.post("/rest/v1/rpc/set_record_years", { years: 5 }, as(admin));
    expect(tooShort.statusCode).toBe(400);
    expect(json<{ message: string }>(tooShort).message).toBe(
      "The record is kept 6 to 100 years: six is the UK period for company records",
    );
    expect((await anon.post("/rest/v1/rpc/set_record_years", { years: 7 }, as(careers))).statusCode).toBe(403);
    expect((await anon.post("/rest/v1/rpc/set_record_years", { years: 7 }, as(admin))).statusCode).toBe(204);

    // /old served one page nine years ago, another eight years ago, and still serves the second.
    await owner(
      "insert into private.record_bodies (hash, body) values (repeat('a', 64), 'nine'), (repeat('b', 64), 'eight')",
    );
    await owner(
      `insert into public.site_record (route, hash, recorded_at) values
         ('/old', repeat('a', 64), now() - interval '9 years'), ('/old', repeat('b', 64), now() - interval '8 years')`,
    );
    const [pruned] = await owner<{ removed: number }>("select private.prune_site_record() as removed");
    expect(pruned!.removed).toBe(1);
    const bodies = await owner<{ body: string }>(
      "select body from private.record_bodies where hash in (repeat('a', 64), repeat('b', 64))",
    );
    expect(bodies.map((b) => b.body)).toEqual(["eight"]);
    expect((await pageAt("/old", await now()))!.body).toBe("eight");
    const [logged] = await owner<{ details: { rows: number; years: number } }>(
      "select details from public.audit_log where action = 'retention' and target_table = 'site_record'",
    );
    expect(logged!.details).toMatchObject({ rows: 1, years: 7 });
  });
});
