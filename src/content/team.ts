import type { Picture } from "~shared/picture";
/** Team members and advisors (spec §2 Our team, §3 static content records). */
export type Person = {
  /** Stable key, also used to build element ids. */
  id: string;
  name: string;
  title: string;
  /** Biography, one string a paragraph. */
  bio: string[];
  /** Their photo from the media library (without one, cards show initials or, not yet announced, an icon). */
  image?: Picture;
  /** Professional profile (LinkedIn). */
  linkedin?: string;
  /** Not yet announced publicly: shown with a placeholder icon instead of initials. */
  undisclosed?: boolean;
};

export const teamMembers: Person[] = [
  {
    id: "daniel-ashworth",
    name: "Dr Daniel Ashworth",
    title: "Founder & Chief Executive Officer",
    linkedin: "https://www.linkedin.com/in/daniel-ashworth-kosmos",
    bio: [
      "Daniel founded Kosmos Intelligence to give financial institutions a way to see systemic risk before it materialises. He spent more than a decade in market risk and stress testing at global banks in London and Frankfurt, where he saw at first hand how models built on historical correlations failed when conditions changed.",
      "He holds a PhD in complex systems from a London university, where his research applied agent-based modelling to contagion in interbank markets. He leads the company's strategy, its work with clients and regulators, and its commitment to scientific rigour.",
    ],
  },
  {
    id: "chief-technology-officer",
    name: "To be announced",
    title: "Chief Technology Officer",
    undisclosed: true,
    bio: [
      "Our Chief Technology Officer brings many years of experience building large-scale data and simulation platforms for regulated industries. Their appointment will be announced shortly.",
      "They lead the engineering of the Kosmos Core Engine and Studio, with responsibility for architecture, security and the reliability our clients depend on.",
    ],
  },
  {
    id: "amara-okafor",
    name: "Dr Amara Okafor",
    title: "Political Risk Researcher",
    linkedin: "https://www.linkedin.com/in/amara-okafor-research",
    bio: [
      "Amara studies how political events, sanctions and policy decisions propagate through markets and economies. Before joining Kosmos she was a research fellow in international political economy, advising public bodies on geopolitical scenario analysis.",
      "At Kosmos she designs the geopolitical scenarios and shock models that let clients test their exposure to elections, conflicts and regulatory change.",
    ],
  },
  {
    id: "tomasz-wieczorek",
    name: "Tomasz Wieczorek",
    title: "Financial Markets Researcher",
    linkedin: "https://www.linkedin.com/in/tomasz-wieczorek-markets",
    bio: [
      "Tomasz researches market microstructure, liquidity and the behaviour of market participants under stress. He previously worked as a quantitative analyst on a fixed-income trading desk, building models of order flow and funding liquidity.",
      "He calibrates the agent-based market models in the Kosmos Core Engine against observed data, so that simulated stress scenarios remain grounded in how real markets behave.",
    ],
  },
];

export const advisors: Person[] = [
  {
    id: "helen-carrow",
    name: "Professor Helen Carrow",
    title: "Scientific Advisor, Complex Systems",
    linkedin: "https://www.linkedin.com/in/helen-carrow-complexity",
    bio: [
      "Helen is a professor of applied mathematics specialising in non-linear dynamics and network science. Her work on cascading failures in networks has been applied to power grids, supply chains and financial systems.",
      "She advises Kosmos on modelling methodology and on the validation of the Core Engine, and connects the company with academic research on complexity.",
    ],
  },
  {
    id: "richard-pemberton",
    name: "Richard Pemberton",
    title: "Industry Advisor, Risk & Regulation",
    linkedin: "https://www.linkedin.com/in/richard-pemberton-risk",
    bio: [
      "Richard spent thirty years in banking, latterly as Chief Risk Officer of an international bank, and has served on industry working groups on stress testing and operational resilience.",
      "He advises Kosmos on the needs of risk functions and supervisors, helping the company shape its products around the decisions institutions actually have to make.",
    ],
  },
  {
    id: "advisor-to-be-announced",
    name: "To be announced",
    title: "Advisor",
    undisclosed: true,
    bio: [
      "A senior figure from public policy and financial supervision has agreed to join our advisory board. Their appointment will be announced shortly.",
    ],
  },
];

/** Initials for the avatar: the first letters of the first and last names, titles such as Dr left out. */
export function initials(name: string): string {
  const words = name.split(/\s+/).filter((word) => word && !/^(dr|prof|professor|sir|dame|mr|mrs|ms)\.?$/i.test(word));
  if (words.length === 0) return "";
  const first = words[0]!.charAt(0);
  const last = words.length > 1 ? words[words.length - 1]!.charAt(0) : "";
  return (first + last).toUpperCase();
}
