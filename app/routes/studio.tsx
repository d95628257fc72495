import { PageHero } from "~/components/sections/PageHero";
import { pageMeta } from "~/lib/meta";

export const meta = () => pageMeta("/platform/studio");

export default function StudioPage() {
  return <PageHero title="Visual Model Builder" />;
}
