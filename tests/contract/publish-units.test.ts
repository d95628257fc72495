import { describe, expect, it } from "vitest";
import { seedContent } from "../../src/content/seed";
import { everyRoute } from "../../server/publish/paths";
import { contentHashes, routesOfUnit } from "../../server/publish/snapshot";

const PAGES = everyRoute(["/index.html", "/careers/index.html", "/404.html", "/admin/index.html", "/assets/x.css"]);

describe("what a publish renders", () => {
  it("is exactly the routes that show the changed content", () => {
    expect(routesOfUnit("position", PAGES)).toEqual(["/careers", "/apply"]);
    expect(routesOfUnit("legal-page/privacy", PAGES)).toEqual(["/privacy"]);
    expect(routesOfUnit("page-hero/core-engine", PAGES)).toEqual(["/platform/core-engine"]);
    expect(routesOfUnit("home-hero", PAGES)).toEqual(["/", "/home"]);
    // The footer's settings are on every page, the not-found page included, never the back office's.
    expect(routesOfUnit("site-settings", PAGES)).toEqual(["/", "/404", "/careers"]);
    // The library: its listings and the sitemap; an article its own page; the documentation its page.
    expect(routesOfUnit("resources", PAGES)).toEqual(["/", "/home", "/resources", "/sitemap.xml"]);
    expect(routesOfUnit("resources/rate-shocks", PAGES)).toEqual(["/resources/rate-shocks"]);
    expect(routesOfUnit("documentation", PAGES)).toEqual(["/resources/documentation"]);
    // A card, a step, a figure or a feature: the page of the section it is shown in, no other.
    expect(routesOfUnit("card/home-platform", PAGES)).toEqual(["/", "/home"]);
    expect(routesOfUnit("card/about-values", PAGES)).toEqual(["/about"]);
    expect(routesOfUnit("step/technology-pipeline", PAGES)).toEqual(["/technology"]);
    expect(routesOfUnit("feature/studio-features", PAGES)).toEqual(["/platform/studio"]);
    expect(routesOfUnit("figure/labs-performance", PAGES)).toEqual(["/kosmos-labs"]);
    // The redirects are no page's: a publish writes their file. A New Year is every footer's.
    expect(routesOfUnit("redirects", PAGES)).toEqual([]);
    expect(routesOfUnit("year", PAGES)).toEqual(["/", "/404", "/careers"]);
  });

  it("publishes every page when the year turns, and only the redirects' file when a redirect changes", () => {
    const before = contentHashes(seedContent);
    const changed = (after: ReturnType<typeof contentHashes>) =>
      Object.keys(after).filter((unit) => after[unit] !== before[unit]);
    expect(changed(contentHashes({ ...seedContent, year: seedContent.year + 1 }))).toEqual(["year"]);
    expect(changed(contentHashes({ ...seedContent, redirects: [{ from: "/team", to: "/our-team" }] }))).toEqual([
      "redirects",
    ]);
  });

  it("renders a card's page when it changes, and both pages when it moves to another section", () => {
    const changedUnits = (edit: (content: typeof seedContent) => void) => {
      const edited = structuredClone(seedContent);
      edit(edited);
      const [before, after] = [contentHashes(seedContent), contentHashes(edited)];
      return Object.keys({ ...before, ...after })
        .filter((unit) => after[unit] !== before[unit])
        .sort();
    };
    const aboutValue = (content: typeof seedContent) =>
      content.card.find((card) => card.data.section === "about-values")!;
    expect(changedUnits((c) => (aboutValue(c).data.title = "Candour"))).toEqual(["card/about-values"]);
    expect(changedUnits((c) => (aboutValue(c).data.section = "careers-why"))).toEqual([
      "card/about-values",
      "card/careers-why",
    ]);
    // A section emptied keeps its unit (its page is rendered without cards, never taken down).
    const emptied = structuredClone(seedContent);
    emptied.card = emptied.card.filter((card) => card.data.section !== "about-values");
    expect(Object.keys(contentHashes(emptied))).toContain("card/about-values");
  });

  it("renders an article alone when only its body changes, and the listings when a card changes", () => {
    const body = { type: "doc" as const, content: [{ type: "paragraph", content: [{ type: "text", text: "One" }] }] };
    const withArticle = structuredClone(seedContent);
    withArticle.library.resources[0] = { ...withArticle.library.resources[0]!, slug: "primer", body };
    const edited = structuredClone(withArticle);
    edited.library.resources[0]!.body = {
      ...body,
      content: [{ type: "paragraph", content: [{ type: "text", text: "Two" }] }],
    };
    const [before, after] = [contentHashes(withArticle), contentHashes(edited)];
    expect(Object.keys(after).filter((unit) => after[unit] !== before[unit])).toEqual(["resources/primer"]);
    const retitled = structuredClone(withArticle);
    retitled.library.resources[0]!.title = "Another title";
    const changed = contentHashes(retitled);
    expect(
      Object.keys(changed)
        .filter((unit) => changed[unit] !== before[unit])
        .sort(),
    ).toEqual(["resources", "resources/primer"]);
    // A row's id is no part of any page.
    const renumbered = structuredClone(withArticle);
    renumbered.library.resources[0]!.id = "another-id";
    expect(contentHashes(renumbered)).toEqual(before);
  });

  it("fingerprints a type whole, or each item where each has its own route", () => {
    const units = Object.keys(contentHashes(seedContent));
    expect(units).toContain("position");
    expect(units).toContain("legal-page/terms");
    expect(units).toContain("page-hero/labs");
    expect(units).not.toContain("legal-page");
  });

  it("changes a fingerprint with the content, not with the order of a document's keys", () => {
    const reordered = structuredClone(seedContent);
    reordered["home-hero"][0]!.data = Object.fromEntries(
      Object.entries(reordered["home-hero"][0]!.data).reverse(),
    ) as (typeof reordered)["home-hero"][0]["data"];
    expect(contentHashes(reordered)).toEqual(contentHashes(seedContent));
    const changed = structuredClone(seedContent);
    changed["home-hero"][0]!.data.title = "Another title";
    expect(contentHashes(changed)["home-hero"]).not.toBe(contentHashes(seedContent)["home-hero"]);
    expect(contentHashes(changed).position).toBe(contentHashes(seedContent).position);
  });
});
