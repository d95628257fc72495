import { PageHero } from "~/components/sections/PageHero";
import { pageMeta } from "~/lib/meta";

export const meta = () => pageMeta("/kosmos-labs");

export default function LabsPage() {
  return <PageHero title="Kosmos Labs" />;
}
