import { QueryProvider, useFailureToast } from "~/lib/query";
import { useFeaturedResources } from "./api/get-featured-resources";
import { InsightCard } from "./components/InsightCard";
import { LoadingStatus } from "./components/LoadingStatus";
import { sampleArticles } from "./sample-articles";

/**
 * The featured resources themselves, with the query that reads them. Loaded as its own chunk
 * (see LatestInsights), so TanStack Query and supabase-js reach the home page only when the
 * section is about to be seen.
 */
export default function FeaturedResources() {
  return (
    <QueryProvider>
      <FeaturedList />
    </QueryProvider>
  );
}

function FeaturedList() {
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
