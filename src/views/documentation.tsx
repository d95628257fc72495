import { Mail } from "lucide-react";
import { PageHero } from "~/components/sections/PageHero";
import { Section } from "~/components/sections/Section";
import { buttonClasses } from "~/components/ui/button";
import type { ContentData } from "~shared/content-types";
import { mailto } from "~/config/site";
import type { SectionWords } from "~/content/site-content";
import type { ReactNode } from "react";

/** `list`: the documentation list island, placed by the .astro page. */
/** `supportEmail`: the site settings' technical support address. */
/** `hero` and `words`: the page's hero and its two sections' words, as published. */
export default function DocumentationPage({
  hero,
  words,
  list,
  supportEmail,
}: {
  hero: ContentData<"page-hero">;
  words: Record<"resources" | "support", SectionWords>;
  list?: ReactNode;
  supportEmail: string;
}) {
  return (
    <>
      <PageHero eyebrow={hero.eyebrow} title={hero.title} photo={hero.photo}>
        {hero.lead}
      </PageHero>
      <Section title={words.resources.title} intro={words.resources.intro}>
        {/* Tall enough that what follows starts below the fold: the list arriving moves nothing in view. */}
        <div className="mx-auto min-h-[75vh] max-w-4xl">{list}</div>
      </Section>
      <Section title={words.support.title} tone="surface" intro={words.support.intro}>
        <div className="text-center">
          <a href={mailto(supportEmail)} className={buttonClasses("primary", "lg")}>
            <Mail aria-hidden="true" className="size-5" />
            Contact Support Team
          </a>
        </div>
      </Section>
    </>
  );
}
