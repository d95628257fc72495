import { PageHero } from "~/components/sections/PageHero";
import { pageMeta } from "~/lib/meta";

export const meta = () => pageMeta("/terms");

export default function TermsPage() {
  return <PageHero title="Terms of Use" />;
}
