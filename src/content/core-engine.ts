import type { FeatureWords } from "~/components/sections/cards";

export const features: FeatureWords[] = [
  {
    title: "Chaos & ABM Engine",
    summary:
      "Markets are complex adaptive systems. Our engine represents banks, funds, dealers and central banks as agents with their own balance sheets and behaviour, connected by real exposures, and uses the mathematics of chaos to measure how sensitive the whole system is to small shocks.",
    points: [
      "Agent-based models of institutions, each with its own rules, constraints and strategies",
      "Non-linear dynamics that capture tipping points, feedback loops and cascades",
      "Sensitivity analysis that shows which starting conditions matter most",
      "Thousands of scenario paths run in parallel for a full distribution of outcomes",
    ],
    illustration: "chaos-abm-engine",
    alt: "Illustration: a butterfly-shaped chaotic attractor traced over a grid, surrounded by agents shown as coloured dots.",
  },
  {
    title: "AI-Driven Analytics",
    summary:
      "Machine learning calibrates the agents to observed data, spots early-warning patterns across simulations and turns the results into recommendations that state their reasons.",
    points: [
      "Calibration of agent behaviour against market and supervisory data",
      "Pattern detection across millions of simulated paths",
      "Explainable recommendations that trace each result to its causes",
      "Natural-language summaries for risk committees and boards",
    ],
    illustration: "ai-driven-analytics",
    alt: "Illustration: a layered neural network feeding a forecast chart in which a dashed red line marks a projected stress event.",
  },
];
