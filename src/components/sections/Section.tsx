import { type ReactNode, useId } from "react";
import { cn } from "~/lib/cn";

const tones = {
  white: "bg-white",
  surface: "bg-surface",
  navy: "bg-navy text-white",
} as const;

type SectionProps = {
  title: string;
  /** Short label above the heading. */
  eyebrow?: string;
  /** One or two sentences under the heading. */
  intro?: ReactNode;
  id?: string;
  tone?: keyof typeof tones;
  /** Centre the heading block (most sections) or align it left (narratives). */
  align?: "center" | "left";
  className?: string;
  offscreen?: boolean;
  children?: ReactNode;
};

/**
 * A page section with an h2, labelled by that heading so landmarks and headings agree.
 * `offscreen` marks a section far down a long page: the browser lays it out and paints it only
 * when it nears the screen (content-visibility: auto, with a remembered size). The home page's
 * first layout otherwise held a slow phone's main thread well past its first paint
 * (docs/decisions/015). Such sections stay in the accessibility tree and in find-in-page; keep
 * them below every section a link can land on, or the landing spot moves as they render.
 */
export function Section({
  title,
  eyebrow,
  intro,
  id,
  tone = "white",
  align = "center",
  className,
  offscreen,
  children,
}: SectionProps) {
  const headingId = useId();
  const onDark = tone === "navy";
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className={cn(
        tones[tone],
        "scroll-mt-20",
        offscreen && "[contain-intrinsic-size:auto_40rem] [content-visibility:auto]",
        className,
      )}
    >
      <div className="mx-auto max-w-7xl px-6 py-16 sm:py-20">
        <div className={cn("max-w-3xl", align === "center" && "mx-auto text-center")}>
          {eyebrow ? (
            <p
              className={cn(
                "text-sm font-semibold uppercase tracking-widest",
                onDark ? "text-cyan-300" : "text-accent",
              )}
            >
              {eyebrow}
            </p>
          ) : null}
          <h2 id={headingId} className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">
            {title}
          </h2>
          {intro ? <div className={cn("mt-4 text-lg", onDark ? "text-slate-200" : "text-muted")}>{intro}</div> : null}
        </div>
        {children ? <div className="mt-12">{children}</div> : null}
      </div>
    </section>
  );
}
