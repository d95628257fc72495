/**
 * The heroes of the pages (platform, solution, technology, labs, institute, about, careers,
 * contact, team, partnerships, the labs' two forms) as they were
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
  about: {
    eyebrow: "About Kosmos Intelligence",
    title: "ORDER FROM CHAOS, CLARITY THROUGH INSIGHT",
    lead: "We build digital twins of financial systems, so that the institutions responsible for them can see systemic risk and opportunity before they emerge.",
  },
  careers: {
    eyebrow: "Join Kosmos Intelligence",
    title: "Careers",
    lead: "Help us build the intelligence engine for modern finance, and bring order from chaos.",
  },
  contact: {
    eyebrow: "Talk to Kosmos",
    title: "Contact Us",
    lead: "Request a demo, discuss a partnership or ask us a question. Tell us a little about what you need and the right person will get back to you.",
  },
  "our-team": {
    eyebrow: "The people behind Kosmos",
    title: "Our Team",
    lead: "Scientists, engineers and practitioners from finance and public policy, united by the conviction that complex systems can be understood, modelled and anticipated.",
  },
  "research-partnerships": {
    eyebrow: "Kosmos Labs",
    title: "Research Partnerships",
    lead: "Partner with Kosmos Labs to advance the science of complex financial systems, from agent-based models to explainable AI.",
  },
  "incubation-programme": {
    eyebrow: "Kosmos Labs",
    title: "Incubation Programme",
    lead: "Support for early-stage researchers and founders turning ideas about complex systems into models, tools and ventures.",
  },
  partnerships: {
    eyebrow: "Working together",
    title: "Partnerships",
    lead: "We work with leading research institutions and businesses to advance the science of complex systems and to bring it to the institutions that need it.",
  },
} as const;
