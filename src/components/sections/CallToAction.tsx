import { useId } from "react";
import { buttonClasses } from "~/components/ui/button";

export type CtaLink = { label: string; to: string };

/** The closing banner of a page: a question, a line of text and up to two buttons. */
export function CallToAction({
  title,
  text,
  primary,
  secondary,
}: {
  title: string;
  text: string;
  primary: CtaLink;
  secondary?: CtaLink;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="bg-navy text-white">
      <div className="mx-auto max-w-4xl px-6 py-16 text-center sm:py-20">
        <h2 id={headingId} className="text-3xl font-bold tracking-tight sm:text-4xl">
          {title}
        </h2>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-slate-200">{text}</p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <a href={primary.to} className={buttonClasses("inverse", "lg")}>
            {primary.label}
          </a>
          {secondary ? (
            <a
              href={secondary.to}
              className={`${buttonClasses("ghost", "lg")} border border-white/60 text-white hover:bg-white/10`}
            >
              {secondary.label}
            </a>
          ) : null}
        </div>
      </div>
    </section>
  );
}
