import type { Picture } from "~shared/picture";
import { site } from "~/config/site";

/** Partners (spec §2 Partnerships). Logos are drawn by the site from the monogram: no external images. */
export type Partner = {
  id: string;
  name: string;
  url: string;
  description: string;
  /** Short mark drawn in the logo. */
  monogram: string;
  /** Their logo from the media library, shown instead of the monogram. */
  logo?: Picture;
};

export const partnerStats = [
  { value: "5+", label: "Active partners" },
  { value: "2", label: "Research institutions" },
  { value: "3", label: "Business partners" },
] as const;

export const universities: Partner[] = [
  {
    id: "northgate",
    name: "University of Northgate",
    url: "https://www.northgate.ac.uk",
    monogram: "UN",
    description:
      "Joint research on agent-based models of interbank contagion and the validation of simulation results against historical crises.",
  },
  {
    id: "thameside",
    name: "Thameside Institute of Technology",
    url: "https://www.thameside.ac.uk",
    monogram: "TIT",
    description:
      "Collaboration on graph machine learning and explainable AI for systemic risk, including supervised doctoral research.",
  },
];

export const businessPartners: Partner[] = [
  {
    id: "northbridge",
    name: site.partner.name,
    url: site.partner.url,
    monogram: "NC",
    description:
      "A global investment bank that uses Kosmos to stress test its trading book against market and geopolitical scenarios, and helps shape our solution suite for finance.",
  },
  {
    id: "meridian-graph",
    name: "Meridian Graph Systems",
    url: "https://meridiangraph.example.com",
    monogram: "MG",
    description:
      "Our graph database technology partner: together we tune the storage and query layer behind the Kosmos Core Engine for networks of millions of exposures.",
  },
  {
    id: "ashgrove",
    name: "Ashgrove Advisory",
    url: "https://ashgrove.example.com",
    monogram: "AA",
    description:
      "A risk and regulatory consultancy that implements Kosmos for banks and insurers and integrates it with their existing risk frameworks.",
  },
];
