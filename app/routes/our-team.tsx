import { PageHero } from "~/components/sections/PageHero";
import { pageMeta } from "~/lib/meta";

export const meta = () => pageMeta("/our-team");

export default function OurTeamPage() {
  return <PageHero title="Join Our Team" />;
}
