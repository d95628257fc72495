import {
  Activity,
  BadgeCheck,
  Compass,
  Crosshair,
  Eye,
  FileCheck2,
  Gauge,
  Globe2,
  Landmark,
  Layers,
  Lock,
  Network,
  Plug,
  Scale,
  ShieldAlert,
  Sparkles,
  TrendingUp,
  Waypoints,
  Zap,
} from "lucide-react";
import type { CaseCard, DisplayCard } from "~/components/sections/cards";

export const hero = {
  title: "The Intelligence Engine for Modern Finance",
  subtitle: "MODELLING-FIRST APPROACH FOR FINANCIAL INTELLIGENCE",
  tagline: "When other tools search for correlations in historical data, we model for the future",
  primary: { label: "Explore Platform", to: "/platform" },
  secondary: { label: "Request a Demo", to: "/contact" },
} as const;

export const challenges = {
  title: "Are You Facing These Challenges?",
  intro:
    "Financial institutions are asked to anticipate risks that have never appeared in their data. These are the problems we hear about most often.",
  cards: [
    {
      title: "System-Level Risk",
      description:
        "Exposures that look contained at desk level can combine across counterparties and markets into losses no single model captures.",
      icon: Network,
    },
    {
      title: "Geopolitical Impact",
      description:
        "Sanctions, elections and conflicts move markets through supply chains and capital flows faster than historical models can adjust.",
      icon: Globe2,
    },
    {
      title: "Regulatory Requirements",
      description:
        "Supervisors expect forward-looking stress tests and clear reasoning, not just back-tested figures from calmer periods.",
      icon: Scale,
    },
    {
      title: "Hidden Dynamics",
      description:
        "Feedback loops, crowded trades and liquidity spirals stay invisible until they unwind, and then they unwind together.",
      icon: Eye,
    },
    {
      title: "Black Swan Detection",
      description:
        "Rare, severe events sit outside the range of past data, so tools trained only on history are blind to them by design.",
      icon: ShieldAlert,
    },
    {
      title: "Decision Uncertainty",
      description:
        "Boards and investment committees need to know not only what might happen, but why, and what to do about it.",
      icon: Compass,
    },
  ],
} satisfies { title: string; intro: string; cards: DisplayCard[] };

export const solution = {
  eyebrow: "From correlation to causation",
  title: "Our Solution",
  intro:
    "Kosmos builds a digital twin of the financial system you operate in, then runs it forward. Instead of asking what happened last time, you can ask what the system will do next.",
  traditional: {
    title: "Traditional tools",
    points: [
      "Extrapolate correlations from historical data",
      "Treat institutions and markets as independent",
      "Miss events that have no precedent",
      "Produce scores without the reasoning behind them",
    ],
  },
  kosmos: {
    title: "The Kosmos approach",
    points: [
      "Simulate the system forward under thousands of scenarios",
      "Model the links between institutions, markets and policy",
      "Surface emergent and extreme outcomes before they occur",
      "Explain every recommendation step by step",
    ],
  },
  imageAlt:
    "Illustration: on the left, scattered historical data points with a straight trend line that misses a sudden shock; on the right, a network from which several diverging future scenarios branch out.",
} as const;

export const platform = {
  eyebrow: "Platform",
  title: "The Kosmos Platform",
  intro: "Three layers that work together, from the simulation engine to ready-made solutions for your sector.",
  cards: [
    {
      title: "Core Engine",
      description:
        "Chaos theory, agent-based modelling and AI on a graph of the financial system: the simulation heart of Kosmos.",
      icon: Layers,
      to: "/platform/core-engine",
    },
    {
      title: "Studio",
      description:
        "A low-code tool for building, calibrating and sharing models visually, without waiting for an engineering sprint.",
      icon: Waypoints,
      to: "/platform/studio",
    },
    {
      title: "Solution Suites",
      description:
        "Ready-to-deploy applications for Finance, Government and Enterprise, built on the engine and configured in Studio.",
      icon: Landmark,
      to: "/solutions/finance",
    },
  ],
} satisfies { eyebrow: string; title: string; intro: string; cards: DisplayCard[] };

