import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DESKTOP, PHONE } from "./support/browser";
import { liveItems, startOwnSite, type OwnSite } from "./support/publishing";
import type { StaffMember } from "./support/staff";

/**
 * The team page as staff grow or shrink it: however many people a group has, its cards keep one
 * width and its rows are centred, so two people or a seventh look placed, not missing; a group with
 * no one shows no heading over an empty space.
 */
let site: OwnSite;
let admin: StaffMember;

beforeAll(async () => {
  site = await startOwnSite();
  admin = await site.member("team-grid@kosmos.example", ["admin", "editor"]);
}, 120_000);
afterAll(() => site?.stop());

/** Puts the seed's people into the groups given, in the seed's order, and waits for the page. */
async function arrange(groups: ("team" | "advisor")[]) {
  const items = (await liveItems(admin, "person")).sort((a, b) =>
    String(a.data.name).localeCompare(String(b.data.name)),
  );
  expect(items).toHaveLength(groups.length);
  for (const [index, item] of items.entries()) {
    if (item.data.group === groups[index]) continue;
    const published = await admin.client.rpc("publish_with_override", {
      p_item: item.id,
      p_data: { ...item.data, group: groups[index] },
      p_version: item.version,
      p_reason: "Trying the team page with other numbers of people",
    });
    expect(published.error).toBeNull();
  }
  // The team's cards are those between its heading and the next section's.
  const teamSize = groups.filter((group) => group === "team").length;
  const teamShown = (html: string) => {
    const team = html.slice(html.indexOf('id="team-heading"'));
    return team.slice(0, team.search(/id="(advisors|join)-heading"/)).match(/aria-haspopup="dialog"/g)?.length ?? 0;
  };
  await expect.poll(async () => teamShown(await site.pageText("/our-team")), { timeout: 30_000 }).toBe(teamSize);
}

/** The cards of the section headed `heading`, as boxes, and the box of its list. */
function cardsUnder(page: Page, heading: string) {
  return page.evaluate((heading) => {
    const section = [...document.querySelectorAll("section")].find(
      (s) => s.querySelector("h2")?.textContent === heading,
    );
    if (!section) return null;
    const list = section.querySelector("ul")!.getBoundingClientRect();
    const cards = [...section.querySelectorAll(":scope ul > li")].map((li) => li.getBoundingClientRect());
    return {
      list: { left: list.left, right: list.right },
      cards: cards.map(({ left, right, top, width }) => ({ left, right, top, width })),
    };
  }, heading);
}

type Box = { left: number; right: number; top: number; width: number };

/** Each row's cards, by their top edge. */
function rows(cards: Box[]): Box[][] {
  const byTop = new Map<number, Box[]>();
  for (const card of cards) byTop.set(Math.round(card.top), [...(byTop.get(Math.round(card.top)) ?? []), card]);
  return [...byTop.values()];
}

async function openTeam(viewport: typeof DESKTOP) {
  const context = await site.browser.newContext({ ...viewport, baseURL: site.server.url });
  const page = await context.newPage();
  await page.goto("/our-team");
  return { page, context };
}

describe("the team page's grid", () => {
  it("centres two people, at the width four to a row would give them", async () => {
    await arrange(["team", "team", "advisor", "advisor", "advisor", "advisor", "advisor"]);
    const { page, context } = await openTeam({ viewport: { width: 1440, height: 900 } });
    try {
      const heading = await page.locator("main section > h2").first().textContent();
      const team = (await cardsUnder(page, heading!))!;
      expect(team.cards).toHaveLength(2);
      const [first, second] = team.cards as [(typeof team.cards)[0], (typeof team.cards)[0]];
      expect(first.top).toBe(second.top);
      expect(first.width).toBeCloseTo(second.width, 0);
      // Four to a row would make each about a quarter of the list (less the gaps).
      expect(first.width).toBeCloseTo((team.list.right - team.list.left - 72) / 4, 0);
      expect(first.left - team.list.left).toBeCloseTo(team.list.right - second.right, 0);
      // The advisors: four, then one, centred.
      const advisors = (await cardsUnder(page, (await page.locator("main section > h2").nth(1).textContent())!))!;
      expect(rows(advisors.cards).map((row) => row.length)).toEqual([4, 1]);
      const last = rows(advisors.cards)[1]![0]!;
      expect(last.left - advisors.list.left).toBeCloseTo(advisors.list.right - last.right, 0);
    } finally {
      await context.close();
    }
  }, 120_000);

  it("lays seven out as four and three, the three centred, and leaves out a group with no one", async () => {
    await arrange(["team", "team", "team", "team", "team", "team", "team"]);
    for (const [viewport, shape] of [
      [{ viewport: { width: 1440, height: 900 } }, [4, 3]],
      [DESKTOP, [4, 3]],
      [{ viewport: { width: 768, height: 1024 } }, [2, 2, 2, 1]],
      [PHONE, [1, 1, 1, 1, 1, 1, 1]],
    ] as const) {
      const { page, context } = await openTeam(viewport);
      try {
        const headings = await page.locator("main section > h2").allTextContents();
        const team = (await cardsUnder(page, headings[0]!))!;
        expect(rows(team.cards).map((row) => row.length)).toEqual(shape);
        const widths = team.cards.map((card) => Math.round(card.width));
        expect(new Set(widths).size, `${viewport.viewport!.width} px`).toBe(1);
        const lastRow = rows(team.cards).at(-1)!;
        expect(lastRow[0]!.left - team.list.left).toBeCloseTo(team.list.right - lastRow.at(-1)!.right, 0);
        // No "Advisors" heading over an empty space.
        expect(headings).toHaveLength(2);
      } finally {
        await context.close();
      }
    }
  }, 120_000);
});
