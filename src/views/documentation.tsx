import { Mail } from "lucide-react";
import { PageHero } from "~/components/sections/PageHero";
import { Section } from "~/components/sections/Section";
import { buttonClasses } from "~/components/ui/button";
import { mailto, site } from "~/config/site";
import type { ReactNode } from "react";

/** `list`: the documentation list island, placed by the .astro page. */
/** `supportEmail`: the site settings' technical support address. */
export default function DocumentationPage({ list, supportEmail }: { list?: ReactNode; supportEmail: string }) {
  return (
    <>
      <PageHero eyebrow="Resources" title={`${site.brand} Documentation`}>
        Architecture, APIs, model methodology and deployment: the technical material behind the {site.brand} platform.
      </PageHero>
      <Section title="Technical Resources">
        {/* Tall enough that what follows starts below the fold: the list arriving moves nothing in view. */}
        <div className="mx-auto min-h-[75vh] max-w-4xl">{list}</div>
      </Section>
      <Section
        title="Need Technical Support?"
        tone="surface"
        intro="Our engineers help with integration, deployment and questions about the models."
      >
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
