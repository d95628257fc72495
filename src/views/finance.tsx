import type { ContentData } from "~shared/content-types";
import { FeaturePage } from "~/components/sections/FeaturePage";
import { audiences, closingCta, features } from "~/content/finance";

/** `hero`: the page's hero as published (src/content/site-content.ts). */
export default function FinancePage({ hero }: { hero: ContentData<"page-hero"> }) {
  return <FeaturePage hero={hero} features={features} grid={audiences} cta={closingCta} />;
}
