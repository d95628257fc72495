/**
 * The media library through the API as the back office calls it, on PGlite and on
 * PostgreSQL: who may upload, pick and delete (the database decides); the server makes each
 * picture's variants and refuses a file whose bytes are not its name's; an image field needs its
 * alternative text or "decorative"; a picture in use cannot be deleted and names where it is used;
 * visitors read a picture's files only while live content shows it.
 */
import { randomUUID } from "node:crypto";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { client, json, startApiApp, type ApiTestApp } from "../../tests/support/server/api.ts";
import { databases } from "../../tests/support/server/databases.ts";
import { staffSessions } from "../../tests/support/server/staff-session.ts";
import { PDF_TYPE, pdfBytes } from "../../tests/support/server/storage.ts";

type Media = {
  id: string;
  name: string;
  state: string;
  problem: string | null;
  width: number;
  files: { name: string; format: string }[];
};

const photo = () =>
  sharp({ create: { width: 900, height: 600, channels: 3, background: { r: 30, g: 90, b: 160 } } })
    .jpeg()
    .toBuffer();

describe.each(databases)("the media library on $name", (factory) => {
  let api: ApiTestApp;
  let anon: ReturnType<typeof client>;
  let editor: string;
  let careers: string;
  let sales: string;
  const as = (token: string) => ({ authorization: `Bearer ${token}` });
  const RETURN = { prefer: "return=representation" };

  /** What the back office does: the original into the bucket, then the library's row. */
  async function upload(token: string, name: string, bytes: Buffer, type = "image/jpeg") {
    const original = `originals/${randomUUID()}`;
    const stored = await api.app.inject({
      method: "POST",
      url: `/storage/v1/object/media/${original}`,
      headers: { apikey: api.anonKey, ...as(token), "content-type": type },
      payload: bytes,
    });
    const row = await anon.post("/rest/v1/media", { name, original }, { ...as(token), ...RETURN });
    return { stored, row };
  }

  async function ready(token: string, id: string): Promise<Media> {
    for (let i = 0; i < 300; i++) {
      const [media] = json<Media[]>(await anon.get(`/rest/v1/media?id=eq.${id}`, as(token)));
      if (media && media.state !== "waiting" && media.state !== "making") return media;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error("the picture was never made");
  }

  const person = (token: string, slug: string, photoField: unknown) =>
    anon.post(
      "/rest/v1/content_items",
      {
        type: "person",
        slug,
        data: {
          name: "Ada Lovelace",
          title: "Analyst",
          group: "team",
          bio: "Numbers.",
          announced: "yes",
          photo: photoField,
        },
      },
      { ...as(token), ...RETURN },
    );

  beforeAll(async () => {
    api = await startApiApp(factory);
    anon = client(api.app, api.anonKey);
    editor = (await staffSessions(api.app, "editor@kosmos.test", { roles: ["editor"] })).aal2;
    careers = (await staffSessions(api.app, "careers@kosmos.test", { roles: ["careers"] })).aal2;
    sales = (await staffSessions(api.app, "sales@kosmos.test", { roles: ["sales"] })).aal2;
  }, 120_000);
  afterAll(() => api?.close());

  it("makes an editor's photo into variants and removes the original", async () => {
    const { stored, row } = await upload(editor, "ada.jpg", await photo());
    expect(stored.statusCode).toBe(200);
    expect(row.statusCode).toBe(201);
    const media = await ready(editor, json<Media[]>(row)[0]!.id);
    expect(media.state).toBe("ready");
    expect(media.width).toBe(900);
    expect(new Set(media.files.map((f) => f.format))).toEqual(new Set(["avif", "webp", "jpeg"]));
    const originals = await api.app.db.asOwner((tx) =>
      tx.query("select name from storage.objects where bucket_id = 'media' and name like 'originals/%'", []),
    );
    expect(originals.rows).toEqual([]);
  });

  it("refuses a file whose bytes are not what its name says, with the reason", async () => {
    const pdf = Buffer.from("%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n");
    const { row } = await upload(editor, "portrait.png", pdf, "image/png");
    const media = await ready(editor, json<Media[]>(row)[0]!.id);
    expect(media.state).toBe("refused");
    expect(media.problem).toBe(
      "The file's contents are a PDF document, but its name ends in .png: rename it or choose the right file.",
    );
  });

  it("lets only editors upload and delete, and every role that edits content pick", async () => {
    const bytes = await photo();
    const bySales = await upload(sales, "s.jpg", bytes);
    // Storage answers a policy's refusal as Supabase does: 400, with 403 in the body.
    expect(json<{ statusCode: string }>(bySales.stored).statusCode).toBe("403");
    expect(bySales.row.statusCode).toBe(403);
    const byCareers = await upload(careers, "c.jpg", bytes);
    expect(json<{ statusCode: string }>(byCareers.stored).statusCode).toBe("403");
    expect(byCareers.row.statusCode).toBe(403);
    const anonymous = await anon.post("/rest/v1/media", { name: "x.jpg", original: `originals/${randomUUID()}` });
    expect(anonymous.statusCode).toBe(401);

    expect(json<Media[]>(await anon.get("/rest/v1/media", as(careers))).length).toBeGreaterThan(0);
    expect(json<Media[]>(await anon.get("/rest/v1/media", as(sales)))).toEqual([]);
    expect((await anon.get("/rest/v1/media")).statusCode).toBe(401);
    // The server's columns are not the editor's to set.
    const forged = await anon.post(
      "/rest/v1/media",
      { name: "f.jpg", original: `originals/${randomUUID()}`, state: "ready" },
      as(editor),
    );
    expect(forged.statusCode).toBe(403);
  });

  it("asks for alternative text or 'decorative', shows the picture's files to visitors only while live content uses it, and keeps a used picture", async () => {
    const { row } = await upload(editor, "grace.jpg", await photo());
    const media = await ready(editor, json<Media[]>(row)[0]!.id);
    const avif = media.files.find((f) => f.format === "avif")!.name;
    expect((await api.app.inject({ method: "GET", url: `/media/${avif}` })).statusCode).toBe(404);

    const withoutAlt = await person(editor, "grace-hopper", { media: media.id, alt: " ", decorative: false });
    expect(withoutAlt.statusCode).toBe(400);
    expect(json<{ message: string }>(withoutAlt).message).toBe(
      "Photo: write its alternative text (what the picture shows, for those who cannot see it), or mark it decorative",
    );

    const saved = await person(editor, "grace-hopper", {
      media: media.id,
      alt: "Grace at her desk",
      decorative: false,
      width: 1,
      files: [{ name: "forged.jpg" }],
    });
    expect(saved.statusCode).toBe(201);
    const item = json<{ id: string; data: { photo: { width: number; files: unknown[]; alt: string } } }[]>(saved)[0]!;
    expect(item.data.photo.width).toBe(900); // the library's, not what was sent
    expect(item.data.photo.files).toEqual(media.files);

    const served = await api.app.inject({ method: "GET", url: `/media/${avif}` });
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("image/avif");
    expect(served.headers["cache-control"]).toBe("public, max-age=31536000, immutable");

    const refused = await anon.delete(`/rest/v1/media?id=eq.${media.id}`, as(editor));
    expect(refused.statusCode).toBe(409);
    expect(json<{ message: string }>(refused).message).toBe(
      "grace.jpg is used, so it cannot be deleted: person “Ada Lovelace” (Photo). Choose another file there first.",
    );
    const uses = json<{ type: string; title: string; field: string }[]>(
      await anon.post("/rest/v1/rpc/media_used_in", { p_media: media.id }, as(editor)),
    );
    expect(uses.map(({ type, title, field }) => ({ type, title, field }))).toEqual([
      { type: "person", title: "Ada Lovelace", field: "Photo" },
    ]);

    // A new focal point reaches the item, whose page is then rendered again.
    expect(
      (await anon.patch(`/rest/v1/media?id=eq.${media.id}`, { focal_x: 0.2, focal_y: 0.3 }, as(editor))).statusCode,
    ).toBe(204);
    const [moved] = json<{ data: { photo: { focalX: number; focalY: number } } }[]>(
      await anon.get(`/rest/v1/content_items?id=eq.${item.id}&select=data`, as(editor)),
    );
    expect(moved!.data.photo).toMatchObject({ focalX: 0.2, focalY: 0.3 });
    // Careers picks pictures but does not change them: the update finds no row of theirs.
    await anon.patch(`/rest/v1/media?id=eq.${media.id}`, { focal_x: 0.9 }, as(careers));
    const [kept] = json<{ focal_x: number }[]>(
      await anon.get(`/rest/v1/media?id=eq.${media.id}&select=focal_x`, as(editor)),
    );
    expect(Number(kept!.focal_x)).toBe(0.2);

    // Hidden from the public: its files are no longer served.
    expect((await anon.patch(`/rest/v1/content_items?id=eq.${item.id}`, { live: false }, as(editor))).statusCode).toBe(
      204,
    );
    expect((await api.app.inject({ method: "GET", url: `/media/${avif}` })).statusCode).toBe(404);

    // Removed from the person: the picture can go, and its files with it.
    expect((await anon.delete(`/rest/v1/content_items?id=eq.${item.id}`, as(editor))).statusCode).toBe(204);
    expect((await anon.delete(`/rest/v1/media?id=eq.${media.id}`, as(careers))).statusCode).toBe(204); // not careers'
    expect(json<Media[]>(await anon.get(`/rest/v1/media?id=eq.${media.id}`, as(editor)))).toHaveLength(1);
    expect((await anon.delete(`/rest/v1/media?id=eq.${media.id}`, as(editor))).statusCode).toBe(204);
    const files = await api.app.db.asOwner((tx) =>
      tx.query("select count(*)::int as n from storage.objects where bucket_id = 'media' and name = $1", [avif]),
    );
    expect(files.rows[0]).toEqual({ n: 0 });
  });

  it("takes pictures inside an article's text: completed by the database, refused without words or inside a list, served while the article is live", async () => {
    const media = await ready(editor, json<Media[]>((await upload(editor, "chart.jpg", await photo())).row)[0]!.id);
    const jpeg = media.files.find((f) => f.format === "jpeg")!.name;
    const paragraph = { type: "paragraph", content: [{ type: "text", text: "How a shock spreads:" }] };
    const article = (body: unknown[]) =>
      anon.post(
        "/rest/v1/content_items",
        {
          type: "resource",
          slug: "shocks-drawn",
          data: {
            title: "Shocks, Drawn",
            type: "white-paper",
            categories: ["finance"],
            date: "2026-11-29",
            description: "A chart.",
            body: { type: "doc", content: body },
          },
        },
        { ...as(editor), ...RETURN },
      );
    const picture = (alt: string) => ({ type: "image", attrs: { media: media.id, alt, decorative: false } });

    const withoutWords = await article([paragraph, picture("")]);
    expect(withoutWords.statusCode).toBe(400);
    expect(json<{ message: string; hint: string }>(withoutWords)).toMatchObject({
      message:
        "Article, picture 1: write its alternative text (what the picture shows, for those who cannot see it), or mark it decorative",
      hint: "body",
    });
    const inAList = await article([
      { type: "bulletList", content: [{ type: "listItem", content: [picture("A chart")] }] },
    ]);
    expect(json<{ message: string }>(inAList).message).toBe(
      "Article: a picture stands on its own line, not inside a list or a paragraph",
    );

    // What the editor sends is the choice; the size and files are the library's, whatever was sent.
    const forged = { ...picture("The shock spreading to five lenders"), attrs: { ...picture("x").attrs, files: [] } };
    forged.attrs.alt = "The shock spreading to five lenders";
    const saved = await article([paragraph, forged]);
    expect(saved.statusCode).toBe(201);
    const item = json<{ id: string; data: { body: { content: { attrs?: Record<string, unknown> }[] } } }[]>(saved)[0]!;
    expect(item.data.body.content[1]!.attrs).toMatchObject({
      media: media.id,
      alt: "The shock spreading to five lenders",
      width: 900,
      height: 600,
      files: media.files,
    });
    const [published] = json<{ body: unknown }[]>(await anon.get(`/rest/v1/resources?id=eq.${item.id}&select=body`));
    expect(published!.body).toEqual(item.data.body);

    expect((await api.app.inject({ method: "GET", url: `/media/${jpeg}` })).statusCode).toBe(200);
    const uses = json<{ title: string; field: string }[]>(
      await anon.post("/rest/v1/rpc/media_used_in", { p_media: media.id }, as(editor)),
    );
    expect(uses.map(({ title, field }) => ({ title, field }))).toEqual([{ title: "Shocks, Drawn", field: "Article" }]);
    expect((await anon.delete(`/rest/v1/media?id=eq.${media.id}`, as(editor))).statusCode).toBe(409);

    expect((await anon.patch(`/rest/v1/content_items?id=eq.${item.id}`, { live: false }, as(editor))).statusCode).toBe(
      204,
    );
    expect((await api.app.inject({ method: "GET", url: `/media/${jpeg}` })).statusCode).toBe(404);
    expect((await anon.delete(`/rest/v1/content_items?id=eq.${item.id}`, as(editor))).statusCode).toBe(204);
  });

  it("offers a PDF as a download at an address that stays when the file is replaced, with its size, and keeps it while offered", async () => {
    const first = pdfBytes(20_000);
    const { row } = await upload(editor, "Annual Report 2026.pdf", first, PDF_TYPE);
    const media = await ready(editor, json<Media[]>(row)[0]!.id);
    expect(media).toMatchObject({ state: "ready", kind: "document", bytes: 20_000 });
    const address = `/media/documents/${media.id}.pdf`;
    expect((await api.app.inject({ method: "GET", url: address })).statusCode).toBe(404); // not offered yet

    const resource = {
      title: "Annual Report",
      type: "white-paper",
      categories: ["finance"],
      date: "2026-11-20",
      description: "The year in review.",
      read_more_url: "/resources",
    };
    // A resource is content (decision 047): its item offers the file, the library's row has its size.
    const item = (slug: string, download_url: string) => ({
      type: "resource",
      slug,
      sort_order: 99,
      data: { ...resource, download_url },
    });
    const notADocument = await anon.post(
      "/rest/v1/content_items",
      item("not-a-document", `/media/documents/${randomUUID()}.pdf`),
      { ...as(editor), ...RETURN },
    );
    expect(notADocument.statusCode).toBe(400);
    expect(json<{ hint: string }>(notADocument).hint).toBe("download_url");
    const offered = await anon.post("/rest/v1/content_items", item("annual-report", address), {
      ...as(editor),
      ...RETURN,
    });
    expect(offered.statusCode).toBe(201);
    const resourceId = json<{ id: string }[]>(offered)[0]!.id;
    const [offeredCard] = json<{ download_size: number }[]>(
      await anon.get(`/rest/v1/resources?id=eq.${resourceId}&select=download_size`),
    );
    expect(offeredCard!.download_size).toBe(20_000); // the library's

    const download = await api.app.inject({ method: "GET", url: address });
    expect(download.statusCode).toBe(200);
    expect(download.headers["content-type"]).toBe("application/pdf");
    expect(download.headers["content-disposition"]).toBe(
      "attachment; filename=\"Annual Report 2026.pdf\"; filename*=UTF-8''Annual%20Report%202026.pdf",
    );
    expect(download.rawPayload.equals(first)).toBe(true);

    // Replaced: the same address serves the new file, and the card's size follows.
    const second = pdfBytes(30_000);
    const original = `originals/${randomUUID()}`;
    await api.app.inject({
      method: "POST",
      url: `/storage/v1/object/media/${original}`,
      headers: { apikey: api.anonKey, ...as(editor), "content-type": PDF_TYPE },
      payload: second,
    });
    expect((await anon.patch(`/rest/v1/media?id=eq.${media.id}`, { original }, as(editor))).statusCode).toBe(204);
    expect(await ready(editor, media.id)).toMatchObject({ state: "ready", bytes: 30_000 });
    expect((await api.app.inject({ method: "GET", url: address })).rawPayload.equals(second)).toBe(true);
    const [card] = json<{ download_size: number }[]>(
      await anon.get(`/rest/v1/resources?id=eq.${resourceId}&select=download_size`),
    );
    expect(card!.download_size).toBe(30_000);

    const refused = await anon.delete(`/rest/v1/media?id=eq.${media.id}`, as(editor));
    expect(json<{ message: string }>(refused).message).toBe(
      "Annual Report 2026.pdf is used, so it cannot be deleted: resource “Annual Report” (Download). Choose another file there first.",
    );
  });
});
