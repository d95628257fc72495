/**
 * Nothing a member of staff types becomes script or markup, for every field of every content type
 * the registry declares (a type added later is covered without a new test). Each type's first live
 * item gets the usual payloads in every field that takes text (`</script>`, `"><svg onload>`,
 * `</style>`, `javascript:`, `data:`, entities, `</body><script>`, CSS `url()`), is saved as a
 * draft, previewed, published and rendered. Each page is parsed: it may hold only elements and
 * attributes the site's own pages use, no event handler, no script but its JSON-LD and the
 * finisher's loader, no style but the template's, and no address a script could run from;
 * Chromium opens no dialog on the public page or on the preview. A payload a field refuses is
 * refused by the database as well (the preview cannot show it), and nothing is published.
 */
import { readFile, readdir } from "node:fs/promises";
import { join } from "node:path";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { afterFirstPaintFiles } from "../../integrations/after-first-paint";
import { CONTENT_TYPES, fieldProblem, type ContentField, type FieldValue } from "../../shared/content-types";
import { elementsOf, parseHtml, rawTextOf } from "../../shared/html-document";
import { DESKTOP } from "./support/browser";
import { clientDir } from "./support/islands";
import { siteKey } from "./support/keys";
import { previewCookieOf, startOwnSite, type OwnSite } from "./support/publishing";
import type { StaffMember } from "./support/staff";

let site: OwnSite;
let browser: Browser;
let admin: StaffMember;
let token: string;
let previewCookie: string;
/** Every element and attribute name the site's own pages use, as built. */
let vocabulary: { elements: Set<string>; attributes: Set<string> };

const CANARY = "Kcanary";
/** What a member of staff might type to break out of a text: each tried whole where the field holds it. */
const PAYLOADS = [
  "Kosmos <script>1</script></body><script>alert(document.domain)</script>",
  '"><svg onload=alert(1)><kosmos-canary data-canary=1>',
  "</style><style>*{background:url(javascript:alert(2))}</style>",
  "</script><script>alert(3)</script>",
  "&lt;img src=x onerror=alert(4)&gt; &#60;script&#62;alert(5)&#60;/script&#62;",
  '<!--<img src="--><img src=x onerror=alert(6)//">',
  '<iframe srcdoc="<script>alert(7)</script>"></iframe>',
  "javascript:alert(8)",
  "data:text/html,<script>alert(9)</script>",
  "' onfocus='alert(10)' autofocus x='",
];
const ADDRESS_PAYLOADS = [
  'https://kosmos.example/?q="><svg onload=alert(11)>',
  '/about?"><script>alert(12)</script>',
  "javascript:alert(13)",
  "data:text/html,<script>alert(14)</script>",
  "JaVaScRiPt:alert(15)",
  "https://kosmos.example/</style><style>*{background:url(javascript:alert(16))}</style>",
];

/** The text payload a field of `max` characters gets: every payload it holds, after the canary. */
function textPayload(field: ContentField, index: number): string {
  let text = `${CANARY}${index} `;
  for (const payload of PAYLOADS) if ([...text, ...payload].length <= field.max) text += payload;
  if (text.trim() === `${CANARY}${index}`) text += PAYLOADS[index % PAYLOADS.length]!.slice(0, field.max - text.length);
  return [...text].slice(0, field.max).join("");
}

const richPayload = (index: number, href: string): FieldValue => ({
  type: "doc",
  content: PAYLOADS.map((payload, n) => ({
    type: "paragraph",
    content: [
      { type: "text", text: `${CANARY}${index} ${payload}` },
      { type: "text", text: " link", marks: [{ type: "link", attrs: { href: n % 2 ? href : "/about" } }] },
    ],
  })),
});

/** What every field that takes text is tried with, and what the database must refuse. */
function payloadsFor(fields: readonly ContentField[]) {
  const accepted: Record<string, FieldValue> = {};
  const refused: { field: string; value: FieldValue }[] = [];
  fields.forEach((field, index) => {
    const tries: FieldValue[] =
      field.kind === "richText"
        ? ADDRESS_PAYLOADS.map((href) => richPayload(index, href))
        : field.kind === "url" || field.kind === "document"
          ? ADDRESS_PAYLOADS
          : field.kind === "image" || field.kind === "flag"
            ? []
            : field.kind === "choices"
              ? [PAYLOADS.slice(0, 2)]
              : [textPayload(field, index), ...PAYLOADS.slice(0, 2)];
    for (const value of tries) {
      if (fieldProblem(field, value) === null) accepted[field.name] ??= value;
      else refused.push({ field: field.name, value });
    }
  });
  return { accepted, refused };
}