export const whyChoose = {
  title: "Why Choose Kosmos",
  intro: "A modelling-first platform built for people who have to make decisions before the data exists.",
  cards: [
    {
      title: "Simulate Forward",
      description:
        "Run the system ahead under stress, policy and market scenarios, and see the range of outcomes rather than a single forecast.",
      icon: TrendingUp,
    },
    {
      title: "Uncover Emergence",
      description:
        "Find the behaviour that arises from interactions between participants: contagion, herding and cascades that no single entity causes.",
      icon: Sparkles,
    },
    {
      title: "Act with Precision",
      description:
        "Turn simulations into explainable recommendations that identify where to intervene, by how much and with what expected effect.",
      icon: Crosshair,
    },
  ],
} satisfies { title: string; intro: string; cards: DisplayCard[] };

export const benefits = {
  title: "What You Gain",
  intro: "The practical difference our clients notice in their first months with Kosmos.",
  cards: [
    {
      title: "Forward-Looking Stress Tests",
      description:
        "Scenarios built from how the system behaves, not only from the crises it has already lived through.",
      icon: Activity,
    },
    {
      title: "Explainable Results",
      description:
        "Every figure traces back to the mechanisms that produced it, ready for risk committees and supervisors.",
      icon: FileCheck2,
    },
    {
      title: "Faster Scenario Cycles",
      description: "Ask a new question in the morning and review the simulated answer the same day.",
      icon: Zap,
    },
    {
      title: "Early Warning Signals",
      description: "Monitor the indicators that precede stress, so you can act while options are still open.",
      icon: Gauge,
    },
    {
      title: "Works with Your Data",
      description:
        "Connect positions, exposures and market feeds through documented interfaces, with no rip-and-replace.",
      icon: Plug,
    },
    {
      title: "Enterprise-Grade Security",
      description:
        "Deployed in your environment or ours, with access controls and audit trails that satisfy your security team.",
      icon: Lock,
    },
  ],
} satisfies { title: string; intro: string; cards: DisplayCard[] };

export const successStories = {
  title: "Success Stories",
  intro: "How institutions use Kosmos to see further ahead.",
  highlight: {
    figure: "22%",
    text: "A global investment bank reduced potential losses by 22% in market stress scenarios.",
  },
  cards: [
    {
      title: "Systemic Risk Analysis",
      industry: "Finance",
      description:
        "Modelling contagion across its counterparty network showed a global investment bank concentrations its limit framework had missed, and guided the hedges behind its 22% reduction in potential losses.",
      icon: Network,
      to: "/solutions/finance",
    },
    {
      title: "Regulatory Compliance",
      industry: "Banking",
      description:
        "A retail and commercial bank replaced static stress templates with simulated scenarios its supervisor could follow from assumption to result.",
      icon: BadgeCheck,
      to: "/solutions/finance",
    },
    {
      title: "Policy Impact Assessment",
      industry: "Government",
      description:
        "A public authority tested proposed macroprudential measures on a digital twin of its banking sector before consulting on them.",
      icon: Landmark,
      to: "/solutions/finance",
    },
  ],
} satisfies { title: string; intro: string; highlight: { figure: string; text: string }; cards: CaseCard[] };

export const testimonial = {
  title: "Trusted by Industry Leaders",
  quote:
    "Kosmos changed the question we ask of our risk models. We no longer ask what happened last time; we ask what the system will do next, and we get answers our board can follow.",
  attribution: "Chief Risk Officer, Global Investment Bank",
} as const;

export const closingCta = {
  title: "Ready to Transform Your Financial Intelligence?",
  text: "See how a digital twin of your market behaves under the scenarios that matter to you.",
  primary: { label: "Request a Demo", to: "/contact" },
  secondary: { label: "Explore Platform", to: "/platform" },
} as const;
