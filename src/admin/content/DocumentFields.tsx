import { ArrowDown, ArrowUp, Plus, X } from "lucide-react";
import { useState } from "react";
import { TextAreaField, TextField } from "../ui/Field";
import { secondaryButtonClass } from "../ui/styles";
import type { FieldsProps } from "./collection";
import type { DocumentDraft } from "./rules";
import { DownloadPicker } from "./DownloadPicker";

/** Moves item `from` to `to` in a copy of the list. */
export function move<T>(list: T[], from: number, to: number): T[] {
  if (to < 0 || to >= list.length) return list;
  const next = [...list];
  const [item] = next.splice(from, 1);
  if (item === undefined) return list;
  next.splice(to, 0, item);
  return next;
}

/** A document's own fields, its key sections an ordered list (add, reorder, remove). */
export function DocumentFields({ draft, set, errors }: FieldsProps<DocumentDraft>) {
  const [announce, setAnnounce] = useState("");
  const sections = draft.sections;

  function reorder(from: number, to: number) {
    set({ sections: move(sections, from, to) });
    setAnnounce(`Section ${from + 1} moved to position ${to + 1}.`);
    // Keep focus on the moved section's button so a keyboard user can move it again.
    setTimeout(() => document.getElementById(`section-${to}-${to < from ? "up" : "down"}`)?.focus(), 0);
  }

  return (
    <>
      <TextField
        label="Title"
        value={draft.title}
        maxLength={200}
        error={errors.title}
        onChange={(e) => set({ title: e.target.value })}
      />
      <TextAreaField
        label="Description"
        value={draft.description}
        maxLength={2000}
        error={errors.description}
        onChange={(e) => set({ description: e.target.value })}
      />
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
                <TextField
                  label={`Section ${i + 1}`}
                  value={section}
                  maxLength={500}
                  error={errors[`sections.${i}`]}
                  onChange={(e) => set({ sections: sections.map((s, j) => (j === i ? e.target.value : s)) })}
                />
              </div>
              <button
                type="button"
                id={`section-${i}-up`}
                className={secondaryButtonClass}
                disabled={i === 0}
                onClick={() => reorder(i, i - 1)}
                aria-label={`Move section ${i + 1} up`}
              >
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
              <button
                type="button"
                className={secondaryButtonClass}
                onClick={() => set({ sections: sections.filter((_, j) => j !== i) })}
                aria-label={`Remove section ${i + 1}`}
              >
                <X aria-hidden="true" className="size-4" />
              </button>
            </li>
          ))}
        </ol>
        <button
          type="button"
          className={`${secondaryButtonClass} mt-2`}
          disabled={sections.length >= 50}
          onClick={() => set({ sections: [...sections, ""] })}
        >
          <Plus aria-hidden="true" className="size-4" />
          Add a section
        </button>
      </fieldset>
      <TextAreaField
        label="Executive summary (optional)"
        value={draft.summary}
        maxLength={2000}
        error={errors.summary}
        onChange={(e) => set({ summary: e.target.value })}
      />
      <TextField
        label="Access address"
        type="url"
        placeholder="https://"
        value={draft.access_url}
        error={errors.access_url}
        onChange={(e) => set({ access_url: e.target.value })}
      />
      <DownloadPicker value={draft.download_url} onChange={(download_url) => set({ download_url })} />
      <TextField
        label="Download address (optional)"
        type="text"
        placeholder="https://"
        value={draft.download_url}
        error={errors.download_url}
        onChange={(e) => set({ download_url: e.target.value })}
      />
    </>
  );
}
