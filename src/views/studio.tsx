import type { ContentData } from "~shared/content-types";
import { FeaturePage } from "~/components/sections/FeaturePage";
import { capabilities, closingCta, features } from "~/content/studio";

/** `hero`: the page's hero as published (src/content/site-content.ts). */
export default function StudioPage({ hero }: { hero: ContentData<"page-hero"> }) {
  return <FeaturePage hero={hero} features={features} grid={capabilities} cta={closingCta} />;
}
