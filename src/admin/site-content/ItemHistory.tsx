import { useState } from "react";
import type { ContentTypeDecl } from "~shared/content-types";
import { errorText } from "../api/messages";
import { ErrorPanel, Loading } from "../ui/Notice";
import { formatDateTime } from "../ui/PageHeading";
import { secondaryButtonClass } from "../ui/styles";
import { useItemVersions, type ItemVersion } from "./api";
import { fieldText } from "./field-text";
import { VersionCompare } from "./VersionCompare";

/**
 * An item's history: every saved version with who saved it and when; one opens read
 * only, and can be put back into the editor, to be published again as a new version; any two
 * compared field by field.
 */
export function ItemHistory({
  decl,
  itemId,
  onRestore,
}: {
  decl: ContentTypeDecl;
  itemId: string;
  onRestore: (version: ItemVersion) => void;
}) {
  const versions = useItemVersions(itemId);
  const [open, setOpen] = useState<number | null>(null);
  return (
    <section
      aria-labelledby={`history-${itemId}`}
      className="space-y-3 rounded-lg border border-line bg-white p-4 sm:p-6"
    >
      <h2 id={`history-${itemId}`} className="text-lg font-semibold">
        History
      </h2>
      {versions.isPending && <Loading label="Loading the history…" />}
      {versions.isError && <ErrorPanel title="The history could not be loaded" message={errorText(versions.error)} />}
      {versions.data && (
        <ol className="divide-y divide-line">
          {versions.data.map((version, index) => (
            <li key={version.version} className="py-3">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <p>
                  <span className="font-medium">Version {version.version}</span>
                  {index === 0 ? " (published now)" : ""}
                  <span className="block text-sm text-muted">
                    Saved {formatDateTime(version.saved_at)}
                    {version.saved_by ? ` by ${version.saved_by}` : ""}
                  </span>
                </p>
                <button
                  type="button"
                  className={secondaryButtonClass}
                  aria-expanded={open === version.version}
                  onClick={() => setOpen(open === version.version ? null : version.version)}
                >
                  {open === version.version ? "Hide" : "View"} version {version.version}
                </button>
              </div>
              {open === version.version && (
                <div className="mt-3 space-y-3 rounded-md bg-surface p-3">
                  <dl className="space-y-2">
                    {decl.fields.map((field) => (
                      <div key={field.name}>
                        <dt className="text-sm font-medium">{field.label}</dt>
                        <dd className="whitespace-pre-line break-words text-sm text-muted">
                          {fieldText(version.data[field.name])}
                        </dd>
                      </div>
                    ))}
                  </dl>
                  {index > 0 && (
                    <button type="button" className={secondaryButtonClass} onClick={() => onRestore(version)}>
                      Restore version {version.version} into the editor
                    </button>
                  )}
                </div>
              )}
            </li>
          ))}
        </ol>
      )}
      {versions.data && versions.data.length > 1 && (
        <VersionCompare decl={decl} itemId={itemId} versions={versions.data} />
      )}
    </section>
  );
}
