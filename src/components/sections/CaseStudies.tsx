import { ArrowRight } from "lucide-react";
import type { CaseCard } from "~/components/sections/cards";

/** Success-story cards. Each 'Learn more' link names its story for screen readers. */
export function CaseStudies({ cards }: { cards: readonly CaseCard[] }) {
  return (
    <ul className="grid gap-6 md:grid-cols-3">
      {cards.map((card) => {
        const Icon = card.icon;
        return (
          <li key={card.title}>
            <article className="flex h-full flex-col rounded-xl border border-line bg-white p-6 shadow-sm">
              <div className="flex items-center justify-between">
                <span className="inline-flex size-11 items-center justify-center rounded-lg bg-blue-50 text-brand">
                  <Icon aria-hidden="true" className="size-6" />
                </span>
                <span className="rounded-full bg-cyan-50 px-3 py-1 text-xs font-semibold uppercase tracking-wide text-cyan-900">
                  <span className="sr-only">Industry: </span>
                  {card.industry}
                </span>
              </div>
              <h3 className="mt-5 text-lg font-semibold">{card.title}</h3>
              <p className="mt-2 flex-1 text-muted">{card.description}</p>
              {card.to ? (
                <a
                  href={card.to}
                  className="mt-5 inline-flex items-center gap-1 self-start rounded text-sm font-semibold text-brand hover:underline"
                >
                  Learn more<span className="sr-only">{` about ${card.title}`}</span>
                  <ArrowRight aria-hidden="true" className="size-4" />
                </a>
              ) : null}
            </article>
          </li>
        );
      })}
    </ul>
  );
}
