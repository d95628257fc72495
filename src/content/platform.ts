import type { Suite } from "~/components/sections/SuiteList";
import { Building2, Cpu, Landmark, LineChart, Rocket, Workflow } from "lucide-react";

export const paradigmShift = {
  title: "Paradigm Shift",
  eyebrow: "Why a new kind of platform",
  paragraphs: [
    "For decades, financial risk tools have worked by looking backwards. They fit statistical relationships to historical data and assume the future will resemble the past. That assumption holds in calm markets and fails precisely when it matters: in a crisis, correlations break, liquidity disappears and institutions that looked independent turn out to be tightly linked.",
    "Kosmos starts from the other end. We model the financial system itself: the institutions, their balance sheets, the exposures between them and the rules they follow. Then we let that model run forward under the scenarios you care about. Risk is not read off a chart; it emerges from the interactions, as it does in the real world.",
    "The result is a shift from prediction by analogy to understanding by simulation, with every outcome traceable to the mechanisms that produced it.",
  ],
  contrast: [
    { from: "Correlations in historical data", to: "Causal models of the system" },
    { from: "Single-point forecasts", to: "Distributions of simulated outcomes" },
    { from: "Black-box scores", to: "Explainable recommendations" },
  ],
} as const;

/** A sector inside the Solution Suites card: available ones link to their page, the rest are shown as coming soon. */

const suites: Suite[] = [
  { name: "Finance", icon: Building2, available: true, to: "/solutions/finance" },
  { name: "Government", icon: Landmark, available: false },
  { name: "Future Sectors", icon: Rocket, available: false },
];

export const architecture = {
  title: "Platform Architecture",
  intro: "Three layers, each usable on its own and designed to work together.",
  coreEngine: {
    title: "Core Engine",
    layer: "Layer 1",
    description:
      "The simulation heart of the platform. It combines chaos theory, agent-based modelling and AI on a graph database of the financial system.",
    icon: Cpu,
    to: "/platform/core-engine",
  },
  studio: {
    title: "Studio",
    layer: "Layer 2",
    description:
      "A low-code workspace where analysts build models visually, run scenarios and share interactive dashboards with decision-makers.",
    icon: Workflow,
    to: "/platform/studio",
  },
  solutionSuites: {
    title: "Solution Suites",
    layer: "Layer 3",
    description: "Ready-to-deploy applications for specific sectors, built on the engine and configured in Studio.",
    icon: LineChart,
    suites,
  },
} as const;

export const closingCta = {
  title: "See the Platform in Action",
  text: "We will walk you through a live simulation built around the questions your institution is asking.",
  primary: { label: "Request a Demo", to: "/contact" },
  secondary: { label: "Explore the Technology", to: "/technology" },
} as const;
