import type { DisplayCard } from "~/components/sections/cards";
import { TitleLink } from "~/components/sections/IconCard";

/**
 * Many parallel benefits, each its icon beside its words, in two or three columns; no card around
 * each, so a long list reads as one block rather than a wall of boxes. The classes are the card
 * grids' own (the icon's box is a card's), so a page that has both carries no more style.
 */
export function FeatureList({ features }: { features: readonly DisplayCard[] }) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {features.map((feature) => {
        const Icon = feature.icon;
        return (
          <li key={feature.title} className="flex gap-4">
            <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-lg bg-blue-50 text-brand">
              <Icon aria-hidden="true" className="size-6" />
            </span>
            <div>
              <h3 className="text-lg font-semibold text-ink">
                <TitleLink card={feature} />
              </h3>
              <p className="mt-2 text-muted">{feature.description}</p>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
