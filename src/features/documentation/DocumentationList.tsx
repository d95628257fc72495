import { island } from "~/components/ui/island";
import { LoaderCircle } from "lucide-react";
import { QueryProvider, startReadEarly, useDeferredResult, useFailureToast } from "~/lib/query";
import { documentationQuery, useDocumentation } from "./api/get-documentation";
import { DocumentCard } from "./DocumentCard";

/** The 'Technical Resources' list, read from the database in the browser. */
export function DocumentationList() {
  return (
    <QueryProvider>
      <Documents />
    </QueryProvider>
  );
}

function Documents() {
  const query = useDocumentation();
  useFailureToast(query, "Failed to load documentation");
  const { data, isPending } = useDeferredResult(query);

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
