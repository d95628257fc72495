import type { ContentData } from "~shared/content-types";
import { Atom, Eye, FlaskConical, Lightbulb, Network, Radar, Target, TrendingUp, Users } from "lucide-react";
import { PageHero } from "~/components/sections/PageHero";
import { buttonClasses } from "~/components/ui/button";
import { site } from "~/config/site";

const missionVision = [
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
] as const;

const advantages = [
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
] as const;

const values = [
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
] as const;

type Card = { icon: typeof Target; title: string; text: string };

function CardGrid({ cards }: { cards: readonly Card[] }) {
  return (
    <ul className="mt-10 grid gap-6 md:grid-cols-3">
      {cards.map(({ icon: Icon, title, text }) => (
        <li key={title} className="rounded-xl border border-line bg-white p-6">
          <Icon aria-hidden="true" className="size-8 text-accent" />
          <h3 className="mt-4 text-xl font-semibold">{title}</h3>
          <p className="mt-2 text-muted">{text}</p>
        </li>
      ))}
    </ul>
  );
}

export default function AboutPage({ hero }: { hero: ContentData<"page-hero"> }) {
  return (
    <>
      <PageHero eyebrow={hero.eyebrow} title={hero.title}>
        <p>{hero.lead}</p>
      </PageHero>

      <section aria-labelledby="vision-heading" className="mx-auto max-w-4xl px-6 py-16">
        <h2 id="vision-heading" className="text-3xl font-bold tracking-tight">
          Vision
        </h2>
        <div className="mt-6 space-y-4 text-lg leading-relaxed text-slate-700">
          <p>
            The financial system is a complex adaptive system. Banks, funds, markets and governments react to each
            other, and their interactions create behaviour that none of them intends: feedback loops, sudden contagion
            and regime changes that historical data cannot predict.
          </p>
          <p>
            {site.company} was founded in London to bring the science of complex systems to the people who manage that
            risk. We believe that the next crisis will not look like the last one, and that only models of how the
            system works, not just records of how it behaved, can prepare us for it.
          </p>
        </div>
      </section>

      <section aria-labelledby="mission-heading" className="bg-surface">
        <div className="mx-auto max-w-7xl px-6 py-16">
          <h2 id="mission-heading" className="text-3xl font-bold tracking-tight">
            Mission &amp; Vision
          </h2>
          <CardGrid cards={missionVision} />
        </div>
      </section>

      <section aria-labelledby="advantage-heading" className="mx-auto max-w-7xl px-6 py-16">
        <h2 id="advantage-heading" className="text-3xl font-bold tracking-tight">
          The {site.brand} Advantage
        </h2>
        <CardGrid cards={advantages} />
      </section>

      <section aria-labelledby="values-heading" className="bg-surface">
        <div className="mx-auto max-w-7xl px-6 py-16">
          <h2 id="values-heading" className="text-3xl font-bold tracking-tight">
            Our Values
          </h2>
          <CardGrid cards={values} />
        </div>
      </section>

      <section aria-labelledby="journey-heading" className="mx-auto max-w-4xl px-6 py-20 text-center">
        <h2 id="journey-heading" className="text-3xl font-bold tracking-tight">
          Join the Journey
        </h2>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-muted">
          Meet the people building {site.brand}, or find out how you could join them.
        </p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <a href="/our-team" className={buttonClasses("primary", "lg")}>
            Meet Our Team
          </a>
          <a href="/careers" className={buttonClasses("secondary", "lg")}>
            View Careers
          </a>
        </div>
      </section>
    </>
  );
}
