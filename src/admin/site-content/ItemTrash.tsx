import { useState } from "react";
import type { ContentTypeDecl, ContentTypeName } from "~shared/content-types";
import { errorText } from "../api/messages";
import { loaded } from "../api/query-client";
import { ConfirmDialog } from "../ui/ConfirmDialog";
import { ErrorPanel, StatusMessage } from "../ui/Notice";
import { formatDateTime } from "../ui/PageHeading";
import { secondaryButtonClass } from "../ui/styles";
import { useDeleteItem, useRestoreItem, useTrash } from "./trash-api";

/** An item's Delete button: after a confirmation, the item goes to the trash (the database keeps it 30 days). */
export function DeleteItemButton({
  type,
  id,
  name,
  onDone,
}: {
  type: ContentTypeName;
  id: string;
  name: string;
  onDone: (message: string, failed: boolean) => void;
}) {
  const remove = useDeleteItem(type);
  async function confirm() {
    try {
      await remove.mutateAsync(id);
      onDone(`Moved ${name} to the trash. It can be restored there for 30 days.`, false);
    } catch (error) {
      onDone(`${errorText(error)} Nothing was deleted.`, true);
    }
  }
  return (
    <ConfirmDialog
      trigger={
        <button type="button" className={secondaryButtonClass} aria-label={`Delete ${name}`}>
          Delete
        </button>
      }
      title={`Delete ${name}?`}
      description="It goes to the trash below, with its history, for 30 days: you or an admin can restore it from there until then."
      confirmLabel="Move to the trash"
      onConfirm={() => void confirm()}
    />
  );
}

/** The type's trash: what was deleted in the last 30 days, each restorable (hidden) by its editors. */
export function ItemTrash({ type, decl }: { type: ContentTypeName; decl: ContentTypeDecl }) {
  const trash = loaded(useTrash(type));
  const restore = useRestoreItem(type);
  const [message, setMessage] = useState("");
  const [error, setError] = useState("");

  async function bringBack(id: string, title: string) {
    setMessage("");
    setError("");
    try {
      await restore.mutateAsync(id);
      setMessage(`Restored ${title}, hidden: show it when it should be on the site again.`);
    } catch (cause) {
      setError(`${errorText(cause)} Nothing was restored.`);
    }
  }

  return (
    <section aria-labelledby="trash-heading" className="mt-8">
      <h2 id="trash-heading" className="text-lg font-semibold">
        Trash
      </h2>
      <p className="text-sm text-muted">
        Deleted {decl.label.toLowerCase()} stay here, with their history, for 30 days.
      </p>
      {trash.status === "error" && (
        <ErrorPanel title="The trash could not be loaded" message={trash.error} onRetry={trash.reload} />
      )}
      {error && <ErrorPanel title="That did not work" message={error} />}
      <StatusMessage message={message} />
      {trash.status === "ready" &&
        (trash.data.length === 0 ? (
          <p className="mt-2 text-sm">Nothing was deleted in the last 30 days.</p>
        ) : (
          <ul className="mt-2 divide-y divide-line rounded-lg border border-line bg-white">
            {trash.data.map((item) => {
              const title = item.title || item.slug;
              return (
                <li
                  key={item.item_id}
                  className="flex flex-col gap-2 p-4 sm:flex-row sm:items-center sm:justify-between"
                >
                  <div>
                    <p className="font-semibold">{title}</p>
                    <p className="text-sm text-muted">
                      Deleted {formatDateTime(item.deleted_at)}
                      {item.deleted_by ? ` by ${item.deleted_by}` : ""}; {item.versions}{" "}
                      {item.versions === 1 ? "version" : "versions"} kept until {formatDateTime(item.restorable_until)}
                    </p>
                  </div>
                  <button
                    type="button"
                    className={secondaryButtonClass}
                    aria-label={`Restore ${title}`}
                    onClick={() => void bringBack(item.item_id, title)}
                  >
                    Restore
                  </button>
                </li>
              );
            })}
          </ul>
        ))}
    </section>
  );
}
