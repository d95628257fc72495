import aiDrivenAnalytics from "~/assets/illustrations/ai-driven-analytics.svg";
import chaosAbmEngine from "~/assets/illustrations/chaos-abm-engine.svg";
import interactiveDashboards from "~/assets/illustrations/interactive-dashboards.svg";
import marketMicrostructure from "~/assets/illustrations/market-microstructure.svg";
import solutionHero from "~/assets/illustrations/solution-hero.svg";
import systemicRiskAssessment from "~/assets/illustrations/systemic-risk-assessment.svg";
import visualModelBuilder from "~/assets/illustrations/visual-model-builder.svg";
import type { IllustrationName } from "~/components/sections/cards";

/**
 * The file of each illustration content may choose (shared/content-types/ ILLUSTRATIONS names
 * them): kept apart from the seed, which scripts read without Astro's image imports. Each is drawn
 * at 640 × 400, so the page reserves its box before it loads.
 */
const FILES: Record<IllustrationName, { src: string }> = {
  "ai-driven-analytics": aiDrivenAnalytics,
  "chaos-abm-engine": chaosAbmEngine,
  "interactive-dashboards": interactiveDashboards,
  "market-microstructure": marketMicrostructure,
  "solution-hero": solutionHero,
  "systemic-risk-assessment": systemicRiskAssessment,
  "visual-model-builder": visualModelBuilder,
};

/** An illustration as an image element takes it, with the text that stands for it. */
export function illustrationOf(name: string, alt: string) {
  const file = (FILES as Record<string, { src: string } | undefined>)[name];
  if (!file) throw new Error(`No illustration ${name} (shared/content-types/ ILLUSTRATIONS lists them)`);
  return { src: file.src, alt, width: 640, height: 400 };
}
