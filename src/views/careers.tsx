import type { ContentData } from "~shared/content-types";
import { Briefcase, MapPin, Sparkles } from "lucide-react";
import { PageHero } from "~/components/sections/PageHero";
import { buttonClasses } from "~/components/ui/button";
import { LongText } from "~/components/ui/LongText";
import { mailto } from "~/config/site";
import { longDate } from "~/components/sections/LegalPage";
import { applyHref } from "~/content/positions";
import { EMPLOYMENT_TYPES, salaryText, WORKPLACES, type EmploymentType, type Workplace } from "~shared/jobs";
import type { SectionWithCards, SectionWords } from "~/content/site-content";
import { ApplicationSentNotice } from "~/features/forms/ApplicationSentNotice";

/** `positions`: the open positions as published (src/content/site-content.ts); `why`, `words`: the sections' words and cards. */
export default function CareersPage({
  hero,
  why,
  words,
  positions,
  careersEmail,
}: {
  hero: ContentData<"page-hero">;
  why: SectionWithCards;
  words: Record<"positions" | "openApplication", SectionWords>;
  positions: readonly ContentData<"position">[];
  careersEmail: string;
}) {
  return (
    <>
      <ApplicationSentNotice />
      <PageHero eyebrow={hero.eyebrow} title={hero.title} photo={hero.photo}>
        <p>{hero.lead}</p>
      </PageHero>

      <section aria-labelledby="why-heading" className="mx-auto max-w-7xl px-6 py-16">
        <h2 id="why-heading" className="text-3xl font-bold tracking-tight">
          {why.title}
        </h2>
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {why.cards.map(({ icon: Icon, title, description }) => (
            <li key={title} className="rounded-xl border border-line p-6">
              <Icon aria-hidden="true" className="size-8 text-accent" />
              <h3 className="mt-4 text-lg font-semibold">{title}</h3>
              <p className="mt-2 text-muted">{description}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="positions-heading" className="bg-surface">
        <div className="mx-auto max-w-5xl px-6 py-16">
          <h2 id="positions-heading" className="text-3xl font-bold tracking-tight">
            {words.positions.title}
          </h2>
          <ul className="mt-10 space-y-6">
            {positions.map((position) => (
              <li key={position.title} className="rounded-xl border border-line bg-white p-6 sm:p-8">
                <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
                  <div>
                    <h3 className="text-xl font-semibold">{position.title}</h3>
                    <p className="mt-2 flex flex-wrap gap-x-5 gap-y-1 text-sm text-muted">
                      <span className="inline-flex items-center gap-1.5">
                        <Briefcase aria-hidden="true" className="size-4" />
                        <span className="sr-only">Department: </span>
                        {position.department}
                      </span>
                      <span className="inline-flex items-center gap-1.5">
                        <MapPin aria-hidden="true" className="size-4" />
                        <span className="sr-only">Location: </span>
                        {position.location}
                        {position.workplace && <> ({WORKPLACES[position.workplace as Workplace]})</>}
                      </span>
                      <span>
                        <span className="sr-only">Employment type: </span>
                        {EMPLOYMENT_TYPES[position.employmentType as EmploymentType]}
                      </span>
                      {salaryText(position.salaryMin, position.salaryMax) && (
                        <span>
                          <span className="sr-only">Salary: </span>
                          {salaryText(position.salaryMin, position.salaryMax)}
                        </span>
                      )}
                      {position.closingDate && <span>Apply by {longDate(position.closingDate)}</span>}
                    </p>
                  </div>
                  <a
                    href={applyHref(position.title)}
                    aria-label={`Apply Now for ${position.title}`}
                    className={`${buttonClasses("primary")} shrink-0`}
                  >
                    Apply Now
                  </a>
                </div>
                <LongText text={position.description} className="mt-4 space-y-3 text-slate-700" />
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="open-application-heading" className="mx-auto max-w-4xl px-6 py-20 text-center">
        <Sparkles aria-hidden="true" className="mx-auto size-8 text-accent" />
        <h2 id="open-application-heading" className="mt-4 text-3xl font-bold tracking-tight">
          {words.openApplication.title}
        </h2>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-muted">{words.openApplication.intro}</p>
        <a href={mailto(careersEmail)} className={`${buttonClasses("secondary", "lg")} mt-8`}>
          Email {careersEmail}
        </a>
      </section>
    </>
  );
}
