/**
 * The heroes of the platform, solution, technology, labs and institute pages as they were
 * written before they were content: the seed of the page heroes (src/content/seed.ts). Kept
 * apart from the pages' other texts, whose modules import images a script cannot load.
 */
export const pageHeroes = {
  platform: {
    eyebrow: "Platform",
    title: "The Kosmos Platform",
    lead: "A modelling-first platform that builds digital twins of financial systems, so you can see how risk will travel before it does.",
  },
  "core-engine": {
    eyebrow: "Platform · Layer 1",
    title: "Core Engine",
    lead: "The simulation heart of Kosmos: a living model of the financial system that you can push, stress and question.",
  },
  studio: {
    eyebrow: "Platform · Layer 2",
    title: "Studio",
    lead: "The low-code workspace for Kosmos: build models visually, run scenarios and share what you find, without writing code.",
  },
  finance: {
    eyebrow: "Solution Suite",
    title: "Solutions for Finance",
    lead: "Ready-to-deploy applications for banks, asset managers and regulators, built on the Kosmos Core Engine.",
  },
  technology: {
    eyebrow: "R&D",
    title: "Technology",
    lead: "Kosmos brings together six disciplines that are rarely combined: each answers a question the others cannot.",
  },
  labs: {
    eyebrow: "Research & Development",
    title: "Kosmos Labs",
    lead: "Our research arm, where complexity science meets financial practice and new methods are tested before they reach the platform.",
  },
  institute: {
    eyebrow: "Non-profit",
    title: "Kosmos Institute",
    lead: "Independent research and education on systemic risk, for the public good.",
  },
} as const;
