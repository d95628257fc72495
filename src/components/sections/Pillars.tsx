import type { DisplayCard } from "~/components/sections/cards";
import { TitleLink } from "~/components/sections/IconCard";
import { cn } from "~/lib/cn";

/**
 * As many columns as claims on a wide screen, up to four (more wrap in threes). The classes are the
 * card grids' own, so a page that has both carries no more style for them.
 */
const COLUMNS: Record<number, string> = {
  2: "sm:grid-cols-2",
  4: "sm:grid-cols-2 lg:grid-cols-4",
};

/**
 * Two to four claims that carry a page, side by side on a wide screen: each title large, in the
 * headings' face, under a rule of the brand's colour and its icon, its text below. No card and no
 * box around the icon, so the claims read as statements rather than as one more grid of features.
 */
export function Pillars({ pillars }: { pillars: readonly DisplayCard[] }) {
  return (
    <ul className={cn("grid gap-6", COLUMNS[pillars.length] ?? "lg:grid-cols-3")}>
      {pillars.map((pillar) => (
        <li key={pillar.title}>
          <span aria-hidden="true" className="block h-1 rounded-full bg-brand" />
          <pillar.icon aria-hidden="true" className="mt-5 size-6 text-brand" />
          <h3 className="mt-2 text-2xl font-bold text-ink">
            <TitleLink card={pillar} />
          </h3>
          <p className="mt-2 text-lg text-muted">{pillar.description}</p>
        </li>
      ))}
    </ul>
  );
}
