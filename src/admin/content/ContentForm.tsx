import { useState, type FormEvent } from "react";
import { errorText } from "../api/messages";
import { DataError } from "../api/request";
import { buttonClass, secondaryButtonClass } from "../ui/styles";
import { useDraft } from "../useDraft";
import type { Collection } from "./collection";
import type { FieldErrors } from "./rules";

/**
 * Creates or edits an item of a library table. What is typed is kept (in the page and in
 * sessionStorage) until it is saved, so a refused save or a session that ends loses nothing.
 */
export function ContentForm<Item extends { id: string; title: string }, Row extends { title: string }, Draft>({
  collection,
  item,
  onSave,
  onCancel,
}: {
  collection: Collection<Item, Row, Draft>;
  item: Item | null;
  onSave: (row: Row) => Promise<void>;
  onCancel: () => void;
}) {
  const { noun, Fields } = collection;
  const [draft, setDraft, clearDraft] = useDraft(`${noun}:${item?.id ?? "new"}`, () => collection.draftOf(item));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saveError, setSaveError] = useState("");
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSaveError("");
    const checked = collection.check(draft);
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      await onSave(checked.row);
      clearDraft();
    } catch (error) {
      // The database names the field a refusal is about (its hint): shown beside that field.
      if (error instanceof DataError && error.hint && error.hint in (draft as object))
        setErrors({ [error.hint]: error.message });
      setSaveError(`Not saved: ${errorText(error)} Your changes are still here; try again.`);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form
      onSubmit={submit}
      noValidate
      className="space-y-4 rounded-lg border border-line bg-white p-4"
      aria-label={item ? `Edit ${item.title}` : `New ${noun}`}
    >
      <h2 className="text-lg font-semibold">{item ? `Edit “${item.title}”` : `New ${noun}`}</h2>
      {Object.keys(errors).length > 0 && (
        <p role="alert" className="text-sm font-medium text-red-700">
          Check the fields marked below.
        </p>
      )}
      <Fields draft={draft} set={(patch) => setDraft({ ...draft, ...patch })} errors={errors} />
      {saveError && (
        <p role="alert" className="rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-900">
          {saveError}
        </p>
      )}
      <div className="flex flex-wrap gap-3">
        <button type="submit" className={buttonClass} disabled={busy}>
          {busy ? "Saving…" : `Save ${noun}`}
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
