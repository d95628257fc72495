import {
  Banknote,
  Boxes,
  Building,
  Database,
  GitBranch,
  History,
  Landmark,
  LineChart,
  MessageSquareText,
  MousePointerClick,
  PiggyBank,
  Scale,
  Share2,
  ShieldCheck,
  SlidersHorizontal,
  Timer,
  Users,
  UsersRound,
} from "lucide-react";
import type { DisplayCard } from "~/components/sections/cards";

/**
 * The product and solution pages' card sections and closing calls to action as they were written: the seed of their
 * sections and cards (src/content/seed.ts), kept apart from the pages' illustrations, which only
 * the build can import.
 */

/** The core engine page's cards. */
export const coreEngineCapabilities = {
  title: "Built for Serious Workloads",
  intro: "The engine is designed for institutions that need answers they can defend.",
  cards: [
    {
      title: "Graph-Native Data",
      description:
        "Exposures, ownership and funding links live in a graph database, so contagion paths are first-class data.",
      icon: Database,
    },
    {
      title: "Heterogeneous Agents",
      description: "Banks, funds, insurers and households each behave according to their own mandate and constraints.",
      icon: Users,
    },
    {
      title: "Scenario Branching",
      description:
        "Fork any simulation at any point to test an intervention against the path it would otherwise follow.",
      icon: GitBranch,
    },
    {
      title: "Modular Models",
      description:
        "Combine market, credit, liquidity and policy modules, or bring your own through documented interfaces.",
      icon: Boxes,
    },
    {
      title: "Fast Turnaround",
      description: "Distributed execution returns full scenario sets in hours, not weeks.",
      icon: Timer,
    },
    {
      title: "Reproducible by Design",
      description: "Every run is versioned with its data, parameters and random seeds, so any result can be recreated.",
      icon: ShieldCheck,
    },
  ],
} satisfies { title: string; intro: string; cards: DisplayCard[] };

/** The studio page's cards. */
export const studioCapabilities = {
  title: "Made for Analysts and Decision-Makers",
  intro: "Studio brings modelling to the people who own the questions.",
  cards: [
    {
      title: "Low-Code by Default",
      description: "Most models need no code at all; Python extensions are there when you need them.",
      icon: MousePointerClick,
    },
    {
      title: "Scenario Controls",
      description: "Adjust shocks, policies and behaviour with sliders and forms, then rerun in seconds.",
      icon: SlidersHorizontal,
    },
    {
      title: "Team Workspaces",
      description: "Share models and results across risk, treasury and strategy teams with role-based access.",
      icon: UsersRound,
    },
    {
      title: "Audit Trail",
      description: "Every change and every run is logged, ready for model-risk review.",
      icon: History,
    },
    {
      title: "Plain-Language Summaries",
      description: "Each result comes with a written explanation of what drove it.",
      icon: MessageSquareText,
    },
    {
      title: "Easy Sharing",
      description: "Publish a dashboard to colleagues with a link, or export it to your reporting tools.",
      icon: Share2,
    },
  ],
} satisfies { title: string; intro: string; cards: DisplayCard[] };

/** The finance page's cards. */
export const financeAudiences = {
  title: "Who It Is For",
  intro: "The Finance suite is configured for the questions each type of institution faces.",
  cards: [
    {
      title: "Investment Banks",
      description:
        "Counterparty contagion, trading-book stress and capital planning under extreme but plausible scenarios.",
      icon: Building,
    },
    {
      title: "Commercial Banks",
      description: "Funding and liquidity resilience, credit concentrations and forward-looking ICAAP scenarios.",
      icon: Banknote,
    },
    {
      title: "Asset Managers",
      description: "Liquidity mismatches, crowded positions and the market impact of redemptions.",
      icon: LineChart,
    },
    {
      title: "Insurers and Pension Funds",
      description: "Long-horizon asset and liability scenarios, including collateral calls in market dislocations.",
      icon: PiggyBank,
    },
    {
      title: "Central Banks",
      description: "System-wide stress testing and the effect of monetary and macroprudential tools.",
      icon: Landmark,
    },
    {
      title: "Regulators",
      description: "Transparent models for policy design, supervisory review and market oversight.",
      icon: Scale,
    },
  ],
} satisfies { title: string; intro: string; cards: DisplayCard[] };

/** The core engine page's closing call to action. */
export const coreEngineClosing = {
  title: "Put the Engine to Work",
  text: "Bring a scenario you are worried about and we will simulate it with you.",
  primary: { label: "Request a Demo", to: "/contact" },
  secondary: { label: "Discover Studio", to: "/platform/studio" },
} as const;

/** The studio page's closing call to action. */
export const studioClosing = {
  title: "Build Your First Model",
  text: "See how quickly your team can move from a question to a simulated answer.",
  primary: { label: "Request a Demo", to: "/contact" },
  secondary: { label: "Explore Solutions", to: "/solutions/finance" },
} as const;

/** The finance page's closing call to action. */
export const financeClosing = {
  title: "See the Finance Suite on Your Data",
  text: "We will configure a demonstration around your portfolio and the scenarios you care about.",
  primary: { label: "Request a Demo", to: "/contact" },
  secondary: { label: "Platform Overview", to: "/platform" },
} as const;
