import { PageHero } from "~/components/sections/PageHero";
import type { ReactNode } from "react";
import type { ContentData } from "~shared/content-types";

/** `library` and `newsletter`: islands placed by the .astro page. */
/** `hero`: the page's hero, as published. */
export default function ResourcesPage({
  hero,
  library,
  newsletter,
}: {
  hero: ContentData<"page-hero">;
  library?: ReactNode;
  newsletter?: ReactNode;
}) {
  return (
    <>
      <PageHero eyebrow={hero.eyebrow} title={hero.title} photo={hero.photo}>
        {hero.lead}
      </PageHero>
      {library}
      {newsletter}
    </>
  );
}
