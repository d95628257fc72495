import { PageHero } from "~/components/sections/PageHero";
import { pageMeta } from "~/lib/meta";

export const meta = () => pageMeta("/apply");

export default function ApplyPage() {
  return <PageHero title="Job Application" />;
}
