import type { ContentData } from "~shared/content-types";
import { CallToAction } from "~/components/sections/CallToAction";
import { CardGrid } from "~/components/sections/IconCard";
import { PageHero } from "~/components/sections/PageHero";
import { Section } from "~/components/sections/Section";
import { Steps } from "~/components/sections/Steps";
import { closingCta, pipeline } from "~/content/technology";
import type { SectionWithCards } from "~/content/site-content";

/** `hero`: the page's hero as published (src/content/site-content.ts). */
/** `science`: the section of cards, as published. */
export default function TechnologyPage({
  hero,
  science,
}: {
  hero: ContentData<"page-hero">;
  science: SectionWithCards;
}) {
  return (
    <>
      <PageHero eyebrow={hero.eyebrow} title={hero.title}>
        <p>{hero.lead}</p>
      </PageHero>
      <Section title={science.title} intro={science.intro}>
        <CardGrid cards={science.cards} />
      </Section>
      <Section title={pipeline.title} intro={pipeline.intro} tone="surface">
        <Steps steps={pipeline.steps} />
      </Section>
      <CallToAction {...closingCta} />
    </>
  );
}
