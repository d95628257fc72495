import type { ContentData } from "~shared/content-types";
import type { Feature } from "~/components/sections/cards";
import { FeaturePage } from "~/components/sections/FeaturePage";
import type { Call, SectionWithCards } from "~/content/site-content";

/** `hero`, `features` (the illustrated features), `grid` (the section of cards under them) and `closing` (the closing call): as published. */
export default function StudioPage({
  hero,
  features,
  grid,
  closing,
}: {
  hero: ContentData<"page-hero">;
  features: Feature[];
  grid: SectionWithCards;
  closing: Call;
}) {
  return <FeaturePage hero={hero} features={features} grid={grid} cta={closing} />;
}
