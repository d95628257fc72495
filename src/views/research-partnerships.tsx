import type { ContentData } from "~shared/content-types";
import { ArrowLeft, BookOpen, Database, Users } from "lucide-react";
import { PageHero } from "~/components/sections/PageHero";
import { buttonClasses } from "~/components/ui/button";
import { site } from "~/config/site";
import type { ReactNode } from "react";

const offers = [
  {
    icon: Users,
    title: "Joint Research",
    text: "Work with our scientists on shared questions in systemic risk, contagion, market microstructure and geopolitical shocks, with co-authored publications.",
  },
  {
    icon: Database,
    title: "Access to the Platform",
    text: "Use the Kosmos Core Engine and Studio for your research, with synthetic and curated datasets and support from our engineers.",
  },
  {
    icon: BookOpen,
    title: "Open Science",
    text: "We support publication of methods and results. Commercially sensitive data stays protected under a clear collaboration agreement.",
  },
] as const;

/** `form`: the application form island, placed by the .astro page. */
export default function ResearchPartnershipsPage({ hero, form }: { hero: ContentData<"page-hero">; form?: ReactNode }) {
  return (
    <>
      <PageHero eyebrow={hero.eyebrow} title={hero.title}>
        <p>{hero.lead}</p>
      </PageHero>
      <div className="mx-auto max-w-5xl px-6 py-12">
        <a href={site.labsPath} className={buttonClasses("secondary")}>
          <ArrowLeft aria-hidden="true" className="size-4" />
          Back to Labs
        </a>
        <section aria-labelledby="offer-heading" className="mt-12">
          <h2 id="offer-heading" className="text-3xl font-bold tracking-tight">
            What a Partnership Offers
          </h2>
          <p className="mt-3 max-w-3xl text-lg text-muted">
            We collaborate with universities, research institutes and central bank research teams. Partnerships range
            from a single joint paper to multi-year programmes with doctoral and post-doctoral researchers.
          </p>
          <ul className="mt-8 grid gap-6 md:grid-cols-3">
            {offers.map(({ icon: Icon, title, text }) => (
              <li key={title} className="rounded-xl border border-line p-6">
                <Icon aria-hidden="true" className="size-7 text-accent" />
                <h3 className="mt-3 text-lg font-semibold">{title}</h3>
                <p className="mt-2 text-muted">{text}</p>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="apply-heading" className="mt-16">
          <h2 id="apply-heading" className="text-3xl font-bold tracking-tight">
            Apply for a Research Partnership
          </h2>
          <p className="mt-3 max-w-3xl text-muted">
            Tell us about your research area and the question you would like to explore. A short topic statement is
            enough to start; you may attach a fuller proposal. We reply to every application.
          </p>
          <div className="mt-8">{form}</div>
        </section>
      </div>
    </>
  );
}
