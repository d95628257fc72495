import partnerLogo from "~/assets/northbridge-capital-logo.svg";
import { CallToAction } from "~/components/sections/CallToAction";
import { CaseStudies } from "~/components/sections/CaseStudies";
import { Comparison } from "~/components/sections/Comparison";
import { DemoPhone } from "~/components/sections/DemoPhone";
import { FeatureList } from "~/components/sections/FeatureList";
import { CardGrid, IconCard } from "~/components/sections/IconCard";
import { Pillars } from "~/components/sections/Pillars";
import { PartnerQuote } from "~/components/sections/PartnerQuote";
import { RiskNetwork } from "~/components/sections/RiskNetwork";
import { Section } from "~/components/sections/Section";
import { SplitHero } from "~/components/sections/SplitHero";
import { AnyPicture } from "~/components/ui/Picture";
import type { HomeSections } from "~/content/site-content";
import type { ReactNode } from "react";
import type { ContentData } from "~shared/content-types";
import type { CaseCard } from "~/components/sections/cards";

/**
 * `hero`: the hero as published (src/content/site-content.ts). `insights` and `contact`: the
 * Latest Insights and contact form islands, placed by the .astro page.
 */
export default function HomePage({
  hero,
  sections,
  proof,
  insights,
  contact,
}: {
  hero: ContentData<"home-hero">;
  /** Each section's words and cards, as published. */
  sections: HomeSections;
  /** The success stories, their highlighted figure and the testimonial, as published. */
  proof: ContentData<"testimonial"> & { cards: CaseCard[] };
  insights?: ReactNode;
  contact?: ReactNode;
}) {
  return (
    <>
      <SplitHero
        eyebrow={hero.subtitle}
        title={hero.title}
        lead={hero.tagline}
        primary={{ label: hero.primaryLabel, to: hero.primaryLink }}
        secondary={{ label: hero.secondaryLabel, to: hero.secondaryLink }}
        aside={<DemoPhone />}
      />

      <Section title={sections.challenges.title} intro={sections.challenges.intro} tone="surface">
        <CardGrid cards={sections.challenges.cards} />
      </Section>

      <Section
        id="solutions"
        eyebrow={sections.solution.eyebrow}
        title={sections.solution.title}
        intro={sections.solution.intro}
      >
        <AnyPicture
          image={sections.solution.illustration}
          sizes="(min-width: 768px) 768px, 90vw"
          className="mx-auto h-auto w-full max-w-3xl rounded-2xl shadow-sm"
        />
        <div className="mx-auto mt-12 max-w-5xl">
          <Comparison before={sections.solution.before} after={sections.solution.after} />
        </div>
      </Section>

      <Section
        id="platform"
        eyebrow={sections.platform.eyebrow}
        title={sections.platform.title}
        intro={sections.platform.intro}
        tone="surface"
      >
        <div className="grid gap-8 lg:grid-cols-[1fr_1.1fr]">
          <ul className="grid gap-6">
            {sections.platform.cards.map((card) => (
              <li key={card.title}>
                <IconCard card={card} />
              </li>
            ))}
          </ul>
          <RiskNetwork />
        </div>
      </Section>

      <Section offscreen title={sections.whyChoose.title} intro={sections.whyChoose.intro}>
        <Pillars pillars={sections.whyChoose.cards} />
      </Section>

      <Section offscreen title={sections.benefits.title} intro={sections.benefits.intro} tone="surface">
        <FeatureList features={sections.benefits.cards} />
      </Section>

      <Section offscreen title={sections.stories.title} intro={sections.stories.intro}>
        <p className="mx-auto mb-12 flex max-w-3xl flex-col items-center gap-2 rounded-2xl bg-navy px-6 py-8 text-center text-white sm:flex-row sm:gap-6 sm:text-left">
          <span aria-hidden="true" className="text-5xl font-bold text-cyan-300">
            {proof.highlightFigure}
          </span>
          <span className="text-lg">{proof.highlightText}</span>
        </p>
        <CaseStudies cards={proof.cards} />
      </Section>

      <Section offscreen title={sections.testimonial.title} tone="surface">
        <PartnerQuote
          partner={{ name: proof.partnerName, url: proof.partnerLink }}
          logo={proof.logo ?? { src: partnerLogo.src, width: 280, height: 64 }}
          quote={proof.quote}
          attribution={proof.attribution}
        />
      </Section>

      {insights}
      {contact}

      <CallToAction {...sections.closing} />
    </>
  );
}
