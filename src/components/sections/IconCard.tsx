import { ArrowRight } from "lucide-react";
import type { DisplayCard } from "~/components/sections/cards";
import { cn } from "~/lib/cn";

/**
 * A card with an icon, an h3 title and a short text. With `to`, the title is the link and a
 * stretched pseudo-element makes the whole card clickable while keeping one tab stop.
 */
export function IconCard({ card, className }: { card: DisplayCard; className?: string }) {
  const Icon = card.icon;
  return (
    <article
      className={cn(
        "relative flex h-full flex-col rounded-xl border border-line bg-white p-6 text-left shadow-sm",
        card.to && "transition-shadow focus-within:shadow-md hover:shadow-md",
        className,
      )}
    >
      <span className="inline-flex size-11 items-center justify-center rounded-lg bg-blue-50 text-brand">
        <Icon aria-hidden="true" className="size-6" />
      </span>
      <h3 className="mt-5 text-lg font-semibold text-ink">
        <TitleLink card={card} stretched />
      </h3>
      <p className="mt-2 flex-1 text-muted">{card.description}</p>
      {card.to ? (
        <span aria-hidden="true" className="mt-5 inline-flex items-center gap-1 text-sm font-semibold text-brand">
          Learn more <ArrowRight className="size-4" />
        </span>
      ) : null}
    </article>
  );
}

/**
 * A card's title, the link to its page when it has one; `stretched`: the link's pseudo-element
 * covers the card (positioned), so the whole card is clickable with one tab stop.
 */
export function TitleLink({ card, stretched = false }: { card: DisplayCard; stretched?: boolean }) {
  if (!card.to) return card.title;
  return (
    <a
      href={card.to}
      className={cn("rounded hover:text-brand", stretched && "after:absolute after:inset-0 after:rounded-xl")}
    >
      {card.title}
    </a>
  );
}

const columns = {
  2: "sm:grid-cols-2",
  3: "sm:grid-cols-2 lg:grid-cols-3",
  4: "sm:grid-cols-2 lg:grid-cols-4",
} as const;

/** A responsive grid of icon cards, as a list so screen readers announce how many there are. */
export function CardGrid({ cards, cols = 3 }: { cards: readonly DisplayCard[]; cols?: keyof typeof columns }) {
  return (
    <ul className={cn("grid gap-6", columns[cols])}>
      {cards.map((card) => (
        <li key={card.title}>
          <IconCard card={card} />
        </li>
      ))}
    </ul>
  );
}
