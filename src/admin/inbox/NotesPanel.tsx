import { useState, type FormEvent } from "react";
import { TextAreaField } from "../ui/Field";
import { ErrorPanel } from "../ui/Notice";
import { formatDateTime } from "../ui/PageHeading";
import { buttonClass } from "../ui/styles";
import { errorText } from "../api/messages";
import type { Kind } from "~/admin/vocabulary/kinds";
import { useAddNote, useNotes } from "./api/notes";

const NOTE_MAX = 5000;

/** The team's notes on the item, never shown to the visitor, and a new one with @mentions. */
export function NotesPanel({ kind, id }: { kind: Kind; id: string }) {
  const notes = useNotes(kind, id);
  const add = useAddNote(kind, id);
  const [draft, setDraft] = useState("");
  const [error, setError] = useState("");
  const [message, setMessage] = useState("");

  async function submit(event: FormEvent) {
    event.preventDefault();
    setMessage("");
    if (!draft.trim()) {
      setError("Write the note first.");
      return;
    }
    setError("");
    try {
      await add.mutateAsync(draft);
      setDraft("");
      setMessage("Note added.");
    } catch (caught) {
      setError(`The note was not added: ${errorText(caught)}`);
    }
  }

  return (
    <section aria-labelledby="notes-heading" className="rounded-lg border border-line bg-white p-4">
      <h2 id="notes-heading" className="text-lg font-semibold">
        Notes
      </h2>
      <p className="mt-1 text-sm text-muted">For the team only: the person who sent this never sees them.</p>
      {notes.isError && (
        <ErrorPanel
          title="The notes could not be loaded"
          message={errorText(notes.error)}
          onRetry={() => void notes.refetch()}
        />
      )}
      {notes.data && (
        <ol className="mt-3 space-y-3">
          {notes.data.length === 0 && <li className="text-sm text-muted">No notes yet.</li>}
          {notes.data.map((note) => (
            <li key={note.id} className="rounded-md bg-slate-50 p-3">
              <p className="text-sm text-muted">
                {note.author_email}, <time dateTime={note.created_at}>{formatDateTime(note.created_at)}</time>
              </p>
              <p className="mt-1 break-words whitespace-pre-wrap">{note.body}</p>
            </li>
          ))}
        </ol>
      )}
      <form onSubmit={submit} className="mt-4 space-y-2" noValidate>
        <TextAreaField
          label="Add a note"
          hint="Mention a colleague with @ and the part of their address before the @ (for example @ama): they get a mail."
          value={draft}
          maxLength={NOTE_MAX}
          error={error || undefined}
          onChange={(e) => setDraft(e.target.value)}
        />
        <button type="submit" className={buttonClass} disabled={add.isPending}>
          {add.isPending ? "Adding…" : "Add note"}
        </button>
        <p role="status" className="text-sm">
          {message}
        </p>
      </form>
    </section>
  );
}
