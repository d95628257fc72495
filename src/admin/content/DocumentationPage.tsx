import { Plus } from "lucide-react";
import { useState } from "react";
import { useStaff } from "../staff-context";
import { ConfirmDialog } from "../ui/ConfirmDialog";
import { ErrorPanel, Loading, StatusMessage } from "../ui/Notice";
import { PageHeading } from "../ui/PageHeading";
import { buttonClass, dangerButtonClass, secondaryButtonClass } from "../ui/styles";
import { changedRows, errorText, unwrap, useLoad } from "../useLoad";
import { DocumentForm, type Document, type DocumentRow } from "./DocumentForm";

/** The documentation list's editor: what is saved shows on /resources/documentation at its next load. */
export function DocumentationPage() {
  const { client } = useStaff();
  const [editing, setEditing] = useState<Document | "new" | null>(null);
  const [message, setMessage] = useState("");
  const [rowError, setRowError] = useState("");
  const list = useLoad(async () => unwrap(await client.from("documentation").select("*").order("created_at")) ?? [], "documentation");

  async function save(row: DocumentRow) {
    if (editing === "new") changedRows(await client.from("documentation").insert(row).select("id"));
    else if (editing) changedRows(await client.from("documentation").update(row).eq("id", editing.id).select("id"));
    setEditing(null);
    setMessage(`Saved “${row.title}”.`);
    list.reload();
  }

  async function remove(doc: Document) {
    setRowError("");
    setMessage("");
    try {
      changedRows(await client.from("documentation").delete().eq("id", doc.id).select("id"));
      setMessage(`Deleted “${doc.title}”.`);
      list.reload();
    } catch (error) {
      setRowError(`${errorText(error)} Nothing was deleted.`);
    }
  }

  return (
    <>
      <PageHeading
        actions={
          editing === null && (
            <button type="button" className={buttonClass} onClick={() => setEditing("new")}>
              <Plus aria-hidden="true" className="size-4" />
              New document
            </button>
          )
        }
      >
        Documentation
      </PageHeading>
      <StatusMessage message={message} />
      {rowError && <ErrorPanel title="That did not work" message={rowError} />}
      {editing !== null && (
        <div className="mb-6">
          <DocumentForm key={editing === "new" ? "new" : editing.id} doc={editing === "new" ? null : editing} onSave={save} onCancel={() => setEditing(null)} />
        </div>
      )}
      {list.status === "loading" && <Loading label="Loading documentation…" onRetry={list.reload} />}
      {list.status === "error" && <ErrorPanel title="The documentation could not be loaded" message={list.error} onRetry={list.reload} />}
      {list.status === "ready" &&
        (list.data.length === 0 ? (
          <p>No documents yet.</p>
        ) : (
          <ul className="divide-y divide-line rounded-lg border border-line bg-white">
            {list.data.map((doc) => (
              <li key={doc.id} className="flex flex-col gap-3 p-4 sm:flex-row sm:items-start sm:justify-between">
                <div>
                  <p className="font-semibold">{doc.title}</p>
                  <p className="text-sm text-muted">
                    {doc.sections.length} {doc.sections.length === 1 ? "section" : "sections"}
                    {doc.summary ? " · with summary" : ""}
                  </p>
                </div>
                <div className="flex flex-wrap gap-2">
                  <button type="button" className={secondaryButtonClass} onClick={() => setEditing(doc)} aria-label={`Edit ${doc.title}`}>
                    Edit
                  </button>
                  <ConfirmDialog
                    trigger={
                      <button type="button" className={dangerButtonClass} aria-label={`Delete ${doc.title}`}>
                        Delete
                      </button>
                    }
                    title={`Delete “${doc.title}”?`}
                    description="It disappears from the documentation page at the next page load."
                    confirmLabel="Delete document"
                    onConfirm={() => void remove(doc)}
                  />
                </div>
              </li>
            ))}
          </ul>
        ))}
    </>
  );
}
