import { ArrowRight } from "lucide-react";
import { formatDateUS } from "../format-date";
import { typeLabel } from "../labels";
import type { Resource } from "../types";
import { ResourceLink } from "./ResourceLink";
import { ResourceTypeIcon } from "./ResourceTypeIcon";

/** A featured resource on the home page: type, title, US long date, description and a link. */
export function InsightCard({ resource }: { resource: Resource }) {
  return (
    <article className="flex h-full flex-col rounded-xl border border-line bg-white p-6 text-left shadow-sm">
      <p className="flex items-center gap-2 text-sm font-semibold text-accent">
        <ResourceTypeIcon type={resource.type} className="size-4" />
        {typeLabel(resource.type)}
      </p>
      <h3 className="mt-3 text-lg font-semibold text-ink">{resource.title}</h3>
      <p className="mt-1 text-sm text-muted">
        <time dateTime={resource.date}>{formatDateUS(resource.date)}</time>
      </p>
      <p className="mt-3 flex-1 text-muted">{resource.description}</p>
      <ResourceLink
        href={resource.read_more_url}
        className="mt-5 inline-flex items-center gap-1.5 self-start rounded text-sm font-semibold text-brand underline-offset-4 hover:text-brand-strong hover:underline"
      >
        Read more<span className="sr-only"> about {resource.title}</span>
        <ArrowRight aria-hidden="true" className="size-4" />
      </ResourceLink>
    </article>
  );
}
