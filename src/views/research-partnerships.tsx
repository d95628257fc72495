import type { ComponentProps } from "react";
import { LabsProgramme } from "./labs-programme";

/** `hero`, `offer`, `apply` as published; `form`: the application form island, placed by the .astro page. */
export default function ResearchPartnershipsPage(props: Omit<ComponentProps<typeof LabsProgramme>, "offerId">) {
  return <LabsProgramme {...props} offerId="offer-heading" />;
}
