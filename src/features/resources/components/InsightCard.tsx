import { readMoreHref } from "~shared/library";
import { ArrowRight } from "lucide-react";
import { formatDateUS } from "../format-date";
import { typeLabel } from "../labels";
import type { Resource } from "../types";
import { CardPicture } from "./CardPicture";
import { ResourceLink } from "./ResourceLink";

/** A featured resource on the home page: type, title, US long date, description and a link. */
export function InsightCard({ resource }: { resource: Resource }) {
  return (
    <article className="flex h-full flex-col rounded-xl border border-line bg-white p-6 shadow-sm">
      <CardPicture src={resource.image_url} position={resource.image_position} />
      {/* No type icon here, as there is in the library: the home page's first response has no byte to spare (its budget). */}
      <p className="text-sm font-semibold text-accent">{typeLabel(resource.type)}</p>
      <h3 className="mt-3 text-lg font-semibold text-ink">{resource.title}</h3>
      <p className="mt-1 text-sm text-muted">
        <time dateTime={resource.date}>{formatDateUS(resource.date)}</time>
      </p>
      <p className="mt-3 flex-1 text-muted">{resource.description}</p>
      <ResourceLink
        href={readMoreHref(resource)}
        className="mt-5 inline-flex items-center gap-1.5 self-start rounded text-sm font-semibold text-brand underline-offset-4 hover:text-brand-strong hover:underline"
      >
        Read more<span className="sr-only">{` about ${resource.title}`}</span>
        <ArrowRight aria-hidden="true" className="size-4" />
      </ResourceLink>
    </article>
  );
}
