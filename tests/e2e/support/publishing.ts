import type { Locator, Page } from "playwright-core";
import { expect } from "vitest";

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
