import { PageHero } from "~/components/sections/PageHero";
import { pageMeta } from "~/lib/meta";

export const meta = () => pageMeta("/");

export default function HomePage() {
  return <PageHero title="The Intelligence Engine for Modern Finance" />;
}
