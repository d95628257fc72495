import type { ContentData } from "~shared/content-types";
import { ArrowLeft, Compass, Cpu, Rocket } from "lucide-react";
import { PageHero } from "~/components/sections/PageHero";
import { buttonClasses } from "~/components/ui/button";
import { site } from "~/config/site";
import type { ReactNode } from "react";

const support = [
  {
    icon: Compass,
    title: "Mentoring",
    text: "Regular sessions with our scientists, engineers and advisors to sharpen your research question and your route to impact.",
  },
  {
    icon: Cpu,
    title: "Compute & Tooling",
    text: "Access to the Kosmos modelling platform, compute for large simulations and help turning prototypes into robust software.",
  },
  {
    icon: Rocket,
    title: "A Route to Practice",
    text: "Introductions to financial institutions and policy makers who can test your ideas on real problems.",
  },
] as const;

/** `form`: the application form island, placed by the .astro page. */
export default function IncubationProgrammePage({ hero, form }: { hero: ContentData<"page-hero">; form?: ReactNode }) {
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
        <section aria-labelledby="programme-heading" className="mt-12">
          <h2 id="programme-heading" className="text-3xl font-bold tracking-tight">
            How the Programme Works
          </h2>
          <p className="mt-3 max-w-3xl text-lg text-muted">
            The programme runs for six months. Each cohort is small, so every project gets close attention. We look for
            ambitious work on financial stability, geopolitical risk, market dynamics or the methods that model them.
          </p>
          <ul className="mt-8 grid gap-6 md:grid-cols-3">
            {support.map(({ icon: Icon, title, text }) => (
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
            Apply to the Programme
          </h2>
          <p className="mt-3 max-w-3xl text-muted">
            Tell us about your research and the support you need. A short topic statement is enough to start; you may
            attach a fuller proposal.
          </p>
          <div className="mt-8">{form}</div>
        </section>
      </div>
    </>
  );
}
