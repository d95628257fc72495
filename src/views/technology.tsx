import type { ContentData } from "~shared/content-types";
import { ScenarioFan } from "~/components/illustrations/ScenarioFan";
import { CallToAction } from "~/components/sections/CallToAction";
import { CardGrid } from "~/components/sections/IconCard";
import { PageHero } from "~/components/sections/PageHero";
import { Section } from "~/components/sections/Section";
import { Steps } from "~/components/sections/Steps";
import type { Call, SectionWithCards, SectionWithSteps } from "~/content/site-content";

/** `hero`, `science` (the section of cards), `pipeline` (its steps) and `closing` (the closing call): as published. */
export default function TechnologyPage({
  hero,
  science,
  pipeline,
  closing,
}: {
  hero: ContentData<"page-hero">;
  science: SectionWithCards;
  pipeline: SectionWithSteps;
  closing: Call;
}) {
  return (
    <>
      <PageHero eyebrow={hero.eyebrow} title={hero.title} photo={hero.photo}>
        <p>{hero.lead}</p>
      </PageHero>
      <Section title={science.title} intro={science.intro}>
        {/* The disciplines beside what they produce together: a fan of simulated futures. */}
        <div className="grid items-start gap-8 lg:grid-cols-[2fr_3fr]">
          <div className="lg:sticky lg:top-24">
            <ScenarioFan seed="/technology" />
          </div>
          <CardGrid cards={science.cards} cols={2} />
        </div>
      </Section>
      <Section title={pipeline.title} intro={pipeline.intro} tone="surface">
        <Steps steps={pipeline.steps} />
      </Section>
      <CallToAction {...closing} />
    </>
  );
}
