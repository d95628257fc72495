import { Paperclip } from "lucide-react";
import { useState } from "react";
import { saveBlob } from "../ui/PageHeading";
import { secondaryButtonClass } from "../ui/styles";
import { ATTACHMENTS, type Kind } from "~/admin/vocabulary/kinds";
import { useDownloadFile } from "./api/download-file";
import { fileName } from "./item-links";

/**
 * The files sent with an item, fetched through the authenticated Storage API with the staff
 * session (the database's policies decide) and saved as downloads, never opened in the page.
 */
export function Attachments({ kind, row }: { kind: Kind; row: Record<string, unknown> }) {
  const downloadFile = useDownloadFile();
  const [busy, setBusy] = useState("");
  const [error, setError] = useState("");
  const files = ATTACHMENTS[kind].flatMap((spec) => {
    const path = row[spec.column];
    return typeof path === "string" && path ? [{ ...spec, path }] : [];
  });
  if (ATTACHMENTS[kind].length === 0) return null;

  async function download(bucket: string, path: string) {
    setError("");
    setBusy(path);
    try {
      saveBlob(await downloadFile.mutateAsync({ bucket, path }), fileName(path));
    } catch (cause) {
      setError(
        `The file could not be downloaded: ${cause instanceof Error ? cause.message : "unknown error"}. Try again.`,
      );
    } finally {
      setBusy("");
    }
  }

  return (
    <section aria-labelledby="files-heading" className="mt-6">
      <h2 id="files-heading" className="text-lg font-semibold">
        Files
      </h2>
      {files.length === 0 ? (
        <p className="mt-2 text-sm text-muted">No files were sent with this item.</p>
      ) : (
        <ul className="mt-2 flex flex-wrap gap-2">
          {files.map((file) => (
            <li key={file.column}>
              <button
                type="button"
                className={secondaryButtonClass}
                disabled={busy === file.path}
                onClick={() => download(file.bucket, file.path)}
              >
                <Paperclip aria-hidden="true" className="size-4" />
                {busy === file.path ? `Downloading ${file.label}…` : `Download ${file.label} (${fileName(file.path)})`}
              </button>
            </li>
          ))}
        </ul>
      )}
      {error && (
        <p role="alert" className="mt-2 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </section>
  );
}
