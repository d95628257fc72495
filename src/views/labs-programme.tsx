import type { ContentData } from "~shared/content-types";
import { ArrowLeft } from "lucide-react";
import { PageHero } from "~/components/sections/PageHero";
import { buttonClasses } from "~/components/ui/button";
import { site } from "~/config/site";
import type { ReactNode } from "react";
import type { SectionWithCards, SectionWords } from "~/content/site-content";

/**
 * A page of a Labs programme (research partnerships, the incubation programme): its hero, the way
 * back to the Labs, what it offers (words and cards) and the application (words and the form
 * island the .astro page places). `offerId`: the offer heading's id, each page's own.
 */
export function LabsProgramme({
  offerId,
  hero,
  offer,
  apply,
  form,
}: {
  hero: ContentData<"page-hero">;
  /** The offer's words and cards, and the application's words, as published. */
  offer: SectionWithCards;
  apply: SectionWords;
  form?: ReactNode;
  offerId: string;
}) {
  return (
    <>
      <PageHero eyebrow={hero.eyebrow} title={hero.title} photo={hero.photo}>
        <p>{hero.lead}</p>
      </PageHero>
      <div className="mx-auto max-w-5xl px-6 py-12">
        <a href={site.labsPath} className={buttonClasses("secondary")}>
          <ArrowLeft aria-hidden="true" className="size-4" />
          Back to Labs
        </a>
        <section aria-labelledby={offerId} className="mt-12">
          <h2 id={offerId} className="text-3xl font-bold tracking-tight">
            {offer.title}
          </h2>
          <p className="mt-3 max-w-3xl text-lg text-muted">{offer.intro}</p>
          <ul className="mt-8 grid gap-6 md:grid-cols-3">
            {offer.cards.map(({ icon: Icon, title, description }) => (
              <li key={title} className="rounded-xl border border-line p-6">
                <Icon aria-hidden="true" className="size-7 text-accent" />
                <h3 className="mt-3 text-lg font-semibold">{title}</h3>
                <p className="mt-2 text-muted">{description}</p>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="apply-heading" className="mt-16">
          <h2 id="apply-heading" className="text-3xl font-bold tracking-tight">
            {apply.title}
          </h2>
          <p className="mt-3 max-w-3xl text-muted">{apply.intro}</p>
          <div className="mt-8">{form}</div>
        </section>
      </div>
    </>
  );
}
