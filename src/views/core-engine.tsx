import { FeaturePage } from "~/components/sections/FeaturePage";
import { capabilities, closingCta, features, hero } from "~/content/core-engine";

export default function CoreEnginePage() {
  return <FeaturePage hero={hero} features={features} grid={capabilities} cta={closingCta} />;
}
