import { BookOpen, Code2, GraduationCap, Landmark } from "lucide-react";
import type { DisplayCard } from "~/components/sections/cards";

export const mission = {
  title: "Our Mission",
  paragraphs: [
    "Financial crises are public problems. Their costs fall on households, businesses and governments far beyond the institutions where they start. Yet the tools that help us understand how risk spreads through the financial system are too often proprietary, expensive or out of reach.",
    "The Kosmos Institute is a non-profit set up to change that. We fund open research into the dynamics of financial systems, train the next generation of researchers and policymakers, and make our methods available to the public institutions that need them.",
  ],
} as const;

export const pillars = {
  title: "Four Pillars",
  intro: "Everything the Institute does falls under one of four programmes.",
  cards: [
    {
      title: "Open Research",
      description: "Grants and fellowships for research on systemic risk, with results published openly.",
      icon: BookOpen,
    },
    {
      title: "Education",
      description: "Courses, summer schools and teaching materials on complexity science and financial stability.",
      icon: GraduationCap,
    },
    {
      title: "Policy Dialogue",
      description:
        "Independent analysis and round tables that bring researchers, regulators and practitioners together.",
      icon: Landmark,
    },
    {
      title: "Open Tools",
      description: "Open-source models and reference datasets that anyone can inspect, reuse and improve.",
      icon: Code2,
    },
  ],
} satisfies { title: string; intro: string; cards: DisplayCard[] };

/**
 * How one piece of the Institute's work runs, drawn as a timeline: the four pillars in the order a
 * question passes through them. A sequence, not a dated history: staff add or change the steps.
 */
export const journey = {
  title: "From Question to Public Good",
  intro: "How a piece of the Institute's work runs, from the question that starts it to the tools that outlive it.",
  steps: [
    {
      title: "A Public Question",
      text: "Regulators, central banks and public bodies bring the questions that matter for financial stability to our round tables.",
    },
    {
      title: "Open Research",
      text: "Fellows and grant holders study them with the methods of complexity science, sharing data and code as they go.",
    },
    {
      title: "Peer Review",
      text: "Results are reviewed by independent researchers and published with their methods, so that others can check them.",
    },
    {
      title: "Tools and Teaching",
      text: "What stands up becomes open tools and course material for the next generation of researchers and policymakers.",
    },
  ],
} as const;

export const principles = {
  title: "Our Principles",
  items: [
    {
      title: "Independence",
      text: "Our research agenda is set by our board and academic council, not by commercial interests.",
    },
    { title: "Openness", text: "We publish methods, code and findings so that others can check and build on them." },
    {
      title: "Rigour",
      text: "Our work is peer reviewed and we are clear about what our models can and cannot tell us.",
    },
    {
      title: "Public Benefit",
      text: "We judge our success by its contribution to a more stable financial system for everyone.",
    },
  ],
} as const;

export const partnerWithUs = {
  title: "Partner With Us",
  intro:
    "Universities, public bodies, foundations and companies support the Institute in different ways. Tell us how you would like to work with us.",
  options: [
    {
      title: "Research collaboration",
      text: "Co-supervise fellows, share data or propose a joint project.",
      link: "Propose a research collaboration",
      subject: "Research collaboration",
    },
    {
      title: "Education and training",
      text: "Host a course, contribute teaching material or send participants to our summer school.",
      link: "Discuss an education partnership",
      subject: "Education partnership",
    },
    {
      title: "Funding and support",
      text: "Fund a fellowship, a programme or the Institute's open tools.",
      link: "Talk to us about funding",
      subject: "Funding and support",
    },
  ],
} as const;
