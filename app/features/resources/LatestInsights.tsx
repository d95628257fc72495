import { ArrowRight } from "lucide-react";
import { lazy, Suspense } from "react";
import { Link } from "react-router";
import { Section } from "~/components/sections/Section";
import { buttonClasses } from "~/components/ui/button";
import { useNearViewport } from "~/lib/use-near-viewport";
import { LoadingStatus } from "./components/LoadingStatus";

const FeaturedResources = lazy(() => import("./FeaturedResources"));

/**
 * The home page's 'Latest Insights': up to three featured resources, newest first. The section
 * sits far below the fold, so the resources are read when it nears the screen; until then, as
 * while they load, it shows 'Loading resources...' (the prerendered page shows the same).
 */
export function LatestInsights() {
  const [ref, near] = useNearViewport<HTMLDivElement>();
  const loading = <LoadingStatus text="Loading resources..." />;
  return (
    <Section
      title="Latest Insights"
      eyebrow="Resources"
      intro="Research, case studies and commentary from the Kosmos team."
      tone="surface"
    >
      <div ref={ref}>
        {near ? (
          <Suspense fallback={loading}>
            <FeaturedResources />
          </Suspense>
        ) : (
          loading
        )}
      </div>
      <div className="mt-10 text-center">
        <Link to="/resources" className={buttonClasses("secondary")}>
          View all resources
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </div>
    </Section>
  );
}
