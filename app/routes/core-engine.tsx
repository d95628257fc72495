import { PageHero } from "~/components/sections/PageHero";
import { pageMeta } from "~/lib/meta";

export const meta = () => pageMeta("/platform/core-engine");

export default function CoreEnginePage() {
  return <PageHero title="Chaos & ABM Engine" />;
}
