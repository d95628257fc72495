import { PageHero } from "~/components/sections/PageHero";
import { ResourceLibrary } from "~/features/resources/ResourceLibrary";
import { NewsletterSignup } from "~/features/forms/NewsletterSignup";
import { pageMeta } from "~/lib/meta";

export const meta = () => pageMeta("/resources");

export default function ResourcesPage() {
  return (
    <>
      <PageHero eyebrow="Resource library" title="Resources">
        White papers, case studies, articles, webinars and news on systemic risk, geopolitics and the technology that
        models them.
      </PageHero>
      <ResourceLibrary />
      <NewsletterSignup />
    </>
  );
}
