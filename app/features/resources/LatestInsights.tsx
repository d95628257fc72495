import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { Section } from "~/components/sections/Section";
import { buttonClasses } from "~/components/ui/button";
import { QueryProvider, useFailureToast } from "~/lib/query";
import { useFeaturedResources } from "./api/get-featured-resources";
import { InsightCard } from "./components/InsightCard";
import { LoadingStatus } from "./components/LoadingStatus";
import { sampleArticles } from "./sample-articles";

/** The home page's 'Latest Insights': up to three featured resources, newest first. */
export function LatestInsights() {
  return (
    <Section
      title="Latest Insights"
      eyebrow="Resources"
      intro="Research, case studies and commentary from the Kosmos team."
      tone="surface"
    >
      <QueryProvider>
        <FeaturedResources />
      </QueryProvider>
      <div className="mt-10 text-center">
        <Link to="/resources" className={buttonClasses("secondary")}>
          View all resources
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </div>
    </Section>
  );
}

function FeaturedResources() {
  const query = useFeaturedResources();
  useFailureToast(query, "Failed to load featured resources");

  if (query.isPending) return <LoadingStatus text="Loading resources..." />;
  // Nothing featured, or the load failed: the built-in sample articles stand in (spec §4).
  const resources = query.data?.length ? query.data : sampleArticles;
  return (
    <ul className="grid gap-6 md:grid-cols-3">
      {resources.map((resource) => (
        <li key={resource.id}>
          <InsightCard resource={resource} />
        </li>
      ))}
    </ul>
  );
}
