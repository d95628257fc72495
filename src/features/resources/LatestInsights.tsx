import { ArrowRight } from "lucide-react";
import { Section } from "~/components/sections/Section";
import { buttonClasses } from "~/components/ui/button";
import { InsightCard } from "./components/InsightCard";
import { sampleArticles } from "./sample-articles";
import type { Resource } from "./types";

/**
 * The home page's 'Latest Insights': up to three featured resources, newest first, as published
 * (the page is rendered again when the library changes, server/publish/). Static HTML, no
 * script: nothing here needs the browser. With nothing featured, the built-in sample articles
 * stand in (spec §4).
 */
export function LatestInsights({ featured }: { featured: readonly Resource[] }) {
  const resources = featured.length > 0 ? featured : sampleArticles;
  return (
    <Section
      title="Latest Insights"
      eyebrow="Resources"
      intro="Research, case studies and commentary from the Kosmos team."
      tone="surface"
    >
      <ul className="grid gap-6 md:grid-cols-3">
        {resources.map((resource) => (
          <li key={resource.id}>
            <InsightCard resource={resource} />
          </li>
        ))}
      </ul>
      <div className="mt-10 text-center">
        <a href="/resources" className={buttonClasses("secondary")}>
          View all resources
          <ArrowRight aria-hidden="true" className="size-4" />
        </a>
      </div>
    </Section>
  );
}

export default LatestInsights;
