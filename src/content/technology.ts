import { BrainCircuit, Lightbulb, Orbit, Share2, Sigma, Users } from "lucide-react";
import { site } from "~/config/site";
import type { DisplayCard } from "~/components/sections/cards";

export const science = {
  title: "The Science Behind Kosmos",
  intro: "Rigorous methods from complexity science and computer science, engineered into one platform.",
  cards: [
    {
      title: "Artificial Intelligence",
      description:
        "Machine learning calibrates our models to observed behaviour, detects patterns across simulations and summarises results in plain language.",
      icon: BrainCircuit,
    },
    {
      title: "Graph Databases",
      description:
        "The financial system is a network. We store institutions, instruments and exposures as a graph, so contagion paths can be queried directly.",
      icon: Share2,
    },
    {
      title: "Chaos Theory",
      description:
        "Small differences in starting conditions can lead to very different outcomes. We measure that sensitivity instead of assuming it away.",
      icon: Orbit,
    },
    {
      title: "Agent-Based Modelling",
      description:
        "Each institution is modelled as an agent with its own balance sheet, constraints and strategy. System behaviour emerges from their interactions.",
      icon: Users,
    },
    {
      title: "Complex Modelling",
      description:
        "Feedback loops, non-linear effects and tipping points are modelled explicitly, across markets, credit, liquidity and policy.",
      icon: Sigma,
    },
    {
      title: "Explainable Recommendations",
      description:
        "Every recommendation comes with the chain of mechanisms behind it, so risk committees and supervisors can follow and challenge it.",
      icon: Lightbulb,
    },
  ],
} satisfies { title: string; intro: string; cards: DisplayCard[] };

export const pipeline = {
  title: "From Data to Decision",
  intro: "How the disciplines work together in a single analysis.",
  steps: [
    {
      title: "Map",
      text: "Positions, exposures and market data are loaded into a graph of the system you want to understand.",
    },
    {
      title: "Model",
      text: "Agents are assigned to each institution and calibrated with machine learning against observed behaviour.",
    },
    {
      title: "Simulate",
      text: "The system runs forward under thousands of scenarios, and chaos analysis measures how fragile each path is.",
    },
    {
      title: "Explain",
      text: "Results are traced back to their causes and turned into recommendations with their reasoning attached.",
    },
  ],
} as const;

export const closingCta = {
  title: "Explore Our Research",
  text: "Kosmos Labs, our research arm, works with universities to push these methods further.",
  primary: { label: "Visit Kosmos Labs", to: site.labsPath },
  secondary: { label: "Request a Demo", to: "/contact" },
} as const;
