import { useState } from "react";
import { ERASURE_WITHIN } from "~shared/your-data";
import { errorText } from "../api/messages";
import { ConfirmDialog } from "../ui/ConfirmDialog";
import { formatDateTime } from "../ui/PageHeading";
import { dangerButtonClass } from "../ui/styles";
import type { Kind } from "~/admin/vocabulary/kinds";
import { useConfirmErasure } from "./api/erasure-requests";

/**
 * The applicant asked, with the link in their acknowledgement, for this application to be erased:
 * whoever reads its kind confirms it here (the database refuses anyone else, and any application
 * nobody asked about). It erases this application and its files, nothing else the person sent.
 */
export function ErasureRequestPanel({
  kind,
  id,
  requestedAt,
  onErased,
}: {
  kind: Kind;
  id: string;
  requestedAt: string;
  onErased: (summary: string) => void;
}) {
  const confirm = useConfirmErasure(kind, id);
  const [error, setError] = useState("");

  async function erase() {
    setError("");
    try {
      const result = await confirm.mutateAsync();
      const files = result.files.length;
      onErased(`Erased this application and ${files} ${files === 1 ? "file" : "files"}, as its applicant asked.`);
    } catch (cause) {
      setError(`Nothing was erased: ${errorText(cause)}`);
    }
  }

  return (
    <section aria-labelledby="erasure-request-heading" className="rounded-lg border-2 border-red-300 bg-white p-4">
      <h2 id="erasure-request-heading" className="text-lg font-semibold">
        Erasure asked for
      </h2>
      <p className="my-2 text-sm">
        The applicant asked on <time dateTime={requestedAt}>{formatDateTime(requestedAt)}</time>, with the link in their
        acknowledgement, for this application to be erased. Confirm it within {ERASURE_WITHIN}.
      </p>
      <ConfirmDialog
        trigger={
          <button type="button" className={dangerButtonClass} disabled={confirm.isPending}>
            {confirm.isPending ? "Erasing…" : "Erase this application"}
          </button>
        }
        title="Erase this application?"
        description={
          <>
            <p>This application and every file sent with it will be deleted for good, as its applicant asked.</p>
            <p className="mt-2">Anything else they sent stays. This cannot be undone.</p>
          </>
        }
        confirmLabel="Erase it"
        onConfirm={erase}
      />
      {error && (
        <p role="alert" className="mt-2 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </section>
  );
}
