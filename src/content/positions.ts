import type { EmploymentType } from "~shared/jobs";
/** Open positions (spec §2 Careers): four roles, all in London. Reused by the careers page and its JSON-LD. */
export type Position = {
  title: string;
  department: string;
  location: string;
  description: string;
  /** When the role was published (ISO date): fixed, so the JobPosting data is the same on every build. */
  datePosted: string;
  employmentType: EmploymentType;
};

export const positions: Position[] = [
  {
    title: "Senior Complex Systems Scientist",
    department: "Research",
    location: "London",
    datePosted: "2025-06-02",
    employmentType: "FULL_TIME",
    description:
      "Lead the design of agent-based and network models of financial systems, turning research on contagion, feedback loops and regime change into simulations our clients rely on. You will hold a PhD in physics, applied mathematics or a related field and enjoy seeing theory meet real balance sheets.",
  },
  {
    title: "Graph & Data Platform Engineer",
    department: "Engineering",
    location: "London",
    datePosted: "2025-06-02",
    employmentType: "FULL_TIME",
    description:
      "Build the graph data layer at the heart of the Kosmos Core Engine: ingesting exposures, ownership and market data at scale, and serving it to simulations with predictable latency. Experience with graph databases, streaming pipelines and strongly typed languages is expected.",
  },
  {
    title: "Full-Stack Engineer (React/TypeScript)",
    department: "Product Engineering",
    location: "London",
    datePosted: "2025-06-02",
    employmentType: "FULL_TIME",
    description:
      "Shape Kosmos Studio, our low-code workspace for building models and exploring results. You will own features from the API to the interface, care about accessibility and performance, and work closely with researchers and clients to make complex dynamics understandable.",
  },
  {
    title: "Client Solutions Lead, Financial Institutions",
    department: "Commercial",
    location: "London",
    datePosted: "2025-06-02",
    employmentType: "FULL_TIME",
    description:
      "Partner with risk, treasury and strategy teams at banks, asset managers and regulators to scope, deliver and grow Kosmos deployments. You bring a background in market or credit risk, consultative selling or implementation, and the credibility to discuss systemic risk with senior stakeholders.",
  },
];

/** The application page for a position; the title travels URL-encoded in the query string. */
export function applyHref(title: string): string {
  return `/apply?position=${encodeURIComponent(title)}`;
}
