import { Check, Plus } from "lucide-react";
import { useState } from "react";
import { useStaff } from "../staff-context";
import { ConfirmDialog } from "../ui/ConfirmDialog";
import { ErrorPanel, Loading, StatusMessage } from "../ui/Notice";
import { PageHeading } from "../ui/PageHeading";
import { buttonClass, dangerButtonClass, secondaryButtonClass } from "../ui/styles";
import { changedRows, errorText, unwrap, useLoad } from "../useLoad";
import { ResourceForm, type Resource, type ResourceRow } from "./ResourceForm";
import { CATEGORY_LABELS, RESOURCE_TYPE_LABELS } from "~shared/library";

const label = <T extends string>(labels: Record<T, string>, value: string) => labels[value as T] ?? value;

/** The resource library's editor: what is saved shows on the public pages at their next load. */
export function ResourcesPage() {
  const { client } = useStaff();
  const [editing, setEditing] = useState<Resource | "new" | null>(null);
  const [message, setMessage] = useState("");
  const [rowError, setRowError] = useState("");
  const list = useLoad(async () => unwrap(await client.from("resources").select("*").order("date", { ascending: false })) ?? [], "resources");

  async function save(row: ResourceRow) {
    const target = editing;
    if (target === "new") changedRows(await client.from("resources").insert(row).select("id"));
    else if (target) changedRows(await client.from("resources").update(row).eq("id", target.id).select("id"));
    setEditing(null);
    setMessage(`Saved “${row.title}”.`);
    list.reload();
  }

  async function act(what: string, run: () => PromiseLike<{ error: { message: string } | null; data: unknown }>) {
    setRowError("");
    setMessage("");
    try {
      changedRows(await run());
      setMessage(what);
      list.reload();
    } catch (error) {
      setRowError(`${errorText(error)} Nothing was changed.`);
    }
  }

  return (
    <>
      <PageHeading
        actions={
          editing === null && (
            <button type="button" className={buttonClass} onClick={() => setEditing("new")}>
              <Plus aria-hidden="true" className="size-4" />
              New resource
            </button>
          )
        }
      >
        Resources
      </PageHeading>
      <StatusMessage message={message} />
      {rowError && <ErrorPanel title="That did not work" message={rowError} />}
      {editing !== null && (
        <div className="mb-6">
          <ResourceForm key={editing === "new" ? "new" : editing.id} resource={editing === "new" ? null : editing} onSave={save} onCancel={() => setEditing(null)} />
        </div>
      )}
      {list.status === "loading" && <Loading label="Loading resources…" onRetry={list.reload} />}
      {list.status === "error" && <ErrorPanel title="The resources could not be loaded" message={list.error} onRetry={list.reload} />}
      {list.status === "ready" &&
        (list.data.length === 0 ? (
          <p>No resources yet.</p>
        ) : (
          <ul className="divide-y divide-line rounded-lg border border-line bg-white">
            {list.data.map((r) => (
              <li key={r.id} className="flex flex-col gap-3 p-4 sm:flex-row sm:items-start sm:justify-between">
                <div>
                  <p className="font-semibold">{r.title}</p>
                  <p className="text-sm text-muted">
                    {label(RESOURCE_TYPE_LABELS, r.type)} · {r.date} · {r.categories.map((c) => label(CATEGORY_LABELS, c)).join(", ")}
                    {r.featured && " · Featured"}
                  </p>
                </div>
                <div className="flex flex-wrap gap-2">
                  <button type="button" className={secondaryButtonClass} onClick={() => setEditing(r)} aria-label={`Edit ${r.title}`}>
                    Edit
                  </button>
                  {/* A toggle keeps one name (WCAG 2.5.3: the visible word is in it); pressed shows filled, with a tick. */}
                  <button
                    type="button"
                    className={r.featured ? buttonClass : secondaryButtonClass}
                    aria-pressed={r.featured}
                    aria-label={`Featured: ${r.title}`}
                    onClick={() =>
                      act(r.featured ? `“${r.title}” is no longer featured.` : `“${r.title}” is featured.`, () =>
                        client.from("resources").update({ featured: !r.featured }).eq("id", r.id).select("id"),
                      )
                    }
                  >
                    {r.featured && <Check aria-hidden="true" className="size-4" />}
                    Featured
                  </button>
                  <ConfirmDialog
                    trigger={
                      <button type="button" className={dangerButtonClass} aria-label={`Delete ${r.title}`}>
                        Delete
                      </button>
                    }
                    title={`Delete “${r.title}”?`}
                    description="It disappears from the resource library at the next page load."
                    confirmLabel="Delete resource"
                    onConfirm={() => act(`Deleted “${r.title}”.`, () => client.from("resources").delete().eq("id", r.id).select("id"))}
                  />
                </div>
              </li>
            ))}
          </ul>
        ))}
    </>
  );
}
