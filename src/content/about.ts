import { Atom, Eye, FlaskConical, Lightbulb, Network, Radar, Target, TrendingUp, Users } from "lucide-react";
import type { DisplayCard } from "~/components/sections/cards";

/** The About page as it was written: the seed of its sections and cards (src/content/seed.ts). */
export const vision = {
  title: "Vision",
  paragraphs: [
    "The financial system is a complex adaptive system. Banks, funds, markets and governments react to each other, and their interactions create behaviour that none of them intends: feedback loops, sudden contagion and regime changes that historical data cannot predict.",
    "Kosmos Intelligence was founded in London to bring the science of complex systems to the people who manage that risk. We believe that the next crisis will not look like the last one, and that only models of how the system works, not just records of how it behaved, can prepare us for it.",
  ],
} as const;

export const journey = {
  title: "Join the Journey",
  text: "Meet the people building Kosmos, or find out how you could join them.",
  primary: { label: "Meet Our Team", to: "/our-team" },
  secondary: { label: "View Careers", to: "/careers" },
} as const;

const card = ({ icon, title, text }: { icon: DisplayCard["icon"]; title: string; text: string }): DisplayCard => ({
  title,
  description: text,
  icon,
});

export const missionVision = {
  title: "Mission & Vision",
  cards: [
    {
      icon: Target,
      title: "Our Mission",
      text: "To give financial institutions, regulators and governments the means to understand the complex systems they operate in, so that they can anticipate risk rather than react to it.",
    },
    {
      icon: Eye,
      title: "Our Vision",
      text: "A financial system whose participants can see how shocks propagate before they happen, and act early enough to prevent a crisis rather than manage its aftermath.",
    },
    {
      icon: TrendingUp,
      title: "Our Impact",
      text: "Better decisions under uncertainty: stronger capital planning, more credible stress tests and policies whose consequences are understood before they are enacted.",
    },
  ].map(card),
};

export const advantages = {
  title: "The Kosmos Advantage",
  cards: [
    {
      icon: Network,
      title: "Modelling-First Philosophy",
      text: "Where other tools search for correlations in historical data, we build explicit models of the system: its institutions, exposures and behaviours. Models can be questioned, explained and run forward into conditions that have never occurred.",
    },
    {
      icon: Atom,
      title: "Scientific Foundation",
      text: "Our methods come from complexity science: agent-based modelling, network theory and non-linear dynamics, combined with modern AI and graph databases, and validated with our academic partners.",
    },
    {
      icon: Radar,
      title: "Proactive Intelligence",
      text: "Simulation lets our clients explore scenarios before they unfold, identify the points where small changes have large effects, and receive explainable recommendations for action.",
    },
  ].map(card),
};

export const values = {
  title: "Our Values",
  cards: [
    {
      icon: FlaskConical,
      title: "Scientific Rigour",
      text: "We state our assumptions, test our models against evidence and say plainly what they can and cannot tell you.",
    },
    {
      icon: Users,
      title: "Mission-Driven Impact",
      text: "We measure our success by the resilience we help create: for our clients, and for the financial system they are part of.",
    },
    {
      icon: Lightbulb,
      title: "Innovation Excellence",
      text: "We turn research into dependable software, engineered to the standards that regulated institutions expect.",
    },
  ].map(card),
};
