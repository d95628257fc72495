import { describe, expect, it } from "vitest";
import { pages } from "~/config/pages";
import type { DisplayCard } from "~/components/sections/cards";
import * as home from "./home";
import * as labs from "./labs";
import * as platform from "./platform";
import * as technology from "./technology";
import { coreEngineClosing, financeClosing, studioClosing } from "./product-cards";
import { illustrationOf } from "./illustrations";
import { seedContent } from "./seed";

const routePaths = new Set(pages.map((page) => page.path));

/** Every internal link the marketing content declares: card links and call-to-action buttons. */
function internalLinks(): { from: string; to: string }[] {
  const cards: DisplayCard[] = [
    ...home.platform.cards,
    ...home.successStories.cards,
    platform.architecture.coreEngine,
    platform.architecture.studio,
  ];
  const ctas = [
    home.hero.primary,
    home.hero.secondary,
    ...[
      home.closingCta,
      platform.closingCta,
      technology.closingCta,
      labs.closingCta,
      coreEngineClosing,
      studioClosing,
      financeClosing,
    ].flatMap((cta): { label: string; to: string }[] => [cta.primary, cta.secondary]),
  ];
  const suites = platform.architecture.solutionSuites.suites.flatMap((suite) =>
    suite.available ? [{ from: suite.name, to: suite.to }] : [],
  );
  return [
    ...cards.flatMap((card) => (card.to ? [{ from: card.title, to: card.to }] : [])),
    // The seed's cards (content staff edit from there).
    ...seedContent.card.flatMap(({ data }) => (data.link ? [{ from: data.title, to: data.link }] : [])),
    ...seedContent.call.flatMap(({ data }) => [
      { from: data.primaryLabel, to: data.primaryLink },
      { from: data.secondaryLabel, to: data.secondaryLink },
    ]),
    ...ctas.map((cta) => ({ from: cta.label, to: cta.to })),
    ...suites,
  ];
}

describe("marketing content", () => {
  it("only links to routes the site has", () => {
    const broken = internalLinks().filter((link) => !routePaths.has(link.to));
    expect(broken).toEqual([]);
  });

  it("lists the six challenges of the spec, in its order", () => {
    expect(home.challenges.cards.map((card) => card.title)).toEqual([
      "System-Level Risk",
      "Geopolitical Impact",
      "Regulatory Requirements",
      "Hidden Dynamics",
      "Black Swan Detection",
      "Decision Uncertainty",
    ]);
  });

  it("tells the three success stories with their industries, each leading to the finance solutions", () => {
    expect(home.successStories.cards.map(({ title, industry, to }) => [title, industry, to])).toEqual([
      ["Systemic Risk Analysis", "Finance", "/solutions/finance"],
      ["Regulatory Compliance", "Banking", "/solutions/finance"],
      ["Policy Impact Assessment", "Government", "/solutions/finance"],
    ]);
  });

  it("offers Finance and shows Government and Future Sectors as unavailable", () => {
    const suites = platform.architecture.solutionSuites.suites.map((suite) => [suite.name, suite.available]);
    expect(suites).toEqual([
      ["Finance", true],
      ["Government", false],
      ["Future Sectors", false],
    ]);
  });

  it("gives every illustration of the seed a text alternative and its size", () => {
    const shown = [...seedContent.feature, ...seedContent.comparison].map(({ data }) =>
      illustrationOf(data.illustration, data.illustrationAlt),
    );
    expect(shown).toHaveLength(7);
    for (const picture of shown) {
      expect(picture.alt.length, picture.src).toBeGreaterThan(20);
      expect(picture.width, picture.src).toBeGreaterThan(0);
      expect(picture.height, picture.src).toBeGreaterThan(0);
    }
  });

  it("refuses to draw an illustration the site does not have, so a publish fails and keeps the last page", () => {
    expect(() => illustrationOf("photo-of-the-team", "The team")).toThrow(/No illustration photo-of-the-team/);
  });
});
