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
