import type { ContentData } from "~shared/content-types";
import { FeaturePage } from "~/components/sections/FeaturePage";
import { closingCta, features } from "~/content/finance";
import type { SectionWithCards } from "~/content/site-content";

/** `hero`: the page's hero as published (src/content/site-content.ts). */
/** `grid`: the section of cards under the features, as published. */
export default function FinancePage({ hero, grid }: { hero: ContentData<"page-hero">; grid: SectionWithCards }) {
  return <FeaturePage hero={hero} features={features} grid={grid} cta={closingCta} />;
}
