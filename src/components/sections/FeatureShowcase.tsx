import { CheckCircle2 } from "lucide-react";
import { useId } from "react";
import type { Feature } from "~/components/sections/cards";
import { AnyPicture } from "~/components/ui/Picture";
import { cn } from "~/lib/cn";

/**
 * A capability with its illustration. The h2 is the illustration's title; the image sits
 * first in the reading order only visually (on wide screens, alternating sides).
 */
type FeatureShowcaseProps = {
  feature: Feature;
  reverse?: boolean;
  tone?: "white" | "surface";
  /**
   * Load the illustration at once: for the first one on a page, which may be in the first screen.
   * At low priority all the same: the text beside it is what a visitor reads first (and the page's
   * largest paint), so the picture never competes with it for the connection.
   */
  eager?: boolean;
};

export function FeatureShowcase({ feature, reverse = false, tone = "white", eager = false }: FeatureShowcaseProps) {
  const headingId = useId();
  const { illustration } = feature;
  return (
    <section aria-labelledby={headingId} className={tone === "surface" ? "bg-surface" : "bg-white"}>
      <div className="mx-auto grid max-w-7xl items-center gap-10 px-6 py-16 sm:py-20 lg:grid-cols-2 lg:gap-16">
        <div className={cn(reverse && "lg:order-2")}>
          <h2 id={headingId} className="text-3xl font-bold tracking-tight">
            {feature.title}
          </h2>
          <p className="mt-4 text-lg text-muted">{feature.summary}</p>
          <ul className="mt-6 space-y-3">
            {feature.points.map((point) => (
              <li key={point} className="flex gap-3">
                <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent" />
                <span>{point}</span>
              </li>
            ))}
          </ul>
        </div>
        <figure className={cn("rounded-2xl border border-line bg-white p-4 shadow-sm", reverse && "lg:order-1")}>
          <AnyPicture
            image={illustration}
            sizes="(min-width: 1280px) 584px, (min-width: 1024px) 45vw, 90vw"
            load={eager ? "eager" : "lazy"}
            className="h-auto w-full"
          />
        </figure>
      </div>
    </section>
  );
}