async function api<T>(path: string, init: RequestInit = {}): Promise<{ status: number; body: T }> {
  const response = await fetch(site.server.url + path, {
    ...init,
    headers: {
      apikey: siteKey(),
      authorization: `Bearer ${token}`,
      "content-type": "application/json",
      cookie: previewCookie,
      ...init.headers,
    },
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : null) as T };
}

const preview = (id: string, route?: string) =>
  fetch(`${site.server.url}/preview/${id}/page${route ? `?route=${encodeURIComponent(route)}` : ""}`, {
    headers: { cookie: previewCookie },
  });

/** What in a page the templates did not put there: each a line saying what and where. */
function foreignMarkup(html: string): string[] {
  const found: string[] = [];
  for (const element of elementsOf(parseHtml(html))) {
    if (!vocabulary.elements.has(element.name)) found.push(`element <${element.name}>`);
    for (const [name, value] of Object.entries(element.attribs)) {
      if (!vocabulary.attributes.has(name) || name.startsWith("on"))
        found.push(`attribute ${name} on <${element.name}>`);
      const address = value
        .replace(/&#x?0*(58|3a);?/gi, ":")
        .trim()
        .toLowerCase();
      if (
        ["href", "src", "action", "formaction", "srcset"].includes(name) &&
        /^(javascript|data|vbscript):/.test(address)
      )
        found.push(`${name}="${value}" on <${element.name}>`);
    }
    if (element.name === "script") {
      const text = rawTextOf(element);
      if (element.attribs.type === "application/ld+json") {
        if (text.includes("</")) found.push("a JSON-LD block holding </");
        JSON.parse(text);
      } else if (element.attribs.src === undefined && afterFirstPaintFiles(text) === null) {
        found.push(`an inline script: ${text.slice(0, 80)}`);
      }
    }
    if (element.name === "style" && rawTextOf(element).includes(CANARY)) found.push("staff text inside a <style>");
  }
  return found;
}

async function noDialogOn(page: Page, address: string): Promise<string[]> {
  const dialogs: string[] = [];
  page.on("dialog", (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await page.goto(address);
  await page.waitForLoadState("load");
  // The late loader runs after the first paint; give it and anything it starts time to run.
  await page.waitForTimeout(500);
  return dialogs;
}

async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile() && e.name.endsWith(".html")).map((e) => join(e.parentPath, e.name));
}

beforeAll(async () => {
  site = await startOwnSite();
  browser = site.browser;
  admin = await site.member("xss-review@kosmos.example", ["admin", "editor", "careers"]);
  token = (await admin.client.auth.getSession()).data.session!.access_token;
  previewCookie = await previewCookieOf(site.server.url, admin);
  vocabulary = { elements: new Set(), attributes: new Set() };
  for (const file of await htmlFiles(clientDir)) {
    if (file.includes(`${join("admin", "index.html")}`)) continue;
    for (const element of elementsOf(parseHtml(await readFile(file, "utf8")))) {
      vocabulary.elements.add(element.name);
      for (const name of Object.keys(element.attribs)) vocabulary.attributes.add(name);
    }
  }
}, 120_000);
afterAll(() => site?.stop());

type Item = { id: string; version: number; data: Record<string, FieldValue> };

describe("staff text never becomes script or markup", () => {
  it("holds the site's own pages to what the check allows before anything is typed", async () => {
    for (const route of ["/", "/contact", "/careers"]) {
      expect(foreignMarkup(await (await fetch(site.server.url + route)).text()), route).toEqual([]);
    }
  });

  for (const type of CONTENT_TYPES) {
    it(`${type.type}: every field's payloads, as a draft in the preview and published, stay text`, async () => {
      const items = await api<Item[]>(
        `/rest/v1/content_items?select=id,version,data&type=eq.${type.type}&live=is.true&order=sort_order,slug&limit=1`,
      );
      expect(items.status).toBe(200);
      const item = items.body[0]!;
      const { accepted, refused } = payloadsFor(type.fields);
      const data = { ...item.data, ...accepted };

      // Refused in the browser's checks, and by the database: the preview cannot show it.
      for (const { field, value } of refused) {
        const saved = await api("/rest/v1/rpc/save_content_draft", {
          method: "POST",
          body: JSON.stringify({
            p_item: item.id,
            p_data: { ...item.data, [field]: value },
            p_base_version: item.version,
          }),
        });
        expect(saved.status).toBe(200);
        const shown = await preview(item.id);
        expect(shown.status, `${type.type}.${field} = ${JSON.stringify(value).slice(0, 60)}`).toBe(422);
      }

      // The draft, previewed on every page it changes.
      const saved = await api("/rest/v1/rpc/save_content_draft", {
        method: "POST",
        body: JSON.stringify({ p_item: item.id, p_data: data, p_base_version: item.version }),
      });
      expect(saved.status).toBe(200);
      const changes = await api<{ routes: string[] }>(`/preview/${item.id}/changes`);
      expect(changes.status).toBe(200);
      // The pages that show its text (a page's words also change the sitemap, which shows none).
      const routes = changes.body.routes.filter((route) => !route.endsWith(".xml")).slice(0, 3);
      expect(routes.length).toBeGreaterThan(0);
      const { page, context } = await (async () => {
        const context = await browser.newContext({ ...DESKTOP, baseURL: site.server.url });
        await context.addCookies([
          { name: "kosmos_preview", value: previewCookie.split("=")[1]!, url: `${site.server.url}/preview/` },
        ]);
        return { page: await context.newPage(), context };
      })();
      try {
        for (const route of routes) {
          const shown = await preview(item.id, route);
          expect(shown.status, route).toBe(200);
          const html = await shown.text();
          expect(html).toContain(CANARY);
          expect(foreignMarkup(html), `preview of ${route}`).toEqual([]);
          const address = `/preview/${item.id}/page?route=${encodeURIComponent(route)}`;
          expect(await noDialogOn(page, address), `dialogs on the preview of ${route}`).toEqual([]);
        }

        // A claim field's payload goes on the site only with evidence for it, as any claim.
        for (const field of type.fields.filter((f) => "claim" in f)) {
          const wording = data[field.name];
          if (typeof wording !== "string" || !wording.trim()) continue;
          const recorded = await api("/rest/v1/rpc/record_claim", {
            method: "POST",
            body: JSON.stringify({
              p_item: item.id,
              p_field: field.name,
              p_wording: wording,
              p_source: "A payload tried by the test: no claim is made.",
              p_document: null,
              p_owner: "xss-review@kosmos.example",
              p_review_by: new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10),
            }),
          });
          expect(recorded.status, `${type.type}.${field.name}'s evidence`).toBe(200);
        }
        // Published (an admin past the length checks, which long payloads fail), then served.
        const published = await api<{ version: number }>("/rest/v1/rpc/publish_with_override", {
          method: "POST",
          body: JSON.stringify({
            p_item: item.id,
            p_data: data,
            p_version: item.version,
            p_reason: "Trying what staff text can do to a page",
          }),
        });
        expect(published.status, JSON.stringify(published.body)).toBe(200);
        for (const route of routes) {
          let html = "";
          await expect
            .poll(async () => (html = await (await fetch(site.server.url + route)).text()), { timeout: 30_000 })
            .toContain(CANARY);
          expect(foreignMarkup(html), `published ${route}`).toEqual([]);
          expect(await noDialogOn(page, route), `dialogs on ${route}`).toEqual([]);
        }
      } finally {
        await context.close();
      }
    }, 180_000);
  }

  it("serves the preview in a sandbox that runs no script, not even the page's own", async () => {
    const items = await api<Item[]>("/rest/v1/content_items?select=id,version,data&type=eq.page-meta&limit=1");
    const shown = await preview(items.body[0]!.id);
    expect(shown.status).toBe(200);
    const policy = shown.headers.get("content-security-policy")!;
    expect(policy).toContain("sandbox allow-same-origin");
    expect(policy).not.toContain("allow-scripts");
    expect(policy).toContain("script-src 'none'");
  });
});
