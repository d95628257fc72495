import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SignJWT } from "jose";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { openInstallKeys } from "../keys/index.ts";
import { PUBLISHED_JWT_SECRET } from "../config.ts";
import { signLegacyJwt, verifyLegacyJwt } from "../keys/legacy-jwt.ts";
import { asSession, sessionToken } from "../../tests/support/server/sessions.ts";
import { client, json, startApiApp, type ApiTestApp } from "../../tests/support/server/api.ts";
import { databases } from "../../tests/support/server/databases.ts";
import { contact, incubation, jobApplication, partnership } from "../../tests/support/server/submissions.ts";

type Resource = {
  id: string;
  title: string;
  type: string;
  categories: string[];
  date: string;
  description: string;
  featured: boolean;
  download_url: string | null;
};
type ErrorBody = { code: string; details: string | null; hint: string | null; message: string };

const RESOURCE_FIELDS = [
  "id",
  "created_at",
  "title",
  "type",
  "categories",
  "date",
  "description",
  "image_url",
  "download_url",
  "read_more_url",
  "featured",
  // An article's address and body: null for a resource without one.
  "slug",
  "body",
  // A download's size when it is a document of the media library.
  "download_size",
  // Where the card crops its picture: the picture's focal point, or null without a picture.
  "image_position",
];
const SUBMISSION_TABLES = [
  "contact_submissions",
  "job_applications",
  "research_partnerships",
  "incubation_programme",
  "newsletter_subscribers",
];

/** The service_role key printed by the Supabase CLI and copied into countless tutorials. */
const CLI_SERVICE_ROLE_KEY =
  "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6InNlcnZpY2Vfcm9sZSIsImV4cCI6MTk4MzgxMjk5Nn0.EGIM96RAZx35lJzdJsyH-qQwv8Hdp7fsn3W0YpN81IU";

/** Keys of another install: what a token from someone else's server is signed with. */
const otherInstall = () => openInstallKeys(mkdtempSync(join(tmpdir(), "kosmos-other-install-")));

