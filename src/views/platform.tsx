import { paragraphsOf, type ContentData } from "~shared/content-types";
import { ArrowRight } from "lucide-react";
import { CallToAction } from "~/components/sections/CallToAction";
import { IconCard } from "~/components/sections/IconCard";
import { PageHero } from "~/components/sections/PageHero";
import { Section } from "~/components/sections/Section";
import { SuiteList } from "~/components/sections/SuiteList";
import { architecture, paradigmShift } from "~/content/platform";
import type { Call, SectionWords } from "~/content/site-content";

/** `hero` and `closing` (the closing call): as published (src/content/site-content.ts). */
export default function PlatformPage({
  hero,
  paradigm,
  layers,
  closing,
}: {
  hero: ContentData<"page-hero">;
  /** The paradigm shift's words (its paragraphs) and the architecture section's. */
  paradigm: SectionWords;
  layers: SectionWords;
  closing: Call;
}) {
  const { coreEngine, studio, solutionSuites } = architecture;
  const SuitesIcon = solutionSuites.icon;
  return (
    <>
      <PageHero eyebrow={hero.eyebrow} title={hero.title} photo={hero.photo}>
        <p>{hero.lead}</p>
      </PageHero>

      <Section eyebrow={paradigm.eyebrow} title={paradigm.title} align="left">
        <div className="grid gap-12 lg:grid-cols-[1.4fr_1fr]">
          <div className="space-y-5 text-lg leading-relaxed text-ink">
            {paragraphsOf(paradigm.intro ?? "").map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
          <ul className="space-y-4 self-start">
            {paradigmShift.contrast.map((row) => (
              <li key={row.from} className="rounded-xl border border-line bg-surface p-5">
                <span className="block text-sm text-muted">
                  <span className="sr-only">From: </span>
                  {row.from}
                </span>
                <span className="mt-2 flex items-center gap-2 font-semibold text-brand-strong">
                  <ArrowRight aria-hidden="true" className="size-4 shrink-0" />
                  <span className="sr-only">To: </span>
                  {row.to}
                </span>
              </li>
            ))}
          </ul>
        </div>
      </Section>

      <Section title={layers.title} intro={layers.intro} tone="surface">
        <ul className="grid gap-6 lg:grid-cols-3">
          {[coreEngine, studio].map((layer) => (
            <li key={layer.title} className="flex flex-col">
              <p className="mb-2 text-sm font-semibold uppercase tracking-wide text-accent">{layer.layer}</p>
              <IconCard card={layer} className="flex-1" />
            </li>
          ))}
          <li className="flex flex-col">
            <p className="mb-2 text-sm font-semibold uppercase tracking-wide text-accent">{solutionSuites.layer}</p>
            <article className="flex flex-1 flex-col rounded-xl border border-line bg-white p-6 shadow-sm">
              <span className="inline-flex size-11 items-center justify-center rounded-lg bg-blue-50 text-brand">
                <SuitesIcon aria-hidden="true" className="size-6" />
              </span>
              <h3 className="mt-5 text-lg font-semibold">{solutionSuites.title}</h3>
              <p className="mt-2 text-muted">{solutionSuites.description}</p>
              <SuiteList suites={solutionSuites.suites} />
            </article>
          </li>
        </ul>
      </Section>

      <CallToAction {...closing} />
    </>
  );
}
