import type { ContentData } from "~shared/content-types";
import { FeaturePage } from "~/components/sections/FeaturePage";
import { features } from "~/content/finance";
import type { Call, SectionWithCards } from "~/content/site-content";

/** `hero`, `grid` (the section of cards under the features) and `closing` (the closing call): as published. */
export default function FinancePage({
  hero,
  grid,
  closing,
}: {
  hero: ContentData<"page-hero">;
  grid: SectionWithCards;
  closing: Call;
}) {
  return <FeaturePage hero={hero} features={features} grid={grid} cta={closing} />;
}
