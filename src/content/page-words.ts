import {
  BookOpen,
  Compass,
  Cpu,
  Database,
  FlaskConical,
  Globe,
  HeartHandshake,
  Rocket,
  TrendingUp,
  Users,
} from "lucide-react";
import type { DisplayCard } from "~/components/sections/cards";

/**
 * The words of the pages around the forms and lists (careers, contact, the team, partnerships,
 * the Labs' two programmes, the library and its documentation): the seed of their sections and
 * cards (src/content/seed.ts), which staff edit from there.
 */
export const careers = {
  why: { title: "Why Join Kosmos?" },
  reasons: [
    {
      icon: FlaskConical,
      title: "Work at the Frontier of Science",
      description:
        "Apply complexity science, agent-based modelling and AI to problems that traditional tools cannot solve.",
    },
    {
      icon: Globe,
      title: "Meaningful Impact",
      description:
        "Help banks, regulators and governments anticipate crises before they happen, and make the financial system more resilient.",
    },
    {
      icon: TrendingUp,
      title: "Grow With Us",
      description:
        "Join early, take real ownership and grow your role as the company grows, with a budget for conferences and learning.",
    },
    {
      icon: HeartHandshake,
      title: "A Thoughtful Team",
      description:
        "Work alongside researchers and engineers who value rigour, candour and kindness, with flexible hybrid working from our London office.",
    },
  ] satisfies DisplayCard[],
  positions: { title: "Open Positions" },
  openApplication: {
    title: "Don't See the Right Role?",
    intro:
      "We are always interested in exceptional people. Send your CV and a few lines about what you would like to work on to our recruiting team.",
  },
};

export const contact = {
  message: { title: "Send Us a Message" },
  direct: { title: "Direct Contact", intro: "Prefer email? Write to us directly." },
  office: { title: "Our Office" },
  response: {
    title: "Response Time",
    intro: "We typically respond within one business day. For urgent matters, please email us at",
  },
};

export const team = {
  leadership: { title: "Leadership & Research", intro: "Select a card to read a biography." },
  advisors: {
    title: "Advisors",
    intro: "Our advisors bring decades of experience in science, risk management and financial supervision.",
  },
  join: {
    title: "Join Our Team",
    intro:
      "We are always glad to hear from talented people who want to work on hard problems that matter. See our open positions, or write to us if you think you could contribute.",
  },
};

export const partnerships = {
  research: {
    title: "Research Institutions",
    intro:
      "Our academic partners keep our models honest: joint research, shared data challenges and doctoral supervision.",
  },
  business: {
    title: "Business Partners",
    intro: "Clients, technology providers and implementation partners who help us build and deliver the platform.",
  },
  become: {
    title: "Become a Partner",
    intro:
      "Whether you are a university, a financial institution or a technology company, we would like to hear how we could work together.",
  },
};

export const researchPartnerships = {
  offer: {
    title: "What a Partnership Offers",
    intro:
      "We collaborate with universities, research institutes and central bank research teams. Partnerships range from a single joint paper to multi-year programmes with doctoral and post-doctoral researchers.",
  },
  offers: [
    {
      icon: Users,
      title: "Joint Research",
      description:
        "Work with our scientists on shared questions in systemic risk, contagion, market microstructure and geopolitical shocks, with co-authored publications.",
    },
    {
      icon: Database,
      title: "Access to the Platform",
      description:
        "Use the Kosmos Core Engine and Studio for your research, with synthetic and curated datasets and support from our engineers.",
    },
    {
      icon: BookOpen,
      title: "Open Science",
      description:
        "We support publication of methods and results. Commercially sensitive data stays protected under a clear collaboration agreement.",
    },
  ] satisfies DisplayCard[],
  apply: {
    title: "Apply for a Research Partnership",
    intro:
      "Tell us about your research area and the question you would like to explore. A short topic statement is enough to start; you may attach a fuller proposal. We reply to every application.",
  },
};

export const incubation = {
  programme: {
    title: "How the Programme Works",
    intro:
      "The programme runs for six months. Each cohort is small, so every project gets close attention. We look for ambitious work on financial stability, geopolitical risk, market dynamics or the methods that model them.",
  },
  support: [
    {
      icon: Compass,
      title: "Mentoring",
      description:
        "Regular sessions with our scientists, engineers and advisors to sharpen your research question and your route to impact.",
    },
    {
      icon: Cpu,
      title: "Compute & Tooling",
      description:
        "Access to the Kosmos modelling platform, compute for large simulations and help turning prototypes into robust software.",
    },
    {
      icon: Rocket,
      title: "A Route to Practice",
      description:
        "Introductions to financial institutions and policy makers who can test your ideas on real problems.",
    },
  ] satisfies DisplayCard[],
  apply: {
    title: "Apply to the Programme",
    intro:
      "Tell us about your research and the support you need. A short topic statement is enough to start; you may attach a fuller proposal.",
  },
};

export const documentation = {
  resources: { title: "Technical Resources" },
  support: {
    title: "Need Technical Support?",
    intro: "Our engineers help with integration, deployment and questions about the models.",
  },
};

/** The heroes of the pages that had theirs in the page's code. */
export const heroes = {
  resources: {
    eyebrow: "Resource library",
    title: "Resources",
    lead: "White papers, case studies, articles, webinars and news on systemic risk, geopolitics and the technology that models them.",
  },
  documentation: {
    eyebrow: "Resources",
    title: "Kosmos Documentation",
    lead: "Architecture, APIs, model methodology and deployment: the technical material behind the Kosmos platform.",
  },
};

/** The application page's heading, above the position applied for. */
export const apply = { eyebrow: "Careers at Kosmos", title: "Job Application" };
