import { island } from "~/components/ui/island";
import { ProgrammeApplicationForm } from "./ProgrammeApplicationForm";

/** The /incubation-programme application (rows in incubation_programme, files under incubation-programme/). */
export function IncubationForm() {
  return <ProgrammeApplicationForm variant="incubation" />;
}

/** The island a page mounts (client:seen). */
export default island(IncubationForm);
