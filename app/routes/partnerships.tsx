import { PageHero } from "~/components/sections/PageHero";
import { pageMeta } from "~/lib/meta";

export const meta = () => pageMeta("/partnerships");

export default function PartnershipsPage() {
  return <PageHero title="Partnerships" />;
}
