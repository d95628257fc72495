/**
 * The site's content in the database: the declarations of shared/content-types/ are
 * the database's rules, whoever writes; each type is edited only by its role; the public reads
 * only what is live; a save made from an older copy changes nothing; every change is kept and
 * audited. On PGlite and on PostgreSQL, through the REST API as the back office calls it.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CONTENT_TYPES } from "../../shared/content-types/index.ts";
import { client, json, startApiApp, type ApiTestApp } from "../../tests/support/server/api.ts";
import { databases } from "../../tests/support/server/databases.ts";
import { staffSessions } from "../../tests/support/server/staff-session.ts";

type Item = { id: string; slug: string; version: number; live: boolean; data: Record<string, string> };
const POSITION = {
  title: "Quantitative Researcher",
  department: "Research",
  location: "London",
  description: "Build models.",
  datePosted: "2026-11-27",
  employmentType: "FULL_TIME",
};

describe.each(databases)("content items on $name", (factory) => {
  let api: ApiTestApp;
  let anon: ReturnType<typeof client>;
  let careers: string;
  let editor: string;
  let admin: string;
  const as = (token: string) => ({ authorization: `Bearer ${token}` });
  const RETURN = { prefer: "return=representation" };
  const addPosition = (token: string, slug: string, data: Record<string, unknown> = POSITION) =>
    anon.post("/rest/v1/content_items", { type: "position", slug, data }, { ...as(token), ...RETURN });
  const owner = async <T>(sql: string, params: unknown[] = []) =>
    (await api.app.db.asOwner((tx) => tx.query<T & Record<string, unknown>>(sql, params))).rows;

  beforeAll(async () => {
    api = await startApiApp(factory);
    anon = client(api.app, api.anonKey);
    careers = (await staffSessions(api.app, "careers@kosmos.test", { roles: ["careers"] })).aal2;
    editor = (await staffSessions(api.app, "editor@kosmos.test", { roles: ["editor"] })).aal2;
    admin = (await staffSessions(api.app, "admin@kosmos.test", { roles: ["admin"] })).aal2;
  }, 120_000);
  afterAll(() => api?.close());

  it("holds exactly the declarations of shared/content-types/", async () => {
    const rows = await owner<{
      type: string;
      role: string;
      title_field: string;
      fixed: boolean;
      fields: unknown;
      routes: string[];
    }>("select type, role, title_field, fixed, fields, routes from private.content_types order by type");
    const declared = [...CONTENT_TYPES]
      .sort((a, b) => a.type.localeCompare(b.type))
      .map((t) => ({
        type: t.type,
        role: t.role,
        title_field: t.titleField,
        fixed: "fixed" in t ? t.fixed : false,
        fields: t.fields.map((f) => ({
          name: f.name,
          label: f.label,
          kind: f.kind,
          required: f.required,
          max: f.max,
          ...("options" in f ? { options: f.options.map((o) => o.value) } : {}),
          ...("claim" in f ? { claim: f.claim } : {}),
        })),
        routes: [...t.routes],
      }));
    expect(rows).toEqual(declared);
  });

  it("gives the public today's four positions, and only what is live", async () => {
    const listed = json<Item[]>(await anon.get("/rest/v1/content_items?type=eq.position&order=sort_order"));
    expect(listed.map((p) => p.data.title)).toEqual([
      "Senior Complex Systems Scientist",
      "Graph & Data Platform Engineer",
      "Full-Stack Engineer (React/TypeScript)",
      "Client Solutions Lead, Financial Institutions",
    ]);
    const added = json<Item[]>(await addPosition(careers, "closed-role", { ...POSITION, title: "Closed role" }))[0]!;
    const closed = await anon.patch(`/rest/v1/content_items?id=eq.${added.id}`, { live: false }, as(careers));
    expect(closed.statusCode).toBe(204);
    const publicList = json<Item[]>(await anon.get("/rest/v1/content_items?type=eq.position"));
    expect(publicList.map((p) => p.slug)).not.toContain("closed-role");
    const staffList = json<Item[]>(await anon.get("/rest/v1/content_items?type=eq.position", as(careers)));
    expect(staffList.map((p) => p.slug)).toContain("closed-role");
  });

  it("lets careers (and admins) edit positions, and no one else", async () => {
    expect((await addPosition(careers, "by-careers")).statusCode).toBe(201);
    const byEditor = await addPosition(editor, "by-editor");
    expect(byEditor.statusCode).toBe(403);
    const byVisitor = await anon.post("/rest/v1/content_items", {
      type: "position",
      slug: "by-visitor",
      data: POSITION,
    });
    expect([401, 403]).toContain(byVisitor.statusCode);
    const changed = await anon.patch(
      "/rest/v1/content_items?slug=eq.by-careers",
      { data: { ...POSITION, title: "Renamed" } },
      { ...as(editor), ...RETURN },
    );
    expect(json<Item[]>(changed)).toEqual([]);
    const removed = await anon.delete("/rest/v1/content_items?slug=eq.by-careers", { ...as(editor), ...RETURN });
    expect(json<Item[]>(removed)).toEqual([]);
    expect(await owner("select 1 from public.content_items where slug = 'by-careers'")).toHaveLength(1);
  });

  it.each([
    [
      "a required field left empty",
      { ...POSITION, department: "  " },
      "department",
      "Department: this field is required",
    ],
    ["a text over its limit", { ...POSITION, title: "x".repeat(201) }, "title", "Title: at most 200 characters"],
    ["a title that would break /apply?position=", { ...POSITION, title: "A\nB" }, "title", "Title: one line of text"],
    ["a date that is not one", { ...POSITION, datePosted: "2026-02-30" }, "datePosted", "Date posted: a date as"],
    ["a field no one declared", { ...POSITION, salary: "1" }, "salary", "position has no field salary"],
    ["a field that is not text", { ...POSITION, title: { html: "<b>" } }, "title", "Title: must be text"],
  ])("refuses %s, naming the field", async (_case, data, field, message) => {
    const response = await addPosition(careers, "refused", data);
    expect(response.statusCode).toBe(400);
    const body = json<{ message: string; hint: string }>(response);
    expect(body.message).toContain(message);
    expect(body.hint).toBe(field);
    expect(await owner("select 1 from public.content_items where slug = 'refused'")).toHaveLength(0);
  });

  it("refuses a slug already taken", async () => {
    expect((await addPosition(careers, "taken")).statusCode).toBe(201);
    expect((await addPosition(careers, "taken")).statusCode).toBe(409);
  });

  it("changes nothing when the item changed since it was opened, and keeps every saved version", async () => {
    const item = json<Item[]>(await addPosition(careers, "two-editors"))[0]!;
    expect(item.version).toBe(1);
    const first = await anon.patch(
      `/rest/v1/content_items?id=eq.${item.id}&version=eq.1`,
      { data: { ...POSITION, location: "Remote" } },
      { ...as(careers), ...RETURN },
    );
    expect(json<Item[]>(first)[0]!.version).toBe(2);
    const second = await anon.patch(
      `/rest/v1/content_items?id=eq.${item.id}&version=eq.1`,
      { data: { ...POSITION, location: "Paris" } },
      { ...as(careers), ...RETURN },
    );
    expect(json<Item[]>(second)).toEqual([]);
    const history = json<{ version: number; data: { location: string }; saved_by: string }[]>(
      await anon.get(`/rest/v1/content_versions?item_id=eq.${item.id}&order=version`, as(careers)),
    );
    expect(history.map((v) => [v.version, v.data.location, v.saved_by])).toEqual([
      [1, "London", "careers@kosmos.test"],
      [2, "Remote", "careers@kosmos.test"],
    ]);
    const byVisitor = await anon.get(`/rest/v1/content_versions?item_id=eq.${item.id}`);
    expect([401, 403]).toContain(byVisitor.statusCode);
    expect(json<unknown[]>(await anon.get(`/rest/v1/content_versions?item_id=eq.${item.id}`, as(editor)))).toEqual([]);
    const audit = await owner<{ details: { operation: string; title: string } }>(
      "select details from public.audit_log where action = 'content_edit' and target_id = $1 order by id",
      [item.id],
    );
    expect(audit.map((a) => a.details.operation)).toEqual(["insert", "update"]);
    expect(audit[0]!.details.title).toBe(POSITION.title);
  });

  it("moves the type's revision on every change, so each server renders its routes again", async () => {
    const before = await owner<{ revision: string }>(
      "select revision from private.content_revisions where type = 'position'",
    );
    await addPosition(careers, "revision-moves");
    const after = await owner<{ revision: string }>(
      "select revision from private.content_revisions where type = 'position'",
    );
    expect(Number(after[0]!.revision)).toBe(Number(before[0]?.revision ?? 0) + 1);
  });

  it("gives the team to editors, and refuses a choice no one declared", async () => {
    const person = {
      name: "Dr Ada Quant",
      title: "Research Scientist",
      group: "team",
      bio: "One.\n\nTwo.",
      announced: "yes",
    };
    const add = (token: string, data: Record<string, unknown>) =>
      anon.post("/rest/v1/content_items", { type: "person", slug: "ada-quant", data }, { ...as(token), ...RETURN });
    expect((await add(careers, person)).statusCode).toBe(403);
    const refused = await add(editor, { ...person, group: "board" });
    expect(refused.statusCode).toBe(400);
    expect(json<{ message: string; hint: string }>(refused)).toEqual(
      expect.objectContaining({ message: "Shown among: one of team, advisor", hint: "group" }),
    );
    expect((await add(editor, person)).statusCode).toBe(201);
  });

  describe("the legal pages", () => {
    const doc = (...content: unknown[]) => ({ type: "doc", content });
    const paragraph = (text: string, marks?: unknown[]) => ({
      type: "paragraph",
      content: [{ type: "text", text, ...(marks ? { marks } : {}) }],
    });
    const privacy = async () =>
      json<Item[]>(await anon.get("/rest/v1/content_items?type=eq.legal-page&slug=eq.privacy", as(admin)))[0]!;
    const savePrivacy = async (token: string, data: Record<string, unknown>) => {
      const current = await privacy();
      return anon.patch(
        `/rest/v1/content_items?id=eq.${current.id}&version=eq.${current.version}`,
        { data: { ...current.data, ...data } },
        { ...as(token), ...RETURN },
      );
    };

    it("are edited by admins only, and none is added or removed", async () => {
      const changed = await savePrivacy(admin, { effectiveDate: "2026-12-01" });
      expect(json<Item[]>(changed)[0]!.data.effectiveDate).toBe("2026-12-01");
      expect(json<Item[]>(await savePrivacy(careers, { effectiveDate: "2027-01-01" }))).toEqual([]);
      expect(json<Item[]>(await savePrivacy(editor, { effectiveDate: "2027-01-01" }))).toEqual([]);
      const added = await anon.post(
        "/rest/v1/content_items",
        {
          type: "legal-page",
          slug: "disclaimer",
          data: { title: "X", effectiveDate: "2026-01-01", body: doc(paragraph("x")) },
        },
        as(admin),
      );
      expect(added.statusCode).toBe(403);
      const removed = await anon.delete("/rest/v1/content_items?type=eq.legal-page&slug=eq.terms", {
        ...as(admin),
        ...RETURN,
      });
      expect(json<Item[]>(removed)).toEqual([]);
      const hidden = await anon.patch(
        "/rest/v1/content_items?type=eq.legal-page&slug=eq.terms",
        { live: false },
        as(admin),
      );
      expect(hidden.statusCode).toBe(400);
      expect(json<{ message: string }>(hidden).message).toBe("This page keeps its address and stays on the site");
    });

    it.each([
      ["a script node", doc({ type: "script", content: [{ type: "text", text: "alert(1)" }] }), "holds script"],
      [
        "raw HTML in a node",
        doc({ type: "html", attrs: { html: "<img src=x onerror=alert(1)>" }, content: [{ type: "text", text: "x" }] }),
        "holds html",
      ],
      [
        "a javascript: link",
        doc(paragraph("x", [{ type: "link", attrs: { href: "javascript:alert(1)" } }])),
        "every link",
      ],
      [
        "a data: link",
        doc(paragraph("x", [{ type: "link", attrs: { href: "data:text/html;base64,PHNjcmlwdD4=" } }])),
        "every link",
      ],
      [
        "a protocol-relative link",
        doc(paragraph("x", [{ type: "link", attrs: { href: "//evil.example" } }])),
        "every link",
      ],
      ["an unknown mark", doc(paragraph("x", [{ type: "textStyle", attrs: { style: "x" } }])), "holds textStyle"],
      ["no text at all", doc({ type: "paragraph" }), "Text: this field is required"],
      ["something that is not a document", "<p>hi</p>", "Text: must be rich text"],
    ])("refuse rich text with %s", async (_case, body, message) => {
      const response = await savePrivacy(admin, { body });
      expect(response.statusCode).toBe(400);
      expect(json<{ message: string; hint: string }>(response)).toMatchObject({ hint: "body" });
      expect(json<{ message: string }>(response).message).toContain(message);
    });

    it("keep links to https, mail and the site's own pages", async () => {
      const body = doc(
        paragraph("ICO", [{ type: "link", attrs: { href: "https://ico.org.uk/make-a-complaint/" } }]),
        paragraph("mail", [{ type: "link", attrs: { href: "mailto:privacy@kosmos.example" } }]),
        paragraph("cookies", [{ type: "link", attrs: { href: "/cookies" } }]),
      );
      expect((await savePrivacy(admin, { body })).statusCode).toBe(200);
    });

    it("refuse a link to a page the site does not have, and take its pages with a query or a fragment", async () => {
      const linkTo = (href: string) => doc(paragraph("see", [{ type: "link", attrs: { href } }]));
      const refused = await savePrivacy(admin, { body: linkTo("/pricing") });
      expect(refused.statusCode).toBe(400);
      expect(json<{ message: string; hint: string }>(refused)).toEqual(
        expect.objectContaining({ message: "Text: /pricing is not a page of this site", hint: "body" }),
      );
      for (const href of ["/contact#office", "/apply?position=Data%20Scientist", "/resources/feed.xml", "/about/"]) {
        expect((await savePrivacy(admin, { body: linkTo(href) })).statusCode, href).toBe(200);
      }
    });
  });

  describe("a link field", () => {
    const hero = async () =>
      json<Item[]>(await anon.get("/rest/v1/content_items?type=eq.home-hero&slug=eq.home", as(editor)))[0]!;
    const saveHero = async (data: Record<string, unknown>) => {
      const current = await hero();
      return anon.patch(
        `/rest/v1/content_items?id=eq.${current.id}&version=eq.${current.version}`,
        { data: { ...current.data, ...data } },
        { ...as(editor), ...RETURN },
      );
    };

    it("is refused when it leads to a page the site does not have, and nothing changes", async () => {
      const before = await hero();
      const refused = await saveHero({ primaryLink: "/platform/quantum" });
      expect(refused.statusCode).toBe(400);
      expect(json<{ message: string; hint: string }>(refused)).toEqual(
        expect.objectContaining({
          message: "First button's link: /platform/quantum is not a page of this site",
          hint: "primaryLink",
        }),
      );
      expect(await hero()).toEqual(before);
    });

    it("may lead to an article once the library has it", async () => {
      expect((await saveHero({ secondaryLink: "/resources/stress-testing-notes" })).statusCode).toBe(400);
      await owner(
        `insert into public.resources (title, type, categories, date, description, read_more_url, slug, body)
         values ('Stress testing notes', 'article', '{finance}', '2026-11-20', 'Notes.', '/resources',
                 'stress-testing-notes', '{"type":"doc","content":[{"type":"paragraph","content":[{"type":"text","text":"x"}]}]}')`,
      );
      expect((await saveHero({ secondaryLink: "/resources/stress-testing-notes" })).statusCode).toBe(200);
    });
  });
});
