import { PageHero } from "~/components/sections/PageHero";
import { pageMeta } from "~/lib/meta";

export const meta = () => pageMeta("/resources");

export default function ResourcesPage() {
  return <PageHero title="Resources" />;
}
