import { PageHero } from "~/components/sections/PageHero";
import { pageMeta } from "~/lib/meta";

export const meta = () => pageMeta("/technology");

export default function TechnologyPage() {
  return <PageHero title="Technology" />;
}
