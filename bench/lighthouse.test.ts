import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { hasNoScript, missedBudgets, spread, summarise } from "./budgets";
import { imageBytesBeforeLcp, type LighthouseSample } from "./lighthouse";
import { baselineWarnings, formatSpread, type TargetResult } from "./report";
import { referencePage } from "./reference-page";
import type { ScriptPhase, ScriptProbe } from "./script-probe";
import { HOME_CHALLENGES, HOME_HERO } from "./site";

const perfect: LighthouseSample = {
  performance: 100,
  fcpMs: 700,
  lcpMs: 700,
  tbtMs: 0,
  cls: 0,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  scriptKb: 0,
  totalKb: 10,
  imageKbBeforeLcp: 0,
  benchmarkIndex: 2000,
  lcpElement: "<h1>",
  failedAudits: [],
  runWarnings: [],
  lighthouseVersion: "12",
  userAgent: "",
};
const route = (...changes: Partial<LighthouseSample>[]) => summarise(changes.map((c) => ({ ...perfect, ...c })));
const phase = (requests: number, inline = 0): ScriptPhase => ({ requests, kb: requests * 10, inline, urls: [] });
const probe = (first: ScriptPhase, after: ScriptPhase = first): ScriptProbe => ({
  firstScreen: first,
  afterScroll: after,
  pageErrors: [],
});

describe("the statistics the budgets are judged on", () => {
  it("takes the median and range of the runs, skipping runs that gave no number", () => {
    expect(spread([300, 20, 40])).toEqual({ median: 40, min: 20, max: 300 });
    expect(spread([40, NaN, 20, 300])).toEqual({ median: 40, min: 20, max: 300 });
    expect(spread([NaN]).median).toBeNaN();
  });

  it("prints the range only where the runs differ", () => {
    expect(formatSpread({ median: 40, min: 20, max: 300 })).toBe("40 (20–300)");
    expect(formatSpread({ median: 812, min: 812, max: 812 }, 1000, 2)).toBe("0.81");
    expect(formatSpread({ median: NaN, min: NaN, max: NaN })).toBe("n/a");
  });
});

describe("the performance budgets", () => {
  it("passes a route that meets them all, judged on the median of its runs", () => {
    expect(missedBudgets(route({}, { tbtMs: 400, performance: 80 }, {}), 700)).toEqual([]);
  });

  it("names every budget a route misses", () => {
    const slow = route({ performance: 99, tbtMs: 51, cls: 0.01, accessibility: 98, bestPractices: 96, seo: 92 });
    expect(missedBudgets(slow, 700)).toEqual(["performance", "TBT", "CLS", "accessibility", "best practices", "SEO"]);
  });

  it("allows an LCP up to 15% over the reference's of the same run, not more", () => {
    expect(missedBudgets(route({ lcpMs: 805 }), 700)).toEqual([]);
    expect(missedBudgets(route({ lcpMs: 806 }), 700)).toEqual(["LCP"]);
    // The reference is not judged against itself.
    expect(missedBudgets(route({ lcpMs: 5000 }), null)).toEqual([]);
  });

  it("reads CLS as Lighthouse shows it, to three decimals", () => {
    expect(missedBudgets(route({ cls: 0.0004 }), 700)).toEqual([]);
    expect(missedBudgets(route({ cls: 0.0006 }), 700)).toEqual(["CLS"]);
  });

  it("fails a content route on any script, fetched or inline, before or after scrolling", () => {
    expect(missedBudgets(route({}), 700, probe(phase(0)), true)).toEqual([]);
    expect(missedBudgets(route({}), 700, probe(phase(0), phase(1)), true)).toEqual(["no script"]);
    expect(hasNoScript(probe(phase(0, 1)))).toBe(false);
    // A route with a form may load its island.
    expect(missedBudgets(route({}), 700, probe(phase(3)), false)).toEqual([]);
  });
});

