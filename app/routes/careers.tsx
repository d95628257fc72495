import { PageHero } from "~/components/sections/PageHero";
import { pageMeta } from "~/lib/meta";

export const meta = () => pageMeta("/careers");

export default function CareersPage() {
  return <PageHero title="Careers" />;
}
