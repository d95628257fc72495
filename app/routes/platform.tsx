import { PageHero } from "~/components/sections/PageHero";
import { pageMeta } from "~/lib/meta";

export const meta = () => pageMeta("/platform");

export default function PlatformPage() {
  return <PageHero title="Paradigm Shift" />;
}
