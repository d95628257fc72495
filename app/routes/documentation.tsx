import { PageHero } from "~/components/sections/PageHero";
import { pageMeta } from "~/lib/meta";

export const meta = () => pageMeta("/resources/documentation");

export default function DocumentationPage() {
  return <PageHero title="Kosmos Documentation" />;
}
