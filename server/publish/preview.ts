import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { createReadStream } from "node:fs";
import { readFile, rm } from "node:fs/promises";
import { join } from "node:path";
import { MEDIA_FILE_NAME } from "../../shared/picture.ts";
import { bearerToken } from "../keys/credentials.ts";
import { objectFilePath } from "../storage/keys.ts";
import {
  elementFrom,
  elementsOf,
  firstElement,
  parseHtml,
  prependChild,
  removeElement,
  serializeHtml,
} from "../../shared/html-document.ts";
import { contentSecurityPolicy } from "../site/csp.ts";
import { FRAME_ORIGINS } from "../site/plugin.ts";
import { pageDifference, type PageDifference } from "../../shared/page-difference.ts";
import type { AccessibilityChecker } from "./accessibility.ts";
import { problemSentences } from "./accessibility-job.ts";
import { everyRoute, type publishPaths } from "./paths.ts";
import type { Renderer } from "./render.ts";
import { fileOfRoute, listFiles } from "../site/files.ts";
import { contentHashes, liveContent, routesOfUnit } from "./snapshot.ts";

/**
 * The preview of the real page (decision 044): an item's draft (or a change waiting for
 * review), or every change of a release together (/preview/release/<id>/…), rendered by the
 * publisher's own render thread, with the site's layout and styles, at
 * /preview/<item>/page?route=…, and what publishing it would change: every route, and on each
 * page the text added and removed and the pictures that changed.
 *
 * Only a signed-in member of staff who may edit the item opens it: the back office hands the
 * session's token to POST /preview/session, which keeps it in a cookie only /preview receives
 * (HttpOnly, SameSite=Strict), so the preview opens in a frame or a tab of its own; the database
 * decides what the token may read, as for the API. Anyone else gets 404, and no preview is ever
 * indexed or cached.
 *
 * A preview shows what a member of staff wrote, on the back office's own origin, where the staff
 * session is kept: it runs no script at all (its policy is `sandbox allow-same-origin`, with no
 * `allow-scripts`, and allows no script), so even a draft that found a way into markup could
 * not reach the session (docs/decisions/048-staff-text-never-script.md). It shows the page as its
 * first paint does: islands as the server rendered them.
 */
export const PREVIEW_PATH = "/preview";
const COOKIE = "kosmos_preview";
/** Pages a preview compares at most: a change every page shows (the menus) lists every route but compares these. */
const COMPARED_PAGES = 6;
/** Pages the check before a save renders at most: the editor waits for it. */
const CHECKED_ON_SAVE = 2;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type PreviewOptions = {
  renderer: Renderer;
  /** axe-core's layout-free rules, run on the pages a change would publish. */
  accessibility: AccessibilityChecker;
  paths: ReturnType<typeof publishPaths>;
  /** DATA_DIR/storage: the library's files. */
  storageRoot: string;
  /** Whether the site is served over HTTPS: the cookie is then sent only there. */
  secureCookie: boolean;
};
const MEDIA_TYPES: Record<string, string> = {
  avif: "image/avif",
  webp: "image/webp",
  jpg: "image/jpeg",
  png: "image/png",
};
/** An item as a preview renders it: a draft, a change under review, or a release's change. */
type Previewed = { id: string; type: string; data: unknown; live: boolean; title?: string };
type Staff = { role: "authenticated"; claims: Record<string, unknown> };

export type PreviewChanges = {
  /** Every route the publish would render again (or take down). */
  routes: string[];
  pages: ({ route: string } & PageDifference)[];
  /** What the accessibility check found on those pages, a sentence each (empty: nothing). */
  accessibility: string[];
};

/** Attributes whose addresses may be the library's files: `srcset` lists several. */
const ADDRESS_ATTRIBUTES = ["src", "srcset", "href"];

/**
 * A rendered page as its preview: never indexed, and the library's files read through
 * /preview/media with the staff session (pictures not live yet are not public). The page is
 * parsed: only real elements' addresses change.
 */
