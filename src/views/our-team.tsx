import type { ContentData } from "~shared/content-types";
import { PageHero } from "~/components/sections/PageHero";
import { buttonClasses } from "~/components/ui/button";
import { mailto } from "~/config/site";
import type { Person } from "~/content/team";
import { PeopleGrid } from "~/features/team/PeopleGrid";

/** `team` and `advisors`: the people as published (src/content/site-content.ts). */
export default function OurTeamPage({
  hero,
  team,
  advisors,
  careersEmail,
}: {
  hero: ContentData<"page-hero">;
  team: Person[];
  advisors: Person[];
  careersEmail: string;
}) {
  return (
    <>
      <PageHero eyebrow={hero.eyebrow} title={hero.title}>
        <p>{hero.lead}</p>
      </PageHero>
      <PeopleGrid
        id="team-heading"
        heading="Leadership & Research"
        intro="Select a card to read a biography."
        people={team}
      />
      <div className="bg-surface">
        <PeopleGrid
          id="advisors-heading"
          heading="Advisors"
          intro="Our advisors bring decades of experience in science, risk management and financial supervision."
          people={advisors}
        />
      </div>
      <section aria-labelledby="join-heading" className="mx-auto max-w-4xl px-6 py-20 text-center">
        <h2 id="join-heading" className="text-3xl font-bold tracking-tight text-ink">
          Join Our Team
        </h2>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-muted">
          We are always glad to hear from talented people who want to work on hard problems that matter. See our open
          positions, or write to us if you think you could contribute.
        </p>
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