describe("the reference page (bench/reference)", () => {
  const html = readFileSync(new URL("./reference/index.html", import.meta.url), "utf8");
  const text = html.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");

  it("repeats the home page's hero and first section word for word", () => {
    for (const words of [
      HOME_HERO.subtitle,
      HOME_HERO.title,
      HOME_HERO.tagline,
      HOME_HERO.primary.label,
      HOME_HERO.secondary.label,
      HOME_CHALLENGES.title,
      HOME_CHALLENGES.intro,
    ]) {
      expect(text).toContain(words);
    }
    for (const card of HOME_CHALLENGES.cards) {
      expect(text).toContain(card.title);
      expect(text).toContain(card.description);
    }
  });

  it("has no script and loads nothing from elsewhere", () => {
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toMatch(/\bon[a-z]+=/i);
    expect(html).not.toMatch(/(src|href)="(https?:)?\/\//);
  });
});

describe("the reference page", () => {
  it("arrives in one request, as the limit does: its CSS inline, no stylesheet or script; the site's own two typefaces", () => {
    const page = referencePage((name) => `/assets/${name}.H4sH.woff2`);
    expect(page).not.toMatch(/<link[^>]+rel="stylesheet"/);
    expect(page).not.toMatch(/<script\b|@import/);
    expect([...page.matchAll(/url\("([^"]+)"\)/g)].map((m) => m[1])).toEqual([
      "/assets/ibm-plex-sans-latin-wght-normal.H4sH.woff2",
      "/assets/ibm-plex-sans-core.H4sH.woff2",
      "/assets/space-grotesk-latin-wght-normal.H4sH.woff2",
      "/assets/space-grotesk-core.H4sH.woff2",
    ]);
    const css = readFileSync(new URL("./reference/reference.css", import.meta.url), "utf8").trim();
    expect(page).toContain(css.slice(css.indexOf('@font-face { font-family: "IBM Plex Sans Fallback"')));
  });

  it("carries the site's typefaces as the site declares them: the same files, display and fallbacks", () => {
    const site = readFileSync(new URL("../src/app.css", import.meta.url), "utf8");
    const reference = readFileSync(new URL("./reference/reference.css", import.meta.url), "utf8");
    const declarations = (css: string) =>
      [...css.matchAll(/@font-face \{([^}]*)\}/g)].map((m) =>
        m[1]!
          .replace(/url\("(?:font:|[^"]*\/)([a-z-]+)(\.woff2)?"\)/, "url($1)")
          .replace(/\s+/g, " ")
          .trim(),
      );
    expect(declarations(reference)).toEqual(declarations(site));
  });
});

describe("the floor page (bench/floor)", () => {
  const html = readFileSync(new URL("./floor/index.html", import.meta.url), "utf8");

  it("is a heading and a paragraph with nothing to fetch or run: no stylesheet, style, typeface, picture or script", () => {
    expect(html).not.toMatch(/<(script|style|img|svg|picture|iframe)\b/i);
    expect(html).not.toMatch(/rel="stylesheet"|\bstyle=|@font-face|\bon[a-z]+=/i);
    const body = html.slice(html.indexOf("<body>"));
    expect(body.match(/<[a-z0-9]+/gi)).toEqual(["<body", "<main", "<h1", "<p"]);
  });

  it("carries what Lighthouse's other audits ask of any page: a language, a title, a description, a viewport", () => {
    expect(html).toMatch(/<html lang="en-GB">/);
    expect(html).toMatch(/<title>[^<]+<\/title>/);
    expect(html).toMatch(/<meta name="description" content="[^"]+">/);
    expect(html).toMatch(/<meta name="viewport" content="width=device-width, initial-scale=1">/);
  });
});

describe("what the reference and the floor say about a run", () => {
  const result = (kind: TargetResult["kind"], missed: string[] = [], tbtMs = 0): TargetResult => ({
    label: kind,
    kind,
    summary: route({ tbtMs }),
    missed,
  });

  it("says nothing when both meet their budgets, whatever the routes miss", () => {
    expect(baselineWarnings([result("reference"), result("floor"), result("interactive", ["TBT"], 120)])).toEqual([]);
  });

  it("calls the run suspect when the reference misses a budget", () => {
    expect(baselineWarnings([result("reference", ["performance", "TBT"], 230), result("floor")])).toEqual([
      "The reference itself misses performance, TBT: this run's figures are suspect.",
    ]);
  });

  it("says the host, not the routes, when the floor misses a budget, with the floor's TBT", () => {
    const [referenceWarning, floorWarning] = baselineWarnings([
      result("reference", ["TBT"], 165),
      result("floor", ["performance", "TBT"], 250),
      result("content", ["TBT"], 90),
    ]);
    expect(referenceWarning).toBe("The reference itself misses TBT: this run's figures are suspect.");
    expect(floorWarning).toBe(
      "The floor itself misses performance, TBT (its median TBT 250 ms): this host costs a page with nothing in it more than the budget, so a route missing performance or TBT here says nothing about the route. Measure those on a quieter host.",
    );
  });
});

describe("the images a route loads before its largest paint", () => {
  it("counts the images whose transfer ended by the largest paint, nothing else", () => {
    const requests = [
      { resourceType: "Document", networkEndTime: 100, transferSize: 14_000 },
      { resourceType: "Image", networkEndTime: 400, transferSize: 20_000 },
      { resourceType: "Image", networkEndTime: 900, transferSize: 50_000 },
      { resourceType: "Image", networkEndTime: 1_500, transferSize: 80_000 },
    ];
    expect(imageBytesBeforeLcp(requests, 900)).toBe(70_000);
    expect(imageBytesBeforeLcp(requests, 300)).toBe(0);
  });
});
