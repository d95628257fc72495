import { FeaturePage } from "~/components/sections/FeaturePage";
import { capabilities, closingCta, features, hero } from "~/content/studio";
import { pageMeta } from "~/lib/meta";

export const meta = () => pageMeta("/platform/studio");

export default function StudioPage() {
  return <FeaturePage hero={hero} features={features} grid={capabilities} cta={closingCta} />;
}
