import { PageHero } from "~/components/sections/PageHero";
import { pageMeta } from "~/lib/meta";

export const meta = () => pageMeta("/research-partnerships");

export default function ResearchPartnershipsPage() {
  return <PageHero title="Research Partnerships" />;
}
