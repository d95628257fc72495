import { island } from "~/components/ui/island";
import { LoaderCircle } from "lucide-react";
import { QueryProvider, useDeferredResult, useFailureToast } from "~/lib/query";
import { useDocumentation } from "./api/get-documentation";
import { DocumentCard } from "./DocumentCard";

/** The 'Technical Resources' list, read after the page has hydrated. */
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

/** The island a page mounts. */
export default island(DocumentationList);
