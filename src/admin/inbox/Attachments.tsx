import { Eye, Paperclip } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { saveBlob } from "../ui/PageHeading";
import { secondaryButtonClass } from "../ui/styles";
import { ATTACHMENTS, type Kind } from "~/admin/vocabulary/kinds";
import { useDownloadFile } from "./api/download-file";
import { fileName } from "./item-links";

// pdf.js is loaded only when a preview is asked for.
const PdfPreview = lazy(() => import("./PdfPreview").then((module) => ({ default: module.PdfPreview })));
const isPdf = (path: string) => /\.pdf$/i.test(path);

/**
 * The files sent with an item, fetched through the authenticated Storage API with the staff
 * session (the database's policies decide) and saved as downloads; a PDF may also be previewed in
 * the page, drawn from the same bytes by pdf.js (nothing is sent anywhere else, nothing it holds runs).
 */
export function Attachments({ kind, row }: { kind: Kind; row: Record<string, unknown> }) {
  const downloadFile = useDownloadFile();
  const [busy, setBusy] = useState("");
  const [error, setError] = useState("");
  const [preview, setPreview] = useState<{ path: string; file: Blob } | null>(null);
  const files = ATTACHMENTS[kind].flatMap((spec) => {
    const path = row[spec.column];
    return typeof path === "string" && path ? [{ ...spec, path }] : [];
  });
  if (ATTACHMENTS[kind].length === 0) return null;

  async function fetchFile(bucket: string, path: string, then: (file: Blob) => void) {
    setError("");
    setBusy(path);
    try {
      then(await downloadFile.mutateAsync({ bucket, path }));
    } catch (cause) {
      setError(
        `The file could not be downloaded: ${cause instanceof Error ? cause.message : "unknown error"}. Try again.`,
      );
    } finally {
      setBusy("");
    }
  }
  const download = (bucket: string, path: string) => fetchFile(bucket, path, (file) => saveBlob(file, fileName(path)));
  const show = (bucket: string, path: string) => fetchFile(bucket, path, (file) => setPreview({ path, file }));

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
              {isPdf(file.path) && preview?.path !== file.path && (
                <button
                  type="button"
                  className={`${secondaryButtonClass} ml-2`}
                  disabled={busy === file.path}
                  onClick={() => show(file.bucket, file.path)}
                >
                  <Eye aria-hidden="true" className="size-4" />
                  Preview {file.label}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      {preview && (
        <Suspense fallback={<p className="mt-4 text-sm text-muted">Opening the file…</p>}>
          <PdfPreview file={preview.file} name={fileName(preview.path)} onClose={() => setPreview(null)} />
        </Suspense>
      )}
      {error && (
        <p role="alert" className="mt-2 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </section>
  );
}
