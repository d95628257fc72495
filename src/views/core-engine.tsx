import type { ContentData } from "~shared/content-types";
import { FeaturePage } from "~/components/sections/FeaturePage";
import { features } from "~/content/core-engine";
import { coreEngineClosing as closingCta } from "~/content/product-cards";
import type { SectionWithCards, SectionWords } from "~/content/site-content";

/** `hero`, `grid` (the section of cards under the features) and `closing` (the closing call's words): as published. */
export default function CoreEnginePage({
  hero,
  grid,
  closing,
}: {
  hero: ContentData<"page-hero">;
  grid: SectionWithCards;
  closing: SectionWords;
}) {
  const cta = { ...closingCta, title: closing.title, text: closing.intro ?? "" };
  return <FeaturePage hero={hero} features={features} grid={grid} cta={cta} />;
}
