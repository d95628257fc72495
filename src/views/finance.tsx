import { FeaturePage } from "~/components/sections/FeaturePage";
import { audiences, closingCta, features, hero } from "~/content/finance";

export default function FinancePage() {
  return <FeaturePage hero={hero} features={features} grid={audiences} cta={closingCta} />;
}
