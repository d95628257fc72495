import type { ReactNode } from "react";

/** The dark banner that opens most pages. */
export function PageHero({ eyebrow, title, children }: { eyebrow?: string; title: string; children?: ReactNode }) {
  return (
    <section className="bg-navy text-white">
      <div className="mx-auto max-w-5xl px-6 py-20 text-center sm:py-24">
        {eyebrow ? <p className="text-sm font-semibold uppercase tracking-widest text-cyan-300">{eyebrow}</p> : null}
        <h1 className="mt-3 text-4xl font-bold tracking-tight sm:text-5xl">{title}</h1>
        {children ? <div className="mx-auto mt-6 max-w-3xl text-lg text-slate-200">{children}</div> : null}
      </div>
    </section>
  );
}
