import { paragraphsOf, type ContentData } from "~shared/content-types";
import { CheckCircle2, Mail } from "lucide-react";
import { PageHero } from "~/components/sections/PageHero";
import { Pillars } from "~/components/sections/Pillars";
import { Section } from "~/components/sections/Section";
import { Steps } from "~/components/sections/Steps";
import { mailto } from "~/config/site";
import type { InstitutePartnering, SectionWithCards, SectionWithSteps, SectionWords } from "~/content/site-content";

/** `hero`: the page's hero as published (src/content/site-content.ts). */
/** `instituteEmail`: the site settings' address for the Institute. */
export default function InstitutePage({
  hero,
  mission,
  pillars,
  journey,
  principles,
  partner,
  instituteEmail,
}: {
  hero: ContentData<"page-hero">;
  /** The mission's words and the partnering section's, as published. */
  mission: SectionWords;
  partner: InstitutePartnering;
  /** The four pillars, as published. */
  pillars: SectionWithCards;
  /** How a piece of the Institute's work runs, step by step, as published. */
  journey: SectionWithSteps;
  /** The principles, as published. */
  principles: SectionWithSteps;
  instituteEmail: string;
}) {
  return (
    <>
      <PageHero eyebrow={hero.eyebrow} title={hero.title} photo={hero.photo}>
        <p>{hero.lead}</p>
      </PageHero>

      <Section title={mission.title} align="left">
        <div className="max-w-3xl space-y-5 text-lg leading-relaxed">
          {paragraphsOf(mission.intro ?? "").map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      </Section>

      <Section title={pillars.title} intro={pillars.intro} tone="surface">
        <Pillars pillars={pillars.cards} />
      </Section>

      <Section title={journey.title} intro={journey.intro}>
        <Steps steps={journey.steps} />
      </Section>

      <Section title={principles.title} tone="surface">
        <ul className="grid gap-6 sm:grid-cols-2">
          {principles.steps.map((principle) => (
            <li key={principle.title} className="flex gap-4 rounded-xl border border-line bg-white p-6">
              <CheckCircle2 aria-hidden="true" className="mt-1 size-6 shrink-0 text-accent" />
              <div>
                <h3 className="text-lg font-semibold">{principle.title}</h3>
                <p className="mt-1 text-muted">{principle.text}</p>
              </div>
            </li>
          ))}
        </ul>
      </Section>

      <Section
        title={partner.title}
        tone="navy"
        intro={
          <>
            <p>{partner.intro}</p>
            <p className="mt-4">
              Write to{" "}
              <a
                href={mailto(instituteEmail)}
                className="font-semibold text-white underline underline-offset-4 hover:text-cyan-200"
              >
                {instituteEmail}
              </a>
              .
            </p>
          </>
        }
      >
        <ul className="grid gap-6 md:grid-cols-3">
          {partner.options.map((option) => (
            <li key={option.title} className="flex flex-col rounded-xl bg-white p-6 text-ink">
              <h3 className="text-lg font-semibold">{option.title}</h3>
              <p className="mt-2 flex-1 text-muted">{option.text}</p>
              <a
                href={`${mailto(instituteEmail)}?subject=${encodeURIComponent(option.subject)}`}
                className="mt-5 inline-flex items-center gap-2 self-start rounded font-semibold text-brand hover:underline"
              >
                <Mail aria-hidden="true" className="size-4" />
                {option.linkLabel}
              </a>
            </li>
          ))}
        </ul>
      </Section>
    </>
  );
}
