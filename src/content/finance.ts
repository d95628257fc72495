import { Banknote, Building, Landmark, LineChart, PiggyBank, Scale } from "lucide-react";
import microstructure from "~/assets/illustrations/market-microstructure.svg";
import systemicRisk from "~/assets/illustrations/systemic-risk-assessment.svg";
import type { DisplayCard, Feature } from "~/components/sections/cards";

export const features: Feature[] = [
  {
    title: "Systemic Risk Assessment",
    summary:
      "Map the exposures between institutions and see how a shock at one of them travels through the system. Identify the nodes whose failure would matter most, and test the buffers and interventions that would contain it.",
    points: [
      "Contagion analysis across credit, funding and market channels",
      "Identification of systemically important nodes and concentrations",
      "Forward-looking stress tests beyond historical scenarios",
      "Evidence packs for internal capital and supervisory review",
    ],
    illustration: {
      src: systemicRisk.src,
      alt: "Illustration: a network of institutions in which a failing node, shown in red, passes stress to its neighbours, beside a heat map of exposures.",
      width: 640,
      height: 400,
    },
  },
  {
    title: "Market Microstructure Simulation",
    summary:
      "Simulate order books, market makers and trading strategies at the level of individual orders to understand liquidity, price impact and the conditions under which markets stop functioning.",
    points: [
      "Agent-based order books with realistic participant behaviour",
      "Liquidity stress and fire-sale dynamics",
      "Price-impact estimates for large trades and portfolio unwinds",
      "Testing of circuit breakers and market-design changes",
    ],
    illustration: {
      src: microstructure.src,
      alt: "Illustration: an order-book depth chart with bids in teal and asks in red, with trading agents sending orders towards the mid price.",
      width: 640,
      height: 400,
    },
  },
];

export const audiences = {
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

export const closingCta = {
  title: "See the Finance Suite on Your Data",
  text: "We will configure a demonstration around your portfolio and the scenarios you care about.",
  primary: { label: "Request a Demo", to: "/contact" },
  secondary: { label: "Platform Overview", to: "/platform" },
} as const;
