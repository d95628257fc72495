import { paragraphsOf, type ContentData } from "~shared/content-types";
import { PageHero } from "~/components/sections/PageHero";
import { buttonClasses } from "~/components/ui/button";
import type { DisplayCard } from "~/components/sections/cards";
import type { Call, SectionWithCards, SectionWords } from "~/content/site-content";

function CardGrid({ cards }: { cards: readonly DisplayCard[] }) {
  return (
    <ul className="mt-10 grid gap-6 md:grid-cols-3">
      {cards.map(({ icon: Icon, title, description: text }) => (
        <li key={title} className="rounded-xl border border-line bg-white p-6">
          <Icon aria-hidden="true" className="size-8 text-accent" />
          <h3 className="mt-4 text-xl font-semibold">{title}</h3>
          <p className="mt-2 text-muted">{text}</p>
        </li>
      ))}
    </ul>
  );
}

/** Every section's words and cards, as published (src/content/site-content.ts). */
export default function AboutPage({
  hero,
  vision,
  missionVision,
  advantages,
  values,
  journey,
}: {
  hero: ContentData<"page-hero">;
  vision: SectionWords;
  missionVision: SectionWithCards;
  advantages: SectionWithCards;
  values: SectionWithCards;
  journey: Call;
}) {
  return (
    <>
      <PageHero eyebrow={hero.eyebrow} title={hero.title} photo={hero.photo}>
        <p>{hero.lead}</p>
      </PageHero>

      <section aria-labelledby="vision-heading" className="mx-auto max-w-4xl px-6 py-16">
        <h2 id="vision-heading" className="text-3xl font-bold tracking-tight">
          {vision.title}
        </h2>
        <div className="mt-6 space-y-4 text-lg leading-relaxed text-slate-700">
          {paragraphsOf(vision.intro ?? "").map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      </section>

      <section aria-labelledby="mission-heading" className="bg-surface">
        <div className="mx-auto max-w-7xl px-6 py-16">
          <h2 id="mission-heading" className="text-3xl font-bold tracking-tight">
            {missionVision.title}
          </h2>
          <CardGrid cards={missionVision.cards} />
        </div>
      </section>

      <section aria-labelledby="advantage-heading" className="mx-auto max-w-7xl px-6 py-16">
        <h2 id="advantage-heading" className="text-3xl font-bold tracking-tight">
          {advantages.title}
        </h2>
        <CardGrid cards={advantages.cards} />
      </section>

      <section aria-labelledby="values-heading" className="bg-surface">
        <div className="mx-auto max-w-7xl px-6 py-16">
          <h2 id="values-heading" className="text-3xl font-bold tracking-tight">
            {values.title}
          </h2>
          <CardGrid cards={values.cards} />
        </div>
      </section>

      <section aria-labelledby="journey-heading" className="mx-auto max-w-4xl px-6 py-20 text-center">
        <h2 id="journey-heading" className="text-3xl font-bold tracking-tight">
          {journey.title}
        </h2>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-muted">{journey.text}</p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <a href={journey.primary.to} className={buttonClasses("primary", "lg")}>
            {journey.primary.label}
          </a>
          <a href={journey.secondary.to} className={buttonClasses("secondary", "lg")}>
            {journey.secondary.label}
          </a>
        </div>
      </section>
    </>
  );
}
