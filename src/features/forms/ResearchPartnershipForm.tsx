import { island } from "~/components/ui/island";
import { ProgrammeApplicationForm } from "./ProgrammeApplicationForm";

/** The /research-partnerships application (rows in research_partnerships, files under research-partnerships/). */
export function ResearchPartnershipForm() {
  return <ProgrammeApplicationForm variant="researchPartnership" />;
}

/** The island a page mounts (client:seen). */
export default island(ResearchPartnershipForm);
