import { PageHero } from "~/components/sections/PageHero";
import { pageMeta } from "~/lib/meta";

export const meta = () => pageMeta("/kosmos-institute");

export default function InstitutePage() {
  return <PageHero title="Kosmos Institute" />;
}
