import { island } from "~/components/ui/island";
import { ArrowRight } from "lucide-react";
import { Section } from "~/components/sections/Section";
import { buttonClasses } from "~/components/ui/button";
import FeaturedResources from "./FeaturedResources";

/**
 * The home page's 'Latest Insights': up to three featured resources, newest first. The section
 * sits far below the fold, so the page mounts it with client:seen and a wide margin: its
 * script and the read start when it nears the screen (decision 007). Until then, as while the
 * resources load, it shows 'Loading resources...' (the prerendered HTML shows the same).
 */
export function LatestInsights() {
  return (
    <Section
      title="Latest Insights"
      eyebrow="Resources"
      intro="Research, case studies and commentary from the Kosmos team."
      tone="surface"
    >
      <FeaturedResources />
      <div className="mt-10 text-center">
        <a href="/resources" className={buttonClasses("secondary")}>
          View all resources
          <ArrowRight aria-hidden="true" className="size-4" />
        </a>
      </div>
    </Section>
  );
}

/** The island a page mounts. */
export default island(LatestInsights);
