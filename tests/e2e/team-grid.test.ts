import type { Page } from "playwright-core";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DESKTOP, PHONE, expectNoAxeViolations } from "./support/browser";
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

  it("looks finished with photos for some and initials for others: one card size, one round portrait box", async () => {
    await arrange(["team", "team", "team", "team", "team", "team", "team"]);
    const original = `originals/${crypto.randomUUID()}`;
    const photo = await sharp({ create: { width: 900, height: 1200, channels: 3, background: "#5b6b7c" } })
      .jpeg()
      .toBuffer();
    expect(
      (await admin.client.storage.from("media").upload(original, photo, { contentType: "image/jpeg" })).error,
    ).toBeNull();
    const row = await admin.client.from("media").insert({ name: "portrait.jpg", original }).select("id").single();
    const media = (row.data as { id: string }).id;
    await expect
      .poll(async () => (await admin.client.from("media").select("state").eq("id", media).single()).data?.state, {
        timeout: 30_000,
      })
      .toBe("ready");
    const people = (await liveItems(admin, "person")).sort((a, b) =>
      String(a.data.name).localeCompare(String(b.data.name)),
    );
    for (const person of people.slice(0, 2)) {
      const published = await admin.client.rpc("publish_with_override", {
        p_item: person.id,
        p_data: { ...person.data, photo: { media, alt: `Portrait of ${String(person.data.name)}`, decorative: false } },
        p_version: person.version,
        p_reason: "Trying the team page with photos for some",
      });
      expect(published.error).toBeNull();
    }
    await expect
      .poll(async () => (await site.pageText("/our-team")).match(/alt="Portrait of /g)?.length ?? 0, {
        timeout: 30_000,
      })
      .toBe(4); // each photo twice: on the card and in its biography's dialog

    for (const viewport of [{ viewport: { width: 1440, height: 900 } }, PHONE] as const) {
      const { page, context } = await openTeam(viewport);
      try {
        // The photos are lazy: each is brought into view and waited for.
        const photos = page.locator("main li > button > span img");
        await expect.poll(() => photos.count()).toBe(2);
        for (const photo of await photos.all()) {
          await photo.scrollIntoViewIfNeeded();
          await expect
            .poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
            .toBe(true);
        }
        await page.evaluate(() => window.scrollTo(0, 0));
        const cards = await page.evaluate(() =>
          [...document.querySelectorAll("main li")]
            .filter((li) => li.querySelector(':scope > button[aria-haspopup="dialog"]'))
            .map((li) => {
              const box = li.getBoundingClientRect();
              const portrait = li.querySelector("button > span")!;
              const round = portrait.getBoundingClientRect();
              const img = portrait.querySelector("img");
              return {
                width: Math.round(box.width),
                height: Math.round(box.height),
                top: Math.round(box.top),
                portrait: [Math.round(round.width), Math.round(round.height)],
                radius: getComputedStyle(portrait).borderTopLeftRadius,
                photo: img ? img.complete && img.naturalWidth > 0 : null,
                photoBox: img
                  ? [Math.round(img.getBoundingClientRect().width), Math.round(img.getBoundingClientRect().height)]
                  : null,
              };
            }),
        );
        expect(cards).toHaveLength(7);
        expect(cards.filter((card) => card.photo === true)).toHaveLength(2);
        // A photo fills its round box, as the initials do.
        for (const card of cards.filter((card) => card.photo)) expect(card.photoBox).toEqual([96, 96]);
        expect(new Set(cards.map((card) => card.portrait.join("x")))).toEqual(new Set(["96x96"]));
        expect(new Set(cards.map((card) => card.width)).size).toBe(1);
        // A row's cards are as tall as each other, photo or initials.
        for (const top of new Set(cards.map((card) => card.top)))
          expect(new Set(cards.filter((card) => card.top === top).map((card) => card.height)).size).toBe(1);
        expect(cards.every((card) => parseFloat(card.radius) >= 48)).toBe(true);
        await expectNoAxeViolations(page);
      } finally {
        await context.close();
      }
    }
  }, 180_000);
});
