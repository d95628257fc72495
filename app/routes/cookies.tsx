import { PageHero } from "~/components/sections/PageHero";
import { pageMeta } from "~/lib/meta";

export const meta = () => pageMeta("/cookies");

export default function CookiesPage() {
  return <PageHero title="Cookie Policy" />;
}
