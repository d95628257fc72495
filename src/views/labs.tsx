import type { ContentData } from "~shared/content-types";
import { CallToAction } from "~/components/sections/CallToAction";
import { CardGrid } from "~/components/sections/IconCard";
import { PageHero } from "~/components/sections/PageHero";
import { Section } from "~/components/sections/Section";
import { Steps } from "~/components/sections/Steps";
import { GraduationCap, Landmark } from "lucide-react";
import type {
  Call,
  LabsPartners,
  SectionWithCards,
  SectionWithFigures,
  SectionWithSteps,
} from "~/content/site-content";

/** `hero`, `moat` and `pillars` (the sections of cards), `innovation` (its steps) and `closing` (the closing call): as published. */
export default function LabsPage({
  hero,
  moat,
  pillars,
  innovation,
  partners,
  figures,
  closing,
}: {
  hero: ContentData<"page-hero">;
  moat: SectionWithCards;
  pillars: SectionWithCards;
  innovation: SectionWithSteps;
  /** The academic partners (the research institutions among the partners) and the figures, with their sections' words. */
  partners: LabsPartners;
  figures: SectionWithFigures;
  closing: Call;
}) {
  return (
    <>
      <PageHero eyebrow={hero.eyebrow} title={hero.title} photo={hero.photo}>
        <p>{hero.lead}</p>
      </PageHero>

      <Section title={moat.title} intro={moat.intro}>
        <CardGrid cards={moat.cards} />
      </Section>

      <Section title={pillars.title} intro={pillars.intro} tone="surface">
        <CardGrid cards={pillars.cards} />
      </Section>

      <Section title={partners.title} intro={partners.intro}>
        <ul className="grid gap-6 md:grid-cols-2">
          {partners.partners.map((partner, index) => {
            // Decorative: the first partner a graduation cap, the others a public building.
            const Icon = index === 0 ? GraduationCap : Landmark;
            return (
              <li key={partner.name} className="flex gap-5 rounded-xl border border-line bg-white p-6 shadow-sm">
                <span className="inline-flex size-14 shrink-0 items-center justify-center rounded-full bg-navy text-white">
                  <Icon aria-hidden="true" className="size-7" />
                </span>
                <div>
                  <h3 className="text-lg font-semibold">{partner.name}</h3>
                  <p className="mt-2 text-muted">{partner.focus}</p>
                </div>
              </li>
            );
          })}
        </ul>
      </Section>

      <Section title={figures.title} intro={figures.intro} tone="navy">
        <dl className="grid gap-6 sm:grid-cols-3">
          {figures.figures.map((stat) => (
            <div key={stat.value} className="flex flex-col-reverse rounded-xl border border-white/20 p-6 text-center">
              <dt className="mt-2 text-slate-200">{stat.label}</dt>
              <dd className="text-3xl font-bold text-cyan-300">{stat.value}</dd>
            </div>
          ))}
        </dl>
      </Section>

      <Section title={innovation.title} intro={innovation.intro} tone="surface">
        <Steps steps={innovation.steps} />
      </Section>

      <CallToAction {...closing} />
    </>
  );
}
