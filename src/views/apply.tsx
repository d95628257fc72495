import { ArrowLeft } from "lucide-react";
import type { ReactNode } from "react";
import { PageHero } from "~/components/sections/PageHero";
import { buttonClasses } from "~/components/ui/button";

/** `position` and `form`: the 'Applying for' line and the application form, islands placed by the .astro page. */
export default function ApplyPage({ position, form }: { position?: ReactNode; form?: ReactNode }) {
  return (
    <>
      <PageHero eyebrow="Careers at Kosmos" title="Job Application">
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
