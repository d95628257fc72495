import type { Tables } from "~shared/database.types";
import { ArrowDown, ArrowUp, Plus, X } from "lucide-react";
import { useState, type FormEvent } from "react";
import { TextAreaField, TextField } from "../ui/Field";
import { buttonClass, secondaryButtonClass } from "../ui/styles";
import { useDraft } from "../useDraft";
import { errorText } from "../useLoad";
import { documentSchema, nullIfEmpty, validate, type DocumentDraft, type FieldErrors } from "./rules";

/** A document as the editor holds it: the table's row (generated types) without created_at. */
export type Document = Omit<Tables<"documentation">, "created_at">;
export type DocumentRow = Omit<Document, "id">;

export function documentDraftOf(doc: Document | null): DocumentDraft {
  return {
    title: doc?.title ?? "",
    description: doc?.description ?? "",
    sections: doc?.sections ?? [],
    summary: doc?.summary ?? "",
    access_url: doc?.access_url ?? "",
    download_url: doc?.download_url ?? "",
  };
}

/** Moves item `from` to `to` in a copy of the list. */
export function move<T>(list: T[], from: number, to: number): T[] {
  if (to < 0 || to >= list.length) return list;
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item as T);
  return next;
}

/** A document with its key sections as an ordered list (add, reorder, remove). Drafts survive a failed save. */
export function DocumentForm({ doc, onSave, onCancel }: { doc: Document | null; onSave: (row: DocumentRow) => Promise<void>; onCancel: () => void }) {
  const [draft, setDraft, clearDraft] = useDraft(`document:${doc?.id ?? "new"}`, () => documentDraftOf(doc));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saveError, setSaveError] = useState("");
  const [busy, setBusy] = useState(false);
  const [announce, setAnnounce] = useState("");
  const set = (patch: Partial<DocumentDraft>) => setDraft({ ...draft, ...patch });
  const sections = draft.sections;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSaveError("");
    const checked = validate(documentSchema, draft);
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const v = checked.value;
      await onSave({ ...v, summary: nullIfEmpty(v.summary), download_url: nullIfEmpty(v.download_url) });
      clearDraft();
    } catch (error) {
      setSaveError(`Not saved: ${errorText(error)} Your changes are still here; try again.`);
    } finally {
      setBusy(false);
    }
  }

  function reorder(from: number, to: number) {
    set({ sections: move(sections, from, to) });
    setAnnounce(`Section ${from + 1} moved to position ${to + 1}.`);
    // Keep focus on the moved section's button so a keyboard user can move it again.
    setTimeout(() => document.getElementById(`section-${to}-${to < from ? "up" : "down"}`)?.focus(), 0);
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-4 rounded-lg border border-line bg-white p-4" aria-label={doc ? `Edit ${doc.title}` : "New document"}>
      <h2 className="text-lg font-semibold">{doc ? `Edit “${doc.title}”` : "New document"}</h2>
      {Object.keys(errors).length > 0 && (
        <p role="alert" className="text-sm font-medium text-red-700">
          Check the fields marked below.
        </p>
      )}
      <TextField label="Title" value={draft.title} maxLength={200} error={errors.title} onChange={(e) => set({ title: e.target.value })} />
      <TextAreaField label="Description" value={draft.description} maxLength={2000} error={errors.description} onChange={(e) => set({ description: e.target.value })} />
      <fieldset>
        <legend className="text-sm font-medium text-ink">Key sections, in order</legend>
        <p className="sr-only" role="status" aria-live="polite">
          {announce}
        </p>
        {errors.sections && <p className="mt-1 text-sm font-medium text-red-700">{errors.sections}</p>}
        <ol className="mt-2 space-y-2">
          {sections.map((section, i) => (
            <li key={i} className="flex flex-wrap items-end gap-2">
              <div className="min-w-48 flex-1">
                <TextField label={`Section ${i + 1}`} value={section} maxLength={500} error={errors[`sections.${i}`]} onChange={(e) => set({ sections: sections.map((s, j) => (j === i ? e.target.value : s)) })} />
              </div>
              <button type="button" id={`section-${i}-up`} className={secondaryButtonClass} disabled={i === 0} onClick={() => reorder(i, i - 1)} aria-label={`Move section ${i + 1} up`}>
                <ArrowUp aria-hidden="true" className="size-4" />
              </button>
              <button
                type="button"
                id={`section-${i}-down`}
                className={secondaryButtonClass}
                disabled={i === sections.length - 1}
                onClick={() => reorder(i, i + 1)}
                aria-label={`Move section ${i + 1} down`}
              >
                <ArrowDown aria-hidden="true" className="size-4" />
              </button>
              <button type="button" className={secondaryButtonClass} onClick={() => set({ sections: sections.filter((_, j) => j !== i) })} aria-label={`Remove section ${i + 1}`}>
                <X aria-hidden="true" className="size-4" />
              </button>
            </li>
          ))}
        </ol>
        <button type="button" className={`${secondaryButtonClass} mt-2`} disabled={sections.length >= 50} onClick={() => set({ sections: [...sections, ""] })}>
          <Plus aria-hidden="true" className="size-4" />
          Add a section
        </button>
      </fieldset>
      <TextAreaField label="Executive summary (optional)" value={draft.summary} maxLength={2000} error={errors.summary} onChange={(e) => set({ summary: e.target.value })} />
      <TextField label="Access address" type="url" placeholder="https://" value={draft.access_url} error={errors.access_url} onChange={(e) => set({ access_url: e.target.value })} />
      <TextField label="Download address (optional)" type="url" placeholder="https://" value={draft.download_url} error={errors.download_url} onChange={(e) => set({ download_url: e.target.value })} />
      {saveError && (
        <p role="alert" className="rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-900">
          {saveError}
        </p>
      )}
      <div className="flex flex-wrap gap-3">
        <button type="submit" className={buttonClass} disabled={busy}>
          {busy ? "Saving…" : "Save document"}
        </button>
        <button
          type="button"
          className={secondaryButtonClass}
          onClick={() => {
            clearDraft();
            onCancel();
          }}
        >
          Cancel
        </button>
      </div>
    </form>
  );
}
