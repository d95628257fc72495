import { PageHero } from "~/components/sections/PageHero";
import { pageMeta } from "~/lib/meta";

export const meta = () => pageMeta("/privacy");

export default function PrivacyPage() {
  return <PageHero title="Privacy Notice" />;
}
