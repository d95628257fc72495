import type { ComponentProps } from "react";
import { LabsProgramme } from "./labs-programme";

/** `hero`, `offer`, `apply` as published; `form`: the application form island, placed by the .astro page. */
export default function IncubationProgrammePage(props: Omit<ComponentProps<typeof LabsProgramme>, "offerId">) {
  return <LabsProgramme {...props} offerId="programme-heading" />;
}
