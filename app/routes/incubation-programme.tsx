import { PageHero } from "~/components/sections/PageHero";
import { pageMeta } from "~/lib/meta";

export const meta = () => pageMeta("/incubation-programme");

export default function IncubationProgrammePage() {
  return <PageHero title="Incubation Programme" />;
}
