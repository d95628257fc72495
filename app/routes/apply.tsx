import { ArrowLeft } from "lucide-react";
import { useSyncExternalStore } from "react";
import { Link, useSearchParams } from "react-router";
import { PageHero } from "~/components/sections/PageHero";
import { buttonClasses } from "~/components/ui/button";
import { JobApplicationForm } from "~/features/forms/JobApplicationForm";
import { pageMeta } from "~/lib/meta";

export const meta = () => pageMeta("/apply");

const subscribeNever = () => () => {};

/**
 * False while the prerendered HTML is hydrated, true afterwards. The HTML was rendered without a
 * query string, so reading the position before hydration ends would make the markup differ.
 */
function useHasHydrated() {
  return useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
}

export default function ApplyPage() {
  const [searchParams] = useSearchParams();
  const hasHydrated = useHasHydrated();
  // URLSearchParams has already decoded the value.
  const position = hasHydrated ? searchParams.get("position")?.trim() || null : null;

  return (
    <>
      <PageHero eyebrow="Careers at Kosmos" title="Job Application">
        <p data-testid="apply-position">
          {position ? (
            <>
              Applying for: <strong className="font-semibold text-white">{position}</strong>
            </>
          ) : (
            "Tell us about yourself and the role you are interested in."
          )}
        </p>
      </PageHero>
      <div className="mx-auto max-w-3xl px-6 py-12">
        <Link to="/careers" className={buttonClasses("secondary")}>
          <ArrowLeft aria-hidden="true" className="size-4" />
          Back to Careers
        </Link>
        <div className="mt-8">
          <JobApplicationForm />
        </div>
      </div>
    </>
  );
}
