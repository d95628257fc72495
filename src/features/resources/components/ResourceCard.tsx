import { readMoreHref } from "~shared/library";
import { ArrowRight, Download } from "lucide-react";
import { cn } from "~/lib/cn";
import { formatDateBritish } from "../format-date";
import { typeLabel } from "../labels";
import type { Resource } from "../types";
import { CardPicture } from "./CardPicture";
import { CategoryBadges } from "./CategoryBadges";
import { ResourceLink } from "./ResourceLink";
import { ResourceTypeIcon } from "./ResourceTypeIcon";
import { documentSize } from "~shared/picture";

export type CardLayout = "grid" | "list";

const linkClass =
  "inline-flex items-center gap-1.5 rounded text-sm font-semibold text-brand underline-offset-4 hover:text-brand-strong hover:underline";

/**
 * One resource in the library: type, title, British date, description, topics and its links.
 * Each link's accessible name says which resource it opens ('Read more about …').
 */
export function ResourceCard({ resource, layout }: { resource: Resource; layout: CardLayout }) {
  const list = layout === "list";
  return (
    <article
      className={cn(
        "flex h-full rounded-xl border border-line bg-white p-6 shadow-sm",
        list ? "flex-col gap-4 sm:flex-row sm:items-start sm:gap-6" : "flex-col",
      )}
    >
      {list ? (
        <span className="hidden size-12 shrink-0 items-center justify-center rounded-lg bg-blue-50 text-brand sm:inline-flex">
          <ResourceTypeIcon type={resource.type} className="size-6" />
        </span>
      ) : null}
      <div className="flex flex-1 flex-col">
        <CardPicture src={resource.image_url} position={resource.image_position} />
        <p className="flex items-center gap-2 text-sm font-semibold text-accent">
          <ResourceTypeIcon type={resource.type} className={cn("size-4", list && "sm:hidden")} />
          {typeLabel(resource.type)}
        </p>
        <h3 className="mt-2 text-lg font-semibold text-ink">{resource.title}</h3>
        <p className="mt-1 text-sm text-muted">
          <time dateTime={resource.date}>{formatDateBritish(resource.date)}</time>
        </p>
        <p className={cn("mt-3 text-muted", !list && "flex-1")}>{resource.description}</p>
        <div className="mt-4">
          <CategoryBadges categories={resource.categories} />
        </div>
        <div className="mt-5 flex flex-wrap items-center gap-x-6 gap-y-2">
          <ResourceLink href={readMoreHref(resource)} className={linkClass}>
            Read more<span className="sr-only"> about {resource.title}</span>
            <ArrowRight aria-hidden="true" className="size-4" />
          </ResourceLink>
          {resource.download_url ? (
            <ResourceLink href={resource.download_url} className={linkClass}>
              <Download aria-hidden="true" className="size-4" />
              Download PDF<span className="sr-only"> of {resource.title}</span>
              {resource.download_size ? (
                <span className="font-normal text-muted">({documentSize(resource.download_size)})</span>
              ) : null}
            </ResourceLink>
          ) : null}
        </div>
      </div>
    </article>
  );
}
