import type { ReactNode } from "react";
import { buttonClasses } from "~/components/ui/button";
import type { CtaLink } from "./CallToAction";

type SplitHeroProps = {
  title: string;
  /** Small capitals line above the title. */
  eyebrow?: string;
  lead: string;
  primary: CtaLink;
  secondary?: CtaLink;
  /** Shown beside the text on wide screens, below it on narrow ones. */
  aside: ReactNode;
};

/** A page-opening banner with text and buttons on one side and an illustration on the other. */
export function SplitHero({ title, eyebrow, lead, primary, secondary, aside }: SplitHeroProps) {
  return (
    <section className="overflow-hidden bg-navy text-white">
      <div className="mx-auto grid max-w-7xl items-center gap-12 px-6 py-16 sm:py-20 lg:grid-cols-[1.3fr_1fr]">
        <div>
          {eyebrow ? <p className="text-sm font-semibold uppercase tracking-widest text-cyan-300">{eyebrow}</p> : null}
          <h1 className="mt-4 text-4xl font-bold tracking-tight sm:text-5xl lg:text-6xl">{title}</h1>
          <p className="mt-6 max-w-2xl text-xl text-slate-200">{lead}</p>
          <div className="mt-10 flex flex-col gap-3 sm:flex-row">
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
        <div>{aside}</div>
      </div>
    </section>
  );
}
