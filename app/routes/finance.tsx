import { PageHero } from "~/components/sections/PageHero";
import { pageMeta } from "~/lib/meta";

export const meta = () => pageMeta("/solutions/finance");

export default function FinancePage() {
  return <PageHero title="Systemic Risk Assessment" />;
}
