import type { Browser, Locator, Page } from "playwright-core";
import { expect } from "vitest";
import { staffAccount } from "../../support/server/auth";
import { copyOfBuild } from "../../support/server/build-copy";
import { launchBrowser } from "./browser";
import { startTestServer, type TestServer } from "./server";
import { enrolledOn, type StaffMember } from "./staff";

/**
 * Clicks `save` and waits for that save's publish (a run other than the one shown before the click)
 * to be reported live on `routes` (a pattern of the editor's words); answers how long that took
 * from the click.
 */
export async function liveAfter(page: Page, save: Locator, routes: string): Promise<number> {
  const shown = page.locator('[role="status"][data-run]');
  const before = (await shown.count()) ? await shown.getAttribute("data-run") : null;
  const clicked = Date.now();
  await save.click();
  const done = page.locator(`[role="status"][data-run]:not([data-run=""]):not([data-run="${before ?? ""}"])`);
  await done.and(page.locator('[data-state="live"], [data-state="failed"]')).waitFor({ timeout: 30_000 });
  expect(await done.innerText()).toMatch(new RegExp(`^Live on ${routes} since `));
  return Date.now() - clicked;
}

/**
 * A server of a test file's own on a copy of the build (a publish replaces files of the served
 * folder, which the suite's other files must keep reading as built), a browser, and its staff,
 * each account made and enrolled once when first asked for.
 */
export type OwnSite = {
  browser: Browser;
  server: TestServer;
  member(email: string, roles: string[]): Promise<StaffMember>;
  /** A page's HTML as served, without the empty comments React puts between pieces of text. */
  pageText(path: string): Promise<string>;
  stop(): Promise<void>;
};

export async function startOwnSite(): Promise<OwnSite> {
  const browser = await launchBrowser();
  const build = await copyOfBuild();
  const server = await startTestServer({ BUILD_DIR: build.siteRoot });
  const members = new Map<string, StaffMember>();
  return {
    browser,
    server,
    async member(email, roles) {
      if (!members.has(email)) {
        const account = await staffAccount(server.app, email, { password: `Kosmos e2e ${email} first`, roles });
        members.set(email, await enrolledOn(server.url, email, account.password, { oneTime: false }));
      }
      return members.get(email)!;
    },
    pageText: async (path) => (await (await fetch(server.url + path)).text()).replaceAll("<!-- -->", ""),
    async stop() {
      await browser.close();
      await server.stop();
      await build.remove();
    },
  };
}

/** A live content item as staff read it. */
export type LiveItem = { id: string; version: number; data: Record<string, unknown> };

/** The live items of a content type, read as `member` (the database's rules apply). */
export async function liveItems(member: StaffMember, type: string): Promise<LiveItem[]> {
  const items = await member.client.from("content_items").select("id, version, data").eq("type", type).eq("live", true);
  if (items.error) throw new Error(`Reading the live ${type} items: ${items.error.message}`);
  return items.data as LiveItem[];
}

/**
 * The preview's cookie for `member` (`kosmos_preview=…`): what the back office gets from
 * POST /preview/session with the member's session, sent with every request to /preview/.
 */
export async function previewCookieOf(origin: string, member: StaffMember): Promise<string> {
  const token = (await member.client.auth.getSession()).data.session!.access_token;
  const session = await fetch(`${origin}/preview/session`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}` },
  });
  expect(session.status).toBe(204);
  return session.headers.get("set-cookie")!.split(";")[0]!;
}
