import { ArrowLeft, Download } from "lucide-react";
import { Blocks } from "~/components/sections/RichText";
import type { LibraryResource } from "~shared/library";
import { CategoryBadges } from "./components/CategoryBadges";
import { ResourceTypeIcon } from "./components/ResourceTypeIcon";
import { formatDateBritish } from "./format-date";
import { typeLabel } from "./labels";
import { documentSize, type Picture } from "~shared/picture";
import { LibraryPicture } from "~/components/ui/Picture";

const linkClass =
  "inline-flex items-center gap-1.5 rounded font-semibold text-brand underline-offset-4 hover:text-brand-strong hover:underline";

/**
 * A resource's own page (/resources/<slug>): its type, title, date and topics, the article staff
 * wrote (rendered node by node from an allow-list, never as HTML), and its PDF when it has one.
 * Rendered on the server only: the page ships no script.
 */
export function ResourceArticle({ resource, picture }: { resource: LibraryResource; picture?: Picture }) {
  return (
    <article className="mx-auto max-w-3xl px-6 py-16">
      <a href="/resources" className={linkClass}>
        <ArrowLeft aria-hidden="true" className="size-4" />
        All resources
      </a>
      <header className="mt-8 border-b border-line pb-8">
        <p className="flex items-center gap-2 text-sm font-semibold text-accent">
          <ResourceTypeIcon type={resource.type} className="size-4" />
          {typeLabel(resource.type)}
        </p>
        <h1 className="mt-3 text-4xl font-bold tracking-tight text-ink">{resource.title}</h1>
        <p className="mt-3 text-sm text-muted">
          <time dateTime={resource.date}>{formatDateBritish(resource.date)}</time>
        </p>
        <p className="mt-6 text-lg leading-relaxed text-slate-700">{resource.description}</p>
        <div className="mt-6">
          <CategoryBadges categories={resource.categories} />
        </div>
      </header>
      {picture ? (
        <LibraryPicture
          picture={picture}
          sizes="(min-width: 768px) 720px, 100vw"
          className="mt-8 h-auto w-full rounded-xl"
          load="eager"
        />
      ) : null}
      <div className="mt-8 space-y-4 leading-relaxed text-slate-700">
        <Blocks nodes={resource.body?.content ?? []} headings="as-written" />
      </div>
      {resource.download_url ? (
        <p className="mt-10">
          <a href={resource.download_url} className={linkClass}>
            <Download aria-hidden="true" className="size-4" />
            Download PDF<span className="sr-only"> of {resource.title}</span>
            {resource.download_size ? (
              <span className="font-normal text-muted">({documentSize(resource.download_size)})</span>
            ) : null}
          </a>
        </p>
      ) : null}
    </article>
  );
}
