import { PageHero } from "~/components/sections/PageHero";
import { pageMeta } from "~/lib/meta";

export const meta = () => pageMeta("/about");

export default function AboutPage() {
  return <PageHero title="ORDER FROM CHAOS, CLARITY THROUGH INSIGHT" />;
}
