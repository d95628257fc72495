import type { ContentData } from "~shared/content-types";
import { PageHero } from "~/components/sections/PageHero";
import { buttonClasses } from "~/components/ui/button";
import { mailto } from "~/config/site";
import type { SectionWords } from "~/content/site-content";
import type { Person } from "~/content/team";
import { PeopleGrid } from "~/features/team/PeopleGrid";

/** `team` and `advisors`: the people as published (src/content/site-content.ts). */
export default function OurTeamPage({
  hero,
  words,
  team,
  advisors,
  careersEmail,
}: {
  hero: ContentData<"page-hero">;
  /** The sections' words, as published. */
  words: Record<"leadership" | "advisors" | "join", SectionWords>;
  team: Person[];
  advisors: Person[];
  careersEmail: string;
}) {
  return (
    <>
      <PageHero eyebrow={hero.eyebrow} title={hero.title} photo={hero.photo}>
        <p>{hero.lead}</p>
      </PageHero>
      <PeopleGrid id="team-heading" heading={words.leadership.title} intro={words.leadership.intro} people={team} />
      <div className="bg-surface">
        <PeopleGrid
          id="advisors-heading"
          heading={words.advisors.title}
          intro={words.advisors.intro}
          people={advisors}
        />
      </div>
      <section aria-labelledby="join-heading" className="mx-auto max-w-4xl px-6 py-20 text-center">
        <h2 id="join-heading" className="text-3xl font-bold tracking-tight text-ink">
          {words.join.title}
        </h2>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-muted">{words.join.intro}</p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <a href="/careers" className={buttonClasses("primary", "lg")}>
            View Open Positions
          </a>
          <a href={mailto(careersEmail)} className={buttonClasses("secondary", "lg")}>
            Email {careersEmail}
          </a>
        </div>
      </section>
    </>
  );
}
