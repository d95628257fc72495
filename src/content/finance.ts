import type { FeatureWords } from "~/components/sections/cards";

export const features: FeatureWords[] = [
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
    illustration: "systemic-risk-assessment",
    alt: "Illustration: a network of institutions in which a failing node, shown in red, passes stress to its neighbours, beside a heat map of exposures.",
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
    illustration: "market-microstructure",
    alt: "Illustration: an order-book depth chart with bids in teal and asks in red, with trading agents sending orders towards the mid price.",
  },
];
