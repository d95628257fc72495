import { linesOf, type ContentData } from "~shared/content-types";
import { Clock, Mail, MapPin } from "lucide-react";
import { PageHero } from "~/components/sections/PageHero";
import { mailto } from "~/config/site";
import type { ReactNode } from "react";
import type { SectionWords } from "~/content/site-content";

/** `form` and `map`: the contact form and the map-on-request islands, placed by the .astro page. */
export default function ContactPage({
  hero,
  words,
  settings,
  form,
  map,
}: {
  hero: ContentData<"page-hero">;
  /** The words of the form's section and of the three boxes beside it, as published. */
  words: Record<"message" | "direct" | "office" | "response", SectionWords>;
  /** The site settings: the contact address and the office's lines. */
  settings: ContentData<"site-settings">;
  form?: ReactNode;
  map?: ReactNode;
}) {
  return (
    <>
      <PageHero eyebrow={hero.eyebrow} title={hero.title} photo={hero.photo}>
        <p>{hero.lead}</p>
      </PageHero>
      <div className="mx-auto grid max-w-7xl gap-10 px-6 py-16 lg:grid-cols-3">
        <section aria-labelledby="message-heading" className="lg:col-span-2">
          <h2 id="message-heading" className="text-2xl font-bold tracking-tight">
            {words.message.title}
          </h2>
          <div className="mt-6">{form}</div>
        </section>
        <aside className="space-y-6" aria-label="Other ways to reach us">
          <section aria-labelledby="direct-heading" className="rounded-xl border border-line p-6">
            <h2 id="direct-heading" className="flex items-center gap-2 text-lg font-semibold">
              <Mail aria-hidden="true" className="size-5 text-accent" />
              {words.direct.title}
            </h2>
            <p className="mt-3 text-muted">{words.direct.intro}</p>
            <a
              href={mailto(settings.contactEmail)}
              className="mt-2 inline-block font-medium text-brand hover:underline"
            >
              {settings.contactEmail}
            </a>
          </section>
          <section aria-labelledby="office-heading" className="rounded-xl border border-line p-6">
            <h2 id="office-heading" className="flex items-center gap-2 text-lg font-semibold">
              <MapPin aria-hidden="true" className="size-5 text-accent" />
              {words.office.title}
            </h2>
            <address className="mt-3 not-italic text-muted">
              {linesOf(settings.officeAddress).map((line) => (
                <span key={line} className="block">
                  {line}
                </span>
              ))}
            </address>
            {map}
          </section>
          <section aria-labelledby="response-heading" className="rounded-xl bg-surface p-6">
            <h2 id="response-heading" className="flex items-center gap-2 text-lg font-semibold">
              <Clock aria-hidden="true" className="size-5 text-accent" />
              {words.response.title}
            </h2>
            <p className="mt-3 text-muted">
              {words.response.intro}{" "}
              <a href={mailto(settings.contactEmail)} className="font-medium text-brand hover:underline">
                {settings.contactEmail}
              </a>
              .
            </p>
          </section>
        </aside>
      </div>
    </>
  );
}
