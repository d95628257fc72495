import { FeaturePage } from "~/components/sections/FeaturePage";
import { capabilities, closingCta, features, hero } from "~/content/studio";

export default function StudioPage() {
  return <FeaturePage hero={hero} features={features} grid={capabilities} cta={closingCta} />;
}
