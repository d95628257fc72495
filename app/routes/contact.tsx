import { PageHero } from "~/components/sections/PageHero";
import { pageMeta } from "~/lib/meta";

export const meta = () => pageMeta("/contact");

export default function ContactPage() {
  return <PageHero title="Contact" />;
}
