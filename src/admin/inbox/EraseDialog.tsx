import { useState } from "react";
import { errorText } from "../api/messages";
import { ConfirmDialog } from "../ui/ConfirmDialog";
import { dangerButtonClass } from "../ui/styles";
import { useErasePerson } from "./api/erase-person";
import type { ErasureResult } from "./api/rows";

export function erasedSummary(result: ErasureResult): string {
  const rows = Object.values(result.rows).reduce((a, b) => a + b, 0);
  const files = result.files.length;
  return `Erased ${rows} ${rows === 1 ? "submission" : "submissions"} and ${files} ${files === 1 ? "file" : "files"}.`;
}

/** Right to erasure: every submission with this email, in every table, and their files, in one step. */
export function EraseButton({ email, onErased }: { email: string; onErased: (summary: string) => void }) {
  const erasePerson = useErasePerson();
  const [error, setError] = useState("");
  const [busy, setBusy] = useState(false);

  async function erase() {
    setError("");
    setBusy(true);
    try {
      const result = await erasePerson.mutateAsync(email);
      onErased(erasedSummary(result));
    } catch (cause) {
      setError(`Nothing was erased: ${errorText(cause)}`);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div>
      <ConfirmDialog
        trigger={
          <button type="button" className={dangerButtonClass} disabled={busy}>
            {busy ? "Erasing…" : "Erase this person"}
          </button>
        }
        title="Erase this person?"
        description={
          <>
            <p>
              Every contact message, application, newsletter sign-up and uploaded file from{" "}
              <strong className="break-all">{email}</strong> will be deleted for good. The audit log keeps only how many
              items went.
            </p>
            <p className="mt-2">This cannot be undone.</p>
          </>
        }
        confirmLabel="Erase everything"
        onConfirm={erase}
      />
      {error && (
        <p role="alert" className="mt-2 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
