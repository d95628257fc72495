import { Check, Plus } from "lucide-react";
import { useState } from "react";
import { errorText } from "../api/messages";
import { loaded } from "../api/query-client";
import { ConfirmDialog } from "../ui/ConfirmDialog";
import { ErrorPanel, Loading, StatusMessage } from "../ui/Notice";
import { PageHeading } from "../ui/PageHeading";
import { PublishStatus } from "../ui/PublishStatus";
import { buttonClass, dangerButtonClass, secondaryButtonClass } from "../ui/styles";
import { useContentList } from "./api/content-list";
import { useDeleteContent } from "./api/delete-content";
import { useSaveContent } from "./api/save-content";
import { useSetFeatured } from "./api/set-featured";
import type { Collection } from "./collection";
import { ContentForm } from "./ContentForm";

/** The publish is looked for from a moment before the change left, so a clock a little ahead here still finds it. */
const aMomentAgo = () => new Date(Date.now() - 2_000).toISOString();

/**
 * The resource library's editor. Each change is rendered into the public
 * pages that show it within seconds (issue 37): the status under the heading says when they are live.
 */
export function ContentPage<Item extends { id: string; title: string }, Row extends { title: string }, Draft>({
  collection,
}: {
  collection: Collection<Item, Row, Draft>;
}) {
  const [editing, setEditing] = useState<Item | "new" | null>(null);
  const [message, setMessage] = useState("");
  const [rowError, setRowError] = useState("");
  // When the last change was sent: the publish that follows it is shown (PublishStatus).
  const [changedAt, setChangedAt] = useState<string | null>(null);
  const list = loaded(useContentList(collection));
  const saveItem = useSaveContent(collection);
  const deleteItem = useDeleteContent(collection);
  const featureItem = useSetFeatured();
  const { noun } = collection;

  async function save(row: Row) {
    const since = aMomentAgo();
    await saveItem.mutateAsync({ id: editing === "new" || editing === null ? null : editing.id, row });
    setChangedAt(since);
    setEditing(null);
    setMessage(`Saved “${row.title}”.`);
  }

  async function act(done: string, refused: string, run: () => Promise<unknown>) {
    setRowError("");
    setMessage("");
    try {
      const since = aMomentAgo();
      await run();
      setChangedAt(since);
      setMessage(done);
    } catch (error) {
      setRowError(`${errorText(error)} ${refused}`);
    }
  }

  return (
    <>
      <PageHeading
        actions={
          editing === null && (
            <button type="button" className={buttonClass} onClick={() => setEditing("new")}>
              <Plus aria-hidden="true" className="size-4" />
              New {noun}
            </button>
          )
        }
      >
        {collection.heading}
      </PageHeading>
      <StatusMessage message={message} />
      <PublishStatus type={collection.table} savedAt={changedAt} />
      {rowError && <ErrorPanel title="That did not work" message={rowError} />}
      {editing !== null && (
        <div className="mb-6">
          <ContentForm
            key={editing === "new" ? "new" : editing.id}
            collection={collection}
            item={editing === "new" ? null : editing}
            onSave={save}
            onCancel={() => setEditing(null)}
          />
        </div>
      )}
      {list.status === "loading" && <Loading label={collection.loading} onRetry={list.reload} />}
      {list.status === "error" && (
        <ErrorPanel title={collection.errorTitle} message={list.error} onRetry={list.reload} />
      )}
      {list.status === "ready" &&
        (list.data.length === 0 ? (
          <p>{collection.empty}</p>
        ) : (
          <ul className="divide-y divide-line rounded-lg border border-line bg-white">
            {list.data.map((item) => {
              const featured = collection.featured?.(item);
              return (
                <li key={item.id} className="flex flex-col gap-3 p-4 sm:flex-row sm:items-start sm:justify-between">
                  <div>
                    <p className="font-semibold">{item.title}</p>
                    <p className="text-sm text-muted">{collection.describe(item)}</p>
                  </div>
                  <div className="flex flex-wrap gap-2">
                    <button
                      type="button"
                      className={secondaryButtonClass}
                      onClick={() => setEditing(item)}
                      aria-label={`Edit ${item.title}`}
                    >
                      Edit
                    </button>
                    {featured !== undefined && (
                      /* A toggle keeps one name (WCAG 2.5.3: the visible word is in it); pressed shows filled, with a tick. */
                      <button
                        type="button"
                        className={featured ? buttonClass : secondaryButtonClass}
                        aria-pressed={featured}
                        aria-label={`Featured: ${item.title}`}
                        onClick={() =>
                          act(
                            featured ? `“${item.title}” is no longer featured.` : `“${item.title}” is featured.`,
                            "Nothing was changed.",
                            () => featureItem.mutateAsync({ id: item.id, featured: !featured }),
                          )
                        }
                      >
                        {featured && <Check aria-hidden="true" className="size-4" />}
                        Featured
                      </button>
                    )}
                    <ConfirmDialog
                      trigger={
                        <button type="button" className={dangerButtonClass} aria-label={`Delete ${item.title}`}>
                          Delete
                        </button>
                      }
                      title={`Delete “${item.title}”?`}
                      description={`It disappears from ${collection.shownOn} within seconds.`}
                      confirmLabel={`Delete ${noun}`}
                      onConfirm={() =>
                        void act(`Deleted “${item.title}”.`, "Nothing was deleted.", () =>
                          deleteItem.mutateAsync(item.id),
                        )
                      }
                    />
                  </div>
                </li>
              );
            })}
          </ul>
        ))}
    </>
  );
}