describe.each(databases)("REST API on $name", (factory) => {
  let t: ApiTestApp;
  let anon: ReturnType<typeof client>;
  let service: ReturnType<typeof client>;
  let all: Resource[];

  beforeAll(async () => {
    t = await startApiApp(factory);
    anon = client(t.app, t.anonKey);
    service = client(t.app, t.serviceKey);
    all = json<Resource[]>(await anon.get("/rest/v1/resources?select=*"));
  });
  afterAll(async () => t?.close());

  const titles = (rows: Resource[]) => rows.map((r) => r.title).sort();

  /** The titles a filtered GET answers, against the same filter applied to every row in JS. */
  async function expectFilter(query: string, keep: (r: Resource) => boolean) {
    const response = await anon.get(`/rest/v1/resources?select=*&${query}`);
    expect(response.statusCode, response.body).toBe(200);
    const expected = all.filter(keep);
    expect(expected.length, "the seed should exercise this filter").toBeGreaterThan(0);
    expect(titles(json(response))).toEqual(titles(expected));
  }

  describe("reads", () => {
    it("answers the home page's featured query: the three newest featured resources", async () => {
      const response = await anon.get("/rest/v1/resources?select=*&featured=eq.true&order=date.desc&limit=3");
      expect(response.statusCode).toBe(200);
      expect(response.headers["content-type"]).toBe("application/json; charset=utf-8");
      expect(response.headers["content-range"]).toBe("0-2/*");
      const rows = json<Resource[]>(response);
      const expected = all
        .filter((r) => r.featured)
        .sort((a, b) => b.date.localeCompare(a.date))
        .slice(0, 3);
      expect(rows.map((r) => r.title)).toEqual(expected.map((r) => r.title));
      expect(all.filter((r) => r.featured).length).toBeGreaterThan(3);
    });

    it("answers the library query with every resource, newest first, every field present", async () => {
      const response = await anon.get("/rest/v1/resources?select=*&order=date.desc");
      const rows = json<Resource[]>(response);
      expect(rows.length).toBeGreaterThanOrEqual(12);
      expect(response.headers["content-range"]).toBe(`0-${rows.length - 1}/*`);
      expect(rows.map((r) => r.date)).toEqual([...rows.map((r) => r.date)].sort().reverse());
      for (const row of rows) expect(Object.keys(row)).toEqual(RESOURCE_FIELDS);
      expect(new Set(rows.map((r) => r.type))).toEqual(
        new Set(["white-paper", "case-study", "blog", "webinar", "news", "video"]),
      );
      expect(rows[0]!.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    });

    it("answers the documentation query with all entries", async () => {
      const response = await anon.get("/rest/v1/documentation?select=*");
      expect(response.statusCode).toBe(200);
      const rows = json<Record<string, unknown>[]>(response);
      expect(rows.length).toBeGreaterThanOrEqual(4);
      expect(Object.keys(rows[0]!)).toEqual([
        "id",
        "created_at",
        "title",
        "description",
        "sections",
        "summary",
        "access_url",
        "download_url",
        "download_size",
        "sort_order",
      ]);
      expect(rows.some((r) => (r.sections as string[]).length === 0)).toBe(true);
      expect(rows.some((r) => r.summary === null) && rows.some((r) => r.summary !== null)).toBe(true);
      expect(rows.some((r) => r.download_url === null) && rows.some((r) => r.download_url !== null)).toBe(true);
    });

    it("selects only the columns asked for, in that order", async () => {
      const rows = json<object[]>(await anon.get("/rest/v1/resources?select=title,date&limit=2"));
      expect(rows.map((r) => Object.keys(r))).toEqual([
        ["title", "date"],
        ["title", "date"],
      ]);
    });

    it("applies each filter operator", async () => {
      await expectFilter("type=eq.blog", (r) => r.type === "blog");
      await expectFilter("type=neq.blog", (r) => r.type !== "blog");
      await expectFilter("date=gt.2025-06-03", (r) => r.date > "2025-06-03");
      await expectFilter("date=gte.2025-06-03", (r) => r.date >= "2025-06-03");
      await expectFilter("date=lt.2024-05-22", (r) => r.date < "2024-05-22");
      await expectFilter("date=lte.2024-05-22", (r) => r.date <= "2024-05-22");
      await expectFilter("title=like.*Risk*", (r) => r.title.includes("Risk"));
      await expectFilter("title=ilike.*risk*", (r) => r.title.toLowerCase().includes("risk"));
      await expectFilter("download_url=is.null", (r) => r.download_url === null);
      await expectFilter("featured=is.true", (r) => r.featured);
      await expectFilter("type=in.(news,video)", (r) => ["news", "video"].includes(r.type));
      await expectFilter("type=not.in.(news,video)", (r) => !["news", "video"].includes(r.type));
      await expectFilter("download_url=not.is.null", (r) => r.download_url !== null);
      await expectFilter("categories=eq.{geopolitics}", (r) => r.categories.join() === "geopolitics");
      await expectFilter(
        "date=gte.2025-01-01&date=lt.2025-07-01",
        (r) => r.date >= "2025-01-01" && r.date < "2025-07-01",
      );
    });

    it("treats quoted values in an in-list as one value", async () => {
      const title = all[0]!.title;
      const response = await anon.get(
        `/rest/v1/resources?select=title&title=in.("${encodeURIComponent(title)}",nothing)`,
      );
      expect(json(response)).toEqual([{ title }]);
    });

    it("orders by several columns with nulls placement", async () => {
      const rows = json<Resource[]>(
        await anon.get("/rest/v1/resources?select=*&order=download_url.asc.nullsfirst,type.asc,date.desc"),
      );
      expect(rows).toHaveLength(all.length);
      const nulls = rows.filter((r) => r.download_url === null);
      expect(rows.slice(0, nulls.length)).toEqual(nulls);
      expect(nulls.map((r) => r.type)).toEqual([...nulls.map((r) => r.type)].sort());
      for (let i = 1; i < nulls.length; i++) {
        if (nulls[i]!.type === nulls[i - 1]!.type) expect(nulls[i]!.date <= nulls[i - 1]!.date).toBe(true);
      }
      const last = await anon.get("/rest/v1/resources?select=download_url&order=download_url.desc.nullslast&limit=1");
      expect(json<Resource[]>(last)[0]!.download_url).not.toBeNull();
    });

    it("pages with limit and offset, and counts with Prefer: count=exact", async () => {
      const sorted = [...all].sort((a, b) => b.date.localeCompare(a.date));
      const page = await anon.get("/rest/v1/resources?select=title&order=date.desc&limit=3&offset=2", {
        prefer: "count=exact",
      });
      expect(page.statusCode).toBe(206);
      expect(page.headers["content-range"]).toBe(`2-4/${all.length}`);
      expect(json(page)).toEqual(sorted.slice(2, 5).map((r) => ({ title: r.title })));

      const whole = await anon.get("/rest/v1/resources?select=id", { prefer: "count=exact" });
      expect(whole.statusCode).toBe(200);
      expect(whole.headers["content-range"]).toBe(`0-${all.length - 1}/${all.length}`);
    });

    it("answers an empty result with 200, [] and Content-Range */*", async () => {
      const response = await anon.get("/rest/v1/resources?select=*&type=eq.podcast");
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe("[]");
      expect(response.headers["content-range"]).toBe("*/*");
    });

    it("returns a bare object for the object Accept header, and 406 PGRST116 unless exactly one row", async () => {
      const accept = { accept: "application/vnd.pgrst.object+json" };
      const one = await anon.get(`/rest/v1/resources?select=title&id=eq.${all[0]!.id}`, accept);
      expect(one.statusCode).toBe(200);
      expect(one.headers["content-type"]).toBe("application/vnd.pgrst.object+json; charset=utf-8");
      expect(json(one)).toEqual({ title: all[0]!.title });

      const many = await anon.get("/rest/v1/resources?select=title", accept);
      expect(many.statusCode).toBe(406);
      expect(json(many)).toEqual({
        code: "PGRST116",
        details: `The result contains ${all.length} rows`,
        hint: null,
        message: "Cannot coerce the result to a single JSON object",
      });
      const none = await anon.get("/rest/v1/resources?select=title&type=eq.podcast", accept);
      expect(json<ErrorBody>(none).details).toBe("The result contains 0 rows");
    });

    it("lets the service role read submissions, which the anonymous role cannot", async () => {
      await anon.post("/rest/v1/contact_submissions", contact({ name: "Reader Test" }));
      const response = await service.get("/rest/v1/contact_submissions?select=name&name=eq.Reader%20Test");
      expect(response.statusCode).toBe(200);
      expect(json(response)).toEqual([{ name: "Reader Test" }]);
    });
  });

  describe("writes", () => {
    it("inserts a contact submission without reading it back: 201, empty body, Content-Range */*", async () => {
      const before = await t.count("contact_submissions");
      const response = await anon.post("/rest/v1/contact_submissions", contact());
      expect(response.statusCode).toBe(201);
      expect(response.body).toBe("");
      expect(response.headers["content-range"]).toBe("*/*");
      expect(await t.count("contact_submissions")).toBe(before + 1);
    });

    it("stores exactly what was sent, types and all", async () => {
      const row = jobApplication({ first_name: "Zoë", reason_to_apply: 'I said "hello" — and meant it.' });
      expect((await anon.post("/rest/v1/job_applications", row)).statusCode).toBe(201);
      const stored = json<object[]>(
        await service.get(`/rest/v1/job_applications?select=${Object.keys(row).join(",")}&first_name=eq.Zoë`),
      );
      expect(stored).toEqual([row]);
    });

    it("inserts partnership and incubation rows with the browser's id and proposal path", async () => {
      const rp = partnership();
      const ip = incubation(undefined, { proposal_file_path: null });
      expect((await anon.post("/rest/v1/research_partnerships", rp)).statusCode).toBe(201);
      expect((await anon.post("/rest/v1/incubation_programme", ip)).statusCode).toBe(201);
      const stored = json<{ id: string; proposal_file_path: string }[]>(
        await service.get(`/rest/v1/research_partnerships?select=id,proposal_file_path&id=eq.${rp.id}`),
      );
      expect(stored).toEqual([{ id: rp.id, proposal_file_path: rp.proposal_file_path }]);
      expect(json(await service.get(`/rest/v1/incubation_programme?select=id&id=eq.${ip.id}`))).toEqual([
        { id: ip.id },
      ]);
    });

    it("honours Prefer: return=representation with ?select=, as an array or one object", async () => {
      const body = { email: `rep-${Date.now()}@example.com` };
      const array = await service.post("/rest/v1/newsletter_subscribers?select=email", body, {
        prefer: "return=representation",
      });
      expect(array.statusCode).toBe(201);
      expect(json(array)).toEqual([body]);

      const other = { email: `one-${Date.now()}@example.com` };
      const one = await service.post("/rest/v1/newsletter_subscribers?select=email", other, {
        prefer: "return=representation",
        accept: "application/vnd.pgrst.object+json",
      });
      expect(one.statusCode).toBe(201);
      expect(one.headers["content-type"]).toBe("application/vnd.pgrst.object+json; charset=utf-8");
      expect(json(one)).toEqual(other);
    });

    it("inserts an array of rows (not for a visitor, who sends one), and uses only ?columns= when given", async () => {
      const stamp = Date.now();
      const rows = [{ email: `a${stamp}@example.com` }, { email: `b${stamp}@example.com` }];
      expect((await anon.post("/rest/v1/newsletter_subscribers", rows)).statusCode).toBe(400);
      const response = await service.post("/rest/v1/newsletter_subscribers", rows);
      expect(response.statusCode).toBe(201);
      const ignored = { email: `c${stamp}@example.com`, note: "not a column, ignored by columns=" };
      expect((await anon.post("/rest/v1/newsletter_subscribers?columns=email", ignored)).statusCode).toBe(201);
      const stored = json(await service.get(`/rest/v1/newsletter_subscribers?select=email&email=like.*${stamp}*`));
      expect(stored).toHaveLength(3);
    });

    it("updates and deletes with filters as the service role", async () => {
      const name = `Patch ${Date.now()}`;
      await anon.post("/rest/v1/contact_submissions", contact({ name }));
      const filter = `name=eq.${encodeURIComponent(name)}`;

      const patched = await service.patch(`/rest/v1/contact_submissions?${filter}`, { company: "Acme Ltd" });
      expect(patched.statusCode).toBe(204);
      expect(patched.headers["content-range"]).toBe("0-0/*");
      const none = await service.patch("/rest/v1/contact_submissions?name=eq.nobody", { company: "X" });
      expect(none.statusCode).toBe(204);
      expect(none.headers["content-range"]).toBe("*/*");
      const rep = await service.patch(
        `/rest/v1/contact_submissions?${filter}&select=company`,
        { company: "Acme plc" },
        {
          prefer: "return=representation",
        },
      );
      expect(rep.statusCode).toBe(200);
      expect(json(rep)).toEqual([{ company: "Acme plc" }]);

      const deleted = await service.delete(`/rest/v1/contact_submissions?${filter}`);
      expect(deleted.statusCode).toBe(204);
      expect(json(await service.get(`/rest/v1/contact_submissions?select=id&${filter}`))).toEqual([]);
    });

    it("rolls back a write that .single() cannot return as one object", async () => {
      const stamp = Date.now();
      const before = await t.count("newsletter_subscribers");
      const response = await service.post(
        "/rest/v1/newsletter_subscribers?select=email",
        [{ email: `x${stamp}@example.com` }, { email: `y${stamp}@example.com` }],
        { prefer: "return=representation", accept: "application/vnd.pgrst.object+json" },
      );
      expect(response.statusCode).toBe(406);
      expect(json<ErrorBody>(response).code).toBe("PGRST116");
      expect(await t.count("newsletter_subscribers")).toBe(before);
    });
  });

  describe("keys", () => {
    it("answers 401 'No API key found in request' without a key", async () => {
      const response = await client(t.app, null).get("/rest/v1/resources?select=*");
      expect(response.statusCode).toBe(401);
      expect(json(response)).toEqual({ message: "No API key found in request" });
    });

    it.each([
      ["another install's secret key", async () => `sb_secret_${"A".repeat(43)}`],
      ["a publishable key that is not this server's", async () => "sb_publishable_someone_elses_key"],
      // Every tutorial's service key: signed with the Supabase CLI's published secret.
      ["the Supabase CLI's published service_role key", async () => CLI_SERVICE_ROLE_KEY],
      [
        "a legacy JWT while JWT_SECRET is unset",
        () => signLegacyJwt("anon", "another-secret-that-is-at-least-32-characters"),
      ],
      ["not a key", async () => "not-a-token"],
      [
        "unsigned (alg none)",
        async () => {
          const part = (o: object) => Buffer.from(JSON.stringify(o)).toString("base64url");
          return `${part({ alg: "none", typ: "JWT" })}.${part({ role: "service_role" })}.`;
        },
      ],
    ])("answers 401 'Invalid API key' for %s", async (_label, makeKey) => {
      const key = await makeKey();
      const response = await client(t.app, key).get("/rest/v1/contact_submissions?select=*");
      expect(response.statusCode).toBe(401);
      expect(json(response)).toEqual({ message: "Invalid API key" });
      expect(response.headers["cache-control"]).toBe("no-store");
    });

    it("refuses the published service_role key although it is genuinely signed with the CLI's published secret", async () => {
      expect((await verifyLegacyJwt(CLI_SERVICE_ROLE_KEY, PUBLISHED_JWT_SECRET)).role).toBe("service_role");
      const response = await t.app.inject({
        url: "/rest/v1/contact_submissions?select=*",
        headers: { apikey: t.anonKey, authorization: `Bearer ${CLI_SERVICE_ROLE_KEY}` },
      });
      expect(response.statusCode).toBe(401);
      expect(json(response)).not.toBeInstanceOf(Array);
    });

    it("prefers the bearer token to the apikey header", async () => {
      const response = await t.app.inject({
        url: "/rest/v1/contact_submissions?select=id&limit=1",
        headers: { apikey: t.anonKey, authorization: `Bearer ${t.serviceKey}` },
      });
      expect(response.statusCode).toBe(200);
    });

    it("lets the site in with its publishable key, and the team's tools with the install's secret key", async () => {
      expect((await client(t.app, t.anonKey).get("/rest/v1/resources?select=id&limit=1")).statusCode).toBe(200);
      expect((await client(t.app, t.serviceKey).get("/rest/v1/contact_submissions?select=id")).statusCode).toBe(200);
    });

    it("refuses the secret key when a browser sends it, as Supabase does", async () => {
      const response = await client(t.app, t.serviceKey).get("/rest/v1/contact_submissions?select=id", {
        "user-agent":
          "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36",
      });
      expect(response.statusCode).toBe(401);
      expect(json(response)).toEqual({ message: "Forbidden use of secret API key in browser" });
    });

    it.each([
      ["signed by another key", async () => sessionToken(await otherInstall(), { role: "service_role" })],
      ["expired", () => sessionToken(t.app.installKeys, {}, { expiresIn: Math.floor(Date.now() / 1000) - 60 })],
      [
        "HS256 with the public key as its secret",
        async () => {
          const jwk = t.app.installKeys.jwks().keys[0]!;
          return new SignJWT({ role: "service_role" })
            .setProtectedHeader({ alg: "HS256", kid: jwk.kid })
            .setExpirationTime("1h")
            .sign(new TextEncoder().encode(JSON.stringify(jwk)));
        },
      ],
      [
        "unsigned (alg none)",
        async () => {
          const part = (o: object) => Buffer.from(JSON.stringify(o)).toString("base64url");
          return `${part({ alg: "none", kid: t.app.installKeys.signing.kid })}.${part({ role: "service_role" })}.`;
        },
      ],
      ["with a role Postgres must not take", () => sessionToken(t.app.installKeys, { role: "postgres" })],
    ])("answers 401 in PostgREST's shape for a session token %s", async (_label, makeToken) => {
      const response = await t.app.inject({
        url: "/rest/v1/contact_submissions?select=*",
        headers: asSession(t.app.installKeys, await makeToken()),
      });
      expect(response.statusCode).toBe(401);
      expect(json<ErrorBody>(response).code).toMatch(/^PGRST30[13]$/);
      expect(response.headers["www-authenticate"]).toMatch(/^Bearer error="invalid_token"/);
    });
  });

  describe("bad input is refused in PostgREST's shape and nothing is stored", () => {
    it("unknown table: 404 PGRST205 with a suggestion", async () => {
      const response = await anon.get("/rest/v1/resourcez?select=*");
      expect(response.statusCode).toBe(404);
      expect(json(response)).toEqual({
        code: "PGRST205",
        details: null,
        hint: "Perhaps you meant the table 'public.resources'",
        message: "Could not find the table 'public.resourcez' in the schema cache",
      });
      const far = json<ErrorBody>(await anon.get("/rest/v1/pg_shadow?select=*"));
      expect(far.hint).toBeNull();
    });

    it.each([
      ["select", "select=datez"],
      ["a filter", "select=*&datez=eq.2024-01-01"],
      ["order", "select=*&order=datez.asc"],
    ])("unknown column in %s: 400 42703", async (_where, query) => {
      const response = await anon.get(`/rest/v1/resources?${query}`);
      expect(response.statusCode).toBe(400);
      expect(json(response)).toEqual({
        code: "42703",
        details: null,
        hint: null,
        message: "column resources.datez does not exist",
      });
    });

    it.each([
      ["SQL after the select list", "select=*;drop table resources", "select parameter"],
      ["a cast", "select=id::text", "select parameter"],
      ["an embedded resource", "select=id,authors(name)", "select parameter"],
      ["SQL in order", "select=*&order=date;--", "order"],
      ["an unknown order modifier", "select=*&order=date.sideways", "order"],
      ["an unknown operator", "select=*&date=after.2024-01-01", "filter"],
      ["an operator without a value", "select=*&date=eq", "filter"],
      ["is with another value", "select=*&featured=is.maybe", "filter"],
      ["in without parentheses", "select=*&type=in.news,video", "filter"],
      ["a logical filter without its parentheses", "select=*&or=type.eq.news,type.eq.blog", "filter"],
      ["SQL in a column name", "select=*&title;drop table resources=eq.x", "filter"],
      ["a limit that is not a number", "select=*&limit=all", "limit parameter"],
      ["a negative offset", "select=*&offset=-1", "offset parameter"],
    ])("%s: 400 PGRST100", async (_label, query, what) => {
      const response = await anon.get(`/rest/v1/resources?${query.replaceAll(" ", "%20")}`);
      expect(response.statusCode).toBe(400);
      const body = json<ErrorBody>(response);
      expect(body.code).toBe("PGRST100");
      expect(body.message).toMatch(new RegExp(`^"failed to parse ${what} \\(.*\\)" \\(line 1, column \\d+\\)$`));
      expect(Object.keys(body)).toEqual(["code", "details", "hint", "message"]);
      expect(await t.count("resources")).toBe(all.length);
    });

    it("treats SQL in a value as a value", async () => {
      const response = await anon.get(
        `/rest/v1/resources?select=id&title=eq.${encodeURIComponent("'); delete from resources;--")}`,
      );
      expect(response.statusCode).toBe(200);
      expect(json(response)).toEqual([]);
      const inList = await anon.get(`/rest/v1/resources?select=id&type=in.(${encodeURIComponent("x'),('y")})`);
      expect(json(inList)).toEqual([]);
      expect(await t.count("resources")).toBe(all.length);
    });

    it("a value of the wrong type: 400 22P02", async () => {
      const response = await anon.get("/rest/v1/resources?select=id&featured=eq.maybe");
      expect(response.statusCode).toBe(400);
      expect(json<ErrorBody>(response)).toMatchObject({ code: "22P02", details: null, hint: null });
      const badId = await anon.post("/rest/v1/research_partnerships", partnership("not-a-uuid"));
      expect(badId.statusCode).toBe(400);
      expect(json<ErrorBody>(badId).code).toBe("22P02");
    });

    it("a body that is not JSON: 400 PGRST102", async () => {
      const before = await t.count("contact_submissions");
      for (const body of ["{not json", "", "42", "[1,2]"]) {
        const response = await anon.post("/rest/v1/contact_submissions", body);
        expect(response.statusCode, body).toBe(400);
        expect(json<ErrorBody>(response)).toMatchObject({ code: "PGRST102", hint: null });
      }
      expect(await t.count("contact_submissions")).toBe(before);
    });

    it("rows whose keys differ: 400 PGRST102", async () => {
      const response = await anon.post("/rest/v1/newsletter_subscribers", [{ email: "k1@example.com" }, {}]);
      expect(response.statusCode).toBe(400);
      expect(json(response)).toEqual({
        code: "PGRST102",
        details: null,
        hint: null,
        message: "All object keys must match",
      });
    });

    it("a body over 1 MB: 413 in PostgREST's shape", async () => {
      const before = await t.count("contact_submissions");
      const response = await anon.post("/rest/v1/contact_submissions", contact({ message: "x".repeat(1024 * 1024) }));
      expect(response.statusCode).toBe(413);
      expect(Object.keys(json<ErrorBody>(response))).toEqual(["code", "details", "hint", "message"]);
      expect(await t.count("contact_submissions")).toBe(before);
    });

    it("a body key that is not a column: 400 PGRST204", async () => {
      const response = await anon.post("/rest/v1/contact_submissions", contact({ foo: 1 }));
      expect(response.statusCode).toBe(400);
      expect(json(response)).toEqual({
        code: "PGRST204",
        details: null,
        hint: null,
        message: "Could not find the 'foo' column of 'contact_submissions' in the schema cache",
      });
    });

    it.each(SUBMISSION_TABLES)("the anonymous role cannot read, update or delete %s: 401 42501", async (table) => {
      const before = await t.count(table);
      const responses = [
        await anon.get(`/rest/v1/${table}?select=*`),
        await anon.get(`/rest/v1/${table}?select=id`),
        await anon.patch(`/rest/v1/${table}?email=eq.x@example.com`, { email: "y@example.com" }),
        await anon.patch(`/rest/v1/${table}`, { email: "y@example.com" }),
        await anon.delete(`/rest/v1/${table}`),
        await anon.delete(`/rest/v1/${table}?id=eq.${crypto.randomUUID()}`),
      ];
      for (const response of responses) {
        expect(response.statusCode).toBe(401);
        expect(response.headers["www-authenticate"]).toBe("Bearer");
        expect(json<ErrorBody>(response)).toMatchObject({ code: "42501", details: null, hint: null });
        expect(json<ErrorBody>(response).message).toBe(`permission denied for table ${table}`);
      }
      expect(await t.count(table)).toBe(before);
    });

    it("the anonymous role cannot read a row back after inserting it (insert … select)", async () => {
      const before = await t.count("research_partnerships");
      const response = await anon.post("/rest/v1/research_partnerships?select=id", partnership(), {
        prefer: "return=representation",
        accept: "application/vnd.pgrst.object+json",
      });
      expect(response.statusCode).toBe(401);
      expect(json<ErrorBody>(response).code).toBe("42501");
      expect(await t.count("research_partnerships")).toBe(before);
    });

    it("the anonymous role cannot change published content or set columns it was not granted", async () => {
      expect((await anon.delete(`/rest/v1/resources?id=eq.${all[0]!.id}`)).statusCode).toBe(401);
      expect((await anon.patch(`/rest/v1/resources?id=eq.${all[0]!.id}`, { title: "Hacked" })).statusCode).toBe(401);
      expect((await anon.post("/rest/v1/resources", { title: "Spam" })).statusCode).toBe(401);
      const withId = await anon.post("/rest/v1/contact_submissions", contact({ id: crypto.randomUUID() }));
      expect(withId.statusCode).toBe(401);
      expect(await t.count("resources")).toBe(all.length);
    });

    it("another signed-in role gets 403, not 401, for what its grants forbid", async () => {
      // Signed-in staff may change a submission's status only (docs/decisions/010), never what was sent.
      const response = await t.app.inject({
        method: "PATCH",
        url: "/rest/v1/contact_submissions?id=eq.00000000-0000-0000-0000-000000000000",
        headers: {
          ...asSession(t.app.installKeys, await sessionToken(t.app.installKeys)),
          "content-type": "application/json",
        },
        payload: JSON.stringify({ message: "Changed by a signed-in session." }),
      });
      expect(response.statusCode).toBe(403);
      expect(response.headers["www-authenticate"]).toBeUndefined();
      expect(json<ErrorBody>(response).code).toBe("42501");
    });

    it("a schema other than public: 406 PGRST106", async () => {
      const response = await service.get("/rest/v1/resources?select=*", { "accept-profile": "storage" });
      expect(response.statusCode).toBe(406);
      expect(json<ErrorBody>(response).code).toBe("PGRST106");
    });

    it.each([
      ["contact_submissions", contact({ email: "not-an-email" })],
      ["contact_submissions", contact({ name: " A " })],
      ["contact_submissions", contact({ inquiry_type: "general" })],
      ["contact_submissions", contact({ message: "Too short" })],
      ["contact_submissions", contact({ message: "x".repeat(5001) })],
      ["contact_submissions", contact({ company: "c".repeat(201) })],
      ["job_applications", jobApplication({ first_name: "   " })],
      ["job_applications", jobApplication({ cv_url: "../../etc/passwd" })],
      ["job_applications", jobApplication({ cover_letter_url: "cvs/letter.pdf" })],
      ["research_partnerships", partnership(undefined, { topic_statement: "t".repeat(501) })],
      [
        "research_partnerships",
        partnership(undefined, { proposal_file_path: `research-partnerships/${crypto.randomUUID()}_proposal.pdf` }),
      ],
      ["incubation_programme", incubation(undefined, { proposal_file_path: "research-partnerships/x_proposal.pdf" })],
      ["incubation_programme", incubation(undefined, { support_needed: "" })],
      ["newsletter_subscribers", { email: "Someone@Example.com" }],
      ["newsletter_subscribers", { email: " someone@example.com" }],
    ])("an insert into %s breaking a CHECK: 400 23514", async (table, row) => {
      const before = await t.count(table);
      const response = await anon.post(`/rest/v1/${table}`, row);
      expect(response.statusCode, response.body).toBe(400);
      expect(json<ErrorBody>(response).code).toBe("23514");
      expect(json<ErrorBody>(response).message).toMatch(/violates check constraint/);
      expect(await t.count(table)).toBe(before);
    });

    it("a missing required value: 400 23502", async () => {
      const { email: _omitted, ...row } = contact();
      const response = await anon.post("/rest/v1/contact_submissions", row);
      expect(response.statusCode).toBe(400);
      expect(json<ErrorBody>(response)).toMatchObject({
        code: "23502",
        message: 'null value in column "email" of relation "contact_submissions" violates not-null constraint',
      });
    });

    it("a repeat newsletter sign-up is answered as the first (201, never 409: who subscribes is nobody's business), stored once", async () => {
      const email = `repeat-${Date.now()}@example.com`;
      const first = await anon.post("/rest/v1/newsletter_subscribers", { email });
      expect(first.statusCode).toBe(201);
      const again = await anon.post("/rest/v1/newsletter_subscribers", { email });
      expect(again.statusCode).toBe(201);
      expect(again.body).toBe(first.body);
      // Both at once, for a new address: one row, two 201s.
      const racing = `racing-${Date.now()}@example.com`;
      const both = await Promise.all([0, 1].map(() => anon.post("/rest/v1/newsletter_subscribers", { email: racing })));
      expect(both.map((r) => r.statusCode)).toEqual([201, 201]);
      expect(json(await service.get(`/rest/v1/newsletter_subscribers?select=email&email=eq.${racing}`))).toHaveLength(
        1,
      );
      expect(json(await service.get(`/rest/v1/newsletter_subscribers?select=email&email=eq.${email}`))).toHaveLength(1);
    });

    it("an unsupported Accept type: 406 PGRST107", async () => {
      const response = await anon.get("/rest/v1/resources?select=*", { accept: "text/csv" });
      expect(response.statusCode).toBe(406);
      expect(json<ErrorBody>(response).code).toBe("PGRST107");
    });

    it("a path that is not a table: 404 in PostgREST's shape", async () => {
      const response = await anon.send("PUT", "/rest/v1/resources", {});
      expect(response.statusCode).toBe(404);
      expect(json<ErrorBody>(response).code).toBe("PGRST125");
    });
  });

  describe("CORS for a site on another origin", () => {
    it("answers the preflight with the methods, echoed headers and max age", async () => {
      const response = await t.app.inject({
        method: "OPTIONS",
        url: "/rest/v1/contact_submissions",
        headers: {
          origin: "https://kosmos.example.com",
          "access-control-request-method": "POST",
          "access-control-request-headers": "apikey,authorization,content-type,content-profile,x-client-info,prefer",
        },
      });
      expect(response.statusCode).toBe(204);
      expect(response.headers["access-control-allow-origin"]).toBe("*");
      expect(response.headers["access-control-allow-methods"]).toBe("GET, POST, PATCH, PUT, DELETE, OPTIONS");
      expect(response.headers["access-control-allow-headers"]).toBe(
        "apikey,authorization,content-type,content-profile,x-client-info,prefer",
      );
    });

    it("exposes Content-Range on answers, errors included", async () => {
      const origin = { origin: "https://kosmos.example.com" };
      for (const response of [
        await anon.get("/rest/v1/resources?select=id&limit=1", origin),
        await client(t.app, null).get("/rest/v1/resources", origin),
      ]) {
        expect(response.headers["access-control-allow-origin"]).toBe("*");
        expect(response.headers["access-control-expose-headers"]).toBe(
          "Content-Range, Content-Location, Location, Content-Type, Range-Unit, Retry-After",
        );
      }
    });
  });
});
