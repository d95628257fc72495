import { PageHero } from "~/components/sections/PageHero";
import type { ReactNode } from "react";

/** `library` and `newsletter`: islands placed by the .astro page. */
export default function ResourcesPage({ library, newsletter }: { library?: ReactNode; newsletter?: ReactNode }) {
  return (
    <>
      <PageHero eyebrow="Resource library" title="Resources">
        White papers, case studies, articles, webinars and news on systemic risk, geopolitics and the technology that
        models them.
      </PageHero>
      {library}
      {newsletter}
    </>
  );
}
