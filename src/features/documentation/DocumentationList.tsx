import { island } from "~/components/ui/island";
import { LoaderCircle } from "lucide-react";
import { QueryProvider, startReadEarly, useDeferredResult, useFailureToast } from "~/lib/query";
import { documentationQuery, useDocumentation } from "./api/get-documentation";
import { DocumentCard } from "./DocumentCard";
import type { DocumentationEntry } from "./types";

/** The 'Technical Resources' list: as published in the page's HTML, then read again in the browser. */
export function DocumentationList({ published }: { published?: DocumentationEntry[] }) {
  return (
    <QueryProvider>
      <Documents published={published} />
    </QueryProvider>
  );
}

function Documents({ published }: { published?: DocumentationEntry[] }) {
  const query = useDocumentation();
  useFailureToast(query, "Failed to load documentation");
  const { data, isPending } = useDeferredResult(query, published);

  if (isPending) {
    return (
      <p role="status" className="flex items-center justify-center gap-3 py-16 text-muted">
        <LoaderCircle aria-hidden="true" className="size-6 animate-spin text-brand" />
        Loading documentation...
      </p>
    );
  }
  return (
    <ul className="space-y-6">
      {(data ?? []).map((doc) => (
        <li key={doc.id}>
          <DocumentCard doc={doc} />
        </li>
      ))}
    </ul>
  );
}

// The list's read starts as this island's module loads, not after it has hydrated.
startReadEarly(documentationQuery());

/** The island a page mounts. */
export default island(DocumentationList);
