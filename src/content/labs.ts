import { Atom, BrainCircuit, Database, FlaskConical, LineChart, Users } from "lucide-react";
import type { DisplayCard } from "~/components/sections/cards";

export const moat = {
  title: "Our R&D Moat",
  intro:
    "Modelling financial systems well is hard to copy. It takes years of research, calibrated models and people who understand both the mathematics and the markets. That is what Kosmos Labs builds.",
  cards: [
    {
      title: "Proprietary Models",
      description:
        "Agent behaviours and contagion mechanisms developed and validated in-house over successive research cycles.",
      icon: FlaskConical,
    },
    {
      title: "Calibrated Datasets",
      description: "Curated network and behavioural data that make our simulations match how markets actually respond.",
      icon: Database,
    },
    {
      title: "Interdisciplinary Talent",
      description: "Physicists, economists, computer scientists and former practitioners working in the same team.",
      icon: Users,
    },
  ],
} satisfies { title: string; intro: string; cards: DisplayCard[] };

export const pillars = {
  title: "Three Scientific Pillars",
  intro: "Our research programme is organised around three fields, each feeding the platform directly.",
  cards: [
    {
      title: "Complexity Science",
      description:
        "Networks, non-linear dynamics and chaos: the study of how system-wide behaviour emerges from local interactions.",
      icon: Atom,
    },
    {
      title: "Computational Finance",
      description:
        "Agent-based models of markets and institutions, calibrated to data and tested against historical episodes of stress.",
      icon: LineChart,
    },
    {
      title: "Explainable AI",
      description:
        "Machine learning that can show its working, so simulated results lead to recommendations people can trust and challenge.",
      icon: BrainCircuit,
    },
  ],
} satisfies { title: string; intro: string; cards: DisplayCard[] };

/** The words of the Labs' academic partners' section; the partners are those the Partnerships page lists among the research institutions. */
export const academicPartners = {
  title: "Academic Partners",
  intro: "We work with two universities on long-term research, joint supervision and open publication.",
} as const;

export const performance = {
  title: "Performance at Scale",
  intro: "Research is only useful if it runs fast enough to inform a decision. We engineer for that from the start.",
  stats: [
    { value: "Millions", label: "of agents in a single simulation" },
    { value: "Thousands", label: "of scenario paths in one run" },
    { value: "Every run", label: "reproducible from its data, parameters and seed" },
  ],
} as const;

export const innovation = {
  title: "Innovation Pipeline",
  intro: "How an idea moves from the Labs into the hands of our clients.",
  steps: [
    {
      title: "Question",
      text: "A problem raised by clients, partners or our own researchers becomes a research question.",
    },
    {
      title: "Research",
      text: "We develop and test candidate methods with our academic partners, and publish where we can.",
    },
    {
      title: "Prototype",
      text: "Promising methods are built into experimental engine modules and validated on real cases.",
    },
    { title: "Platform", text: "Proven modules join the Core Engine and Studio, with documentation and support." },
  ],
} as const;

export const closingCta = {
  title: "Work With Kosmos Labs",
  text: "Researchers and early-stage teams can collaborate with us through research partnerships or our incubation programme.",
  primary: { label: "Apply for a Research Partnership", to: "/research-partnerships" },
  secondary: { label: "Join the Incubation Programme", to: "/incubation-programme" },
} as const;
