import { ArrowLeft } from "lucide-react";
import type { ReactNode } from "react";
import { PageHero } from "~/components/sections/PageHero";
import { buttonClasses } from "~/components/ui/button";
import type { SectionWords } from "~/content/site-content";

/** `position` and `form`: the 'Applying for' line and the application form, islands placed by the .astro page. */
/** `heading`: the page's eyebrow and title, as published. */
export default function ApplyPage({
  heading,
  position,
  form,
}: {
  heading: SectionWords;
  position?: ReactNode;
  form?: ReactNode;
}) {
  return (
    <>
      <PageHero eyebrow={heading.eyebrow} title={heading.title}>
        {position}
      </PageHero>
      <div className="mx-auto max-w-3xl px-6 py-12">
        <a href="/careers" className={buttonClasses("secondary")}>
          <ArrowLeft aria-hidden="true" className="size-4" />
          Back to Careers
        </a>
        <div className="mt-8">{form}</div>
      </div>
    </>
  );
}
