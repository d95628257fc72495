import { BookOpen, Download } from "lucide-react";
import { buttonClasses } from "~/components/ui/button";
import type { DocumentationEntry } from "./types";
import { documentSize } from "~shared/picture";

/**
 * One document: title, description, its key sections and executive summary when it has them,
 * and a button to access_url. The button says 'Download Document' when a download exists, but
 * (as the spec has it) always leads to access_url.
 */
export function DocumentCard({ doc }: { doc: DocumentationEntry }) {
  const downloadable = Boolean(doc.download_url);
  const action = downloadable ? "Download Document" : "Access Documentation";
  return (
    <article className="rounded-xl border border-line bg-white p-6 shadow-sm sm:p-8">
      <h3 className="text-xl font-semibold text-ink">{doc.title}</h3>
      <p className="mt-2 text-muted">{doc.description}</p>
      {doc.sections.length > 0 ? (
        <>
          <h4 className="mt-6 text-base font-semibold text-ink">Key Sections</h4>
          <ul className="mt-2 list-disc space-y-1 pl-5 text-muted">
            {doc.sections.map((section) => (
              <li key={section}>{section}</li>
            ))}
          </ul>
        </>
      ) : null}
      {doc.summary ? (
        <>
          <h4 className="mt-6 text-base font-semibold text-ink">Executive Summary</h4>
          <p className="mt-2 text-muted">{doc.summary}</p>
        </>
      ) : null}
      {/* The name starts with the visible words (WCAG 2.5.3) and says which document it opens. */}
      <a href={doc.access_url} aria-label={`${action}: ${doc.title}`} className={`${buttonClasses("primary")} mt-6`}>
        {downloadable ? (
          <Download aria-hidden="true" className="size-4" />
        ) : (
          <BookOpen aria-hidden="true" className="size-4" />
        )}
        {action}
      </a>
      {doc.download_size ? <p className="mt-2 text-sm text-muted">{documentSize(doc.download_size)}</p> : null}
    </article>
  );
}