function asPreview(html: string): string {
  const document = parseHtml(html);
  const head = firstElement(document, "head");
  if (head) prependChild(head, elementFrom('<meta name="robots" content="noindex, nofollow">'));
  // It runs no script: none is sent (the browser would only report each one blocked). Data
  // blocks (JSON-LD) stay, as the page has them.
  for (const script of elementsOf(document, (element) => element.name === "script")) {
    const type = script.attribs.type;
    if (!type || type === "module" || type === "text/javascript") removeElement(script);
  }
  for (const element of elementsOf(document)) {
    for (const name of ADDRESS_ATTRIBUTES) {
      const value = element.attribs[name];
      if (value === undefined || !value.includes("/media/")) continue;
      element.attribs[name] = value
        .split(",")
        .map((candidate) => candidate.replace(/^(\s*)\/media\//, `$1${PREVIEW_PATH}/media/`))
        .join(",");
    }
  }
  return serializeHtml(document);
}

export function registerPreview(
  app: FastifyInstance,
  { renderer, accessibility, paths, storageRoot, secureCookie }: PreviewOptions,
) {
  const notFound = (reply: FastifyReply) =>
    reply.code(404).header("cache-control", "no-store").type("text/plain").send("Not found");

  /** The staff session a token is, checked by the database (is_staff: aal2, a live session), or null. */
  async function staffOf(token: string | undefined): Promise<Staff | null> {
    if (!token) return null;
    const result = await app.resolveCredentials({
      apikey: app.installKeys.publishableKey,
      authorization: `Bearer ${token}`,
      userAgent: undefined,
    });
    if (!result.ok || result.caller.role !== "authenticated") return null;
    const claims = result.caller.claims;
    const staff = await app.db.asRole("authenticated", claims, (tx) =>
      tx.query<{ staff: boolean }>("select public.is_staff() as staff"),
    );
    return staff.rows[0]?.staff ? { role: "authenticated", claims } : null;
  }

  const mayEdit = async (staff: Staff, type: string) =>
    (
      await app.db.asRole(staff.role, staff.claims, (tx) =>
        tx.query<{ may: boolean }>("select public.may_edit_content($1) as may", [type]),
      )
    ).rows[0]?.may === true;

  const cookieToken = (request: FastifyRequest) =>
    /(?:^|;\s*)kosmos_preview=([^;]+)/.exec(request.headers.cookie ?? "")?.[1];

  /**
   * The item as the caller would publish it, read as the caller (row-level security: only the
   * type's editors read it): a change waiting for review, the draft, or else the item itself.
   */
  async function previewedItem(staff: Staff, id: string, review: string | undefined): Promise<Previewed[] | null> {
    if (!UUID.test(id) || (review !== undefined && !UUID.test(review))) return null;
    const { rows } = await app.db.asRole(staff.role, staff.claims, (tx) =>
      tx.query<Previewed>(
        `select c.id, c.type, coalesce(r.data, d.data, c.data) as data, true as live
           from public.content_items c
           left join public.content_drafts d on d.item_id = c.id and $2::uuid is null
           left join public.content_reviews r on r.item_id = c.id and r.id = $2::uuid
          where c.id = $1 and ($2::uuid is null or r.id is not null)`,
        [id, review ?? null],
      ),
    );
    return rows.length ? rows.slice(0, 1) : null;
  }

  /**
   * Every change of a release, read as the caller: only someone who may edit all of them (row-level
   * security shows each type's changes to its editors) previews the release.
   */
  async function previewedRelease(staff: Staff, id: string): Promise<Previewed[] | null> {
    if (!UUID.test(id)) return null;
    const query =
      "select item_id as id, type, data, live, title from public.content_release_items where release_id = $1";
    const { rows } = await app.db.asRole(staff.role, staff.claims, (tx) => tx.query<Previewed>(query, [id]));
    const every = await app.db.asOwner((tx) => tx.query(query, [id]));
    return rows.length > 0 && rows.length === every.rows.length ? rows : null;
  }

  /** The fields as the database would publish them (pictures completed), or its refusal's words. */
  async function checked(items: Previewed[]): Promise<{ items: Previewed[] } | { problem: string }> {
    const done: Previewed[] = [];
    for (const item of items) {
      try {
        const { rows } = await app.db.asOwner((tx) =>
          tx.query<{ data: unknown }>("select private.checked_content_data($1, $2::jsonb) as data", [
            item.type,
            JSON.stringify(item.data),
          ]),
        );
        done.push({ ...item, data: rows[0]!.data });
      } catch (error) {
        const problem = error instanceof Error ? error.message : String(error);
        return { problem: item.title ? `“${item.title}”: ${problem}` : problem };
      }
    }
    return { items: done };
  }

  /** Renders routes with the items changed; answers each route's page, and removes what it wrote. */
  async function renderWith(items: Previewed[], routes: string[]): Promise<Map<string, string>> {
    const content = await liveContent(app.db, items);
    const rendered = await renderer.render(routes, content);
    try {
      const failed = rendered.results.find((result) => !result.ok);
      if (failed) throw new Error(`${failed.route}: ${"error" in failed ? failed.error : "not rendered"}`);
      const pages = new Map<string, string>();
      for (const route of routes)
        pages.set(route, await readFile(join(rendered.stagingDir, fileOfRoute(route)), "utf8"));
      return pages;
    } finally {
      await rm(rendered.stagingDir, { recursive: true, force: true });
    }
  }

  /** The routes publishing the changes would render: those of every unit whose fingerprint they change. */
  async function routesChanged(items: Previewed[]): Promise<{ routes: string[]; own: string[]; slug: string }> {
    const item = items[0]!;
    const before = contentHashes(await liveContent(app.db));
    const after = contentHashes(await liveContent(app.db, items));
    const pages = everyRoute(await listFiles(paths.siteRoot));
    const changed = Object.keys({ ...before, ...after }).filter((unit) => before[unit] !== after[unit]);
    const routes = [...new Set(changed.flatMap((unit) => routesOfUnit(unit, pages)))].sort();
    const slug = await app.db.asOwner((tx) =>
      tx.query<{ slug: string }>("select slug from public.content_items where id = $1", [item.id]),
    );
    const own = routesOfUnit(`${item.type}/${slug.rows[0]?.slug ?? ""}`, pages).filter((route) =>
      pages.includes(route),
    );
    return {
      routes,
      own: own.length ? own : routesOfUnit(item.type, pages).filter((route) => pages.includes(route)),
      slug: slug.rows[0]?.slug ?? "",
    };
  }

  async function servedPage(route: string): Promise<string> {
    try {
      return await readFile(join(paths.siteRoot, fileOfRoute(route)), "utf8");
    } catch {
      return "";
    }
  }

  app.get(`${PREVIEW_PATH}/media/:file`, async (request, reply) => {
    const { file } = request.params as { file: string };
    const staff = await staffOf(cookieToken(request));
    if (!staff || !MEDIA_FILE_NAME.test(file)) return notFound(reply);
    const { rows } = await app.db.asRole(staff.role, staff.claims, (tx) =>
      tx.query("select 1 from storage.objects where bucket_id = 'media' and name = $1", [file]),
    );
    if (rows.length === 0) return notFound(reply);
    return reply
      .header("cache-control", "private, no-store")
      .type(MEDIA_TYPES[file.split(".").pop()!] ?? "application/octet-stream")
      .send(createReadStream(objectFilePath(storageRoot, "media", file)));
  });

  app.post(`${PREVIEW_PATH}/session`, async (request, reply) => {
    const token = bearerToken(request.headers.authorization);
    const staff = await staffOf(token);
    if (!staff) return notFound(reply);
    const seconds = Math.max(0, Math.floor(Number(staff.claims.exp) - Date.now() / 1000));
    const secure = secureCookie ? "; Secure" : "";
    return reply
      .code(204)
      .header("cache-control", "no-store")
      .header(
        "set-cookie",
        `${COOKIE}=${token}; Path=${PREVIEW_PATH}; HttpOnly; SameSite=Strict; Max-Age=${seconds}${secure}`,
      )
      .send();
  });

  /** Every route the changes would render again, and what changes on the first pages of them. */
  async function changesOf(items: Previewed[] | null, reply: FastifyReply) {
    if (!items) return notFound(reply);
    const result = await checked(items);
    reply.header("cache-control", "no-store").header("x-robots-tag", "noindex, nofollow");
    if ("problem" in result) return reply.code(422).send({ problem: result.problem });
    const { routes, own } = await routesChanged(result.items);
    const compared = (routes.length ? routes : own).slice(0, COMPARED_PAGES);
    const after = await renderWith(result.items, compared);
    const pages = [];
    for (const route of compared) pages.push({ route, ...pageDifference(await servedPage(route), after.get(route)!) });
    return { routes, pages, accessibility: await checkAccessibility(result.items, after) } satisfies PreviewChanges;
  }

  /**
   * Runs axe-core's rules that need no layout on the pages the changes would publish, and keeps
   * what they found for each item's content: the database holds back a publish of exactly that
   * content while it has a problem (hold_accessibility_problems). Answers the problems, a sentence each.
   */
  async function checkAccessibility(items: Previewed[], pages: Map<string, string>): Promise<string[]> {
    // Pages only: the sitemap and the feeds a publish renders are not documents a reader navigates.
    const documents = [...pages].filter(([route]) => fileOfRoute(route).endsWith(".html"));
    const found = await accessibility.check(documents.map(([route, html]) => ({ route, html })));
    const violations = found.flatMap((page) => page.violations.map((v) => ({ route: page.route, ...v })));
    await app.db.asOwner(async (tx) => {
      for (const item of items)
        await tx.query("select private.record_accessibility_check($1, $2::jsonb, $3::text[], $4::jsonb)", [
          item.type,
          JSON.stringify(item.data),
          [...pages.keys()],
          JSON.stringify(violations),
        ]);
    });
    return problemSentences(violations);
  }

  /**
   * The accessibility check of a change about to be published (the editor's save asks it first):
   * the item's fields as sent, read by whoever may edit its type, rendered on the pages it changes.
   */
  app.post(`${PREVIEW_PATH}/:item/check`, async (request, reply) => {
    const { item: id } = request.params as { item: string };
    const { data } = (request.body ?? {}) as { data?: unknown };
    const staff = await staffOf(cookieToken(request));
    const [item] = (staff && (await previewedItem(staff, id, undefined))) ?? [];
    if (!staff || !item || typeof data !== "object" || data === null || !(await mayEdit(staff, item.type)))
      return notFound(reply);
    const result = await checked([{ ...item, data }]);
    reply.header("cache-control", "no-store");
    if ("problem" in result) return reply.code(422).send({ problem: result.problem });
    // The pages it changes, its page of its own first (an article): where what it says is shown whole.
    const { routes, own, slug } = await routesChanged(result.items);
    const itsPageFirst = [...new Set([...routes, ...own])].sort(
      (a, b) => Number(b.endsWith(`/${slug}`)) - Number(a.endsWith(`/${slug}`)),
    );
    const checkedPages = itsPageFirst.slice(0, CHECKED_ON_SAVE);
    return { problems: await checkAccessibility(result.items, await renderWith(result.items, checkedPages)) };
  });

  /** One route's page with the changes, as its preview (no script, never indexed). */
  async function pageOf(items: Previewed[] | null, route: string | undefined, reply: FastifyReply) {
    if (!items) return notFound(reply);
    const pages = everyRoute(await listFiles(paths.siteRoot));
    const result = await checked(items);
    reply.header("cache-control", "no-store").header("x-robots-tag", "noindex, nofollow");
    if ("problem" in result)
      return reply.code(422).type("text/plain").send(`This draft cannot be shown yet: ${result.problem}`);
    const { routes, own } = await routesChanged(result.items);
    const shown = route ?? own[0] ?? routes[0];
    // A route of the site (a new article has none yet: its listing shows it).
    if (!shown || !(pages.includes(shown) || routes.includes(shown))) return notFound(reply);
    const page = asPreview((await renderWith(result.items, [shown])).get(shown)!);
    return reply
      .type("text/html; charset=utf-8")
      .header(
        "content-security-policy",
        contentSecurityPolicy({
          scriptHashes: [],
          frameOrigins: FRAME_ORIGINS,
          frameAncestors: "'self'",
          sandbox: true,
        }),
      )
      .send(page);
  }

  app.get(`${PREVIEW_PATH}/:item/changes`, async (request, reply) => {
    const { item: id } = request.params as { item: string };
    const { review } = request.query as { review?: string };
    const staff = await staffOf(cookieToken(request));
    return changesOf(staff && (await previewedItem(staff, id, review)), reply);
  });

  app.get(`${PREVIEW_PATH}/:item/page`, async (request, reply) => {
    const { item: id } = request.params as { item: string };
    const { review, route } = request.query as { review?: string; route?: string };
    const staff = await staffOf(cookieToken(request));
    return pageOf(staff && (await previewedItem(staff, id, review)), route, reply);
  });

  /** Two saved versions of an item, read as the caller (its history is its editors'). */
  async function versionsOf(staff: Staff, id: string, from: number, to: number): Promise<Previewed[] | null> {
    if (!UUID.test(id) || !Number.isInteger(from) || !Number.isInteger(to) || from === to) return null;
    const { rows } = await app.db.asRole(staff.role, staff.claims, (tx) =>
      tx.query<Previewed & { version: number }>(
        `select c.id, c.type, v.data, v.live, v.version from public.content_items c
           join public.content_versions v on v.item_id = c.id and v.version = any (array[$2, $3]::int[])
          where c.id = $1`,
        [id, from, to],
      ),
    );
    const [before, after] = [rows.find((r) => r.version === from), rows.find((r) => r.version === to)];
    return before && after ? [before, after] : null;
  }

  /**
   * What differs on the pages between two versions of an item: the routes either shows it on, each
   * rendered with one version and with the other, and compared as the preview compares.
   */
  app.get(`${PREVIEW_PATH}/:item/versions`, async (request, reply) => {
    const { item: id } = request.params as { item: string };
    const { from, to } = request.query as { from?: string; to?: string };
    const staff = await staffOf(cookieToken(request));
    const pair = staff && (await versionsOf(staff, id, Number(from), Number(to)));
    if (!pair) return notFound(reply);
    reply.header("cache-control", "no-store").header("x-robots-tag", "noindex, nofollow");
    const checkedPair = [await checked([pair[0]!]), await checked([pair[1]!])];
    const problem = checkedPair.find((result) => "problem" in result);
    if (problem && "problem" in problem) return reply.code(422).send({ problem: problem.problem });
    const [before, after] = checkedPair.map((result) => ("items" in result ? result.items : []));
    const routes = [...new Set([...(await routesChanged(before!)).own, ...(await routesChanged(after!)).own])].sort();
    const compared = routes.slice(0, COMPARED_PAGES);
    const [pagesBefore, pagesAfter] = [await renderWith(before!, compared), await renderWith(after!, compared)];
    const pages = compared.map((route) => ({
      route,
      ...pageDifference(pagesBefore.get(route)!, pagesAfter.get(route)!),
    }));
    return { routes, pages, accessibility: [] } satisfies PreviewChanges;
  });

  app.get(`${PREVIEW_PATH}/release/:release/changes`, async (request, reply) => {
    const { release } = request.params as { release: string };
    const staff = await staffOf(cookieToken(request));
    return changesOf(staff && (await previewedRelease(staff, release)), reply);
  });

  app.get(`${PREVIEW_PATH}/release/:release/page`, async (request, reply) => {
    const { release } = request.params as { release: string };
    const { route } = request.query as { route?: string };
    const staff = await staffOf(cookieToken(request));
    return pageOf(staff && (await previewedRelease(staff, release)), route, reply);
  });
}
