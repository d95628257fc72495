import type { Tables } from "~shared/database.types";
import { useState, type FormEvent } from "react";
import { TextAreaField, TextField } from "../ui/Field";
import { buttonClass, labelClass, inputClass, secondaryButtonClass } from "../ui/styles";
import { useDraft } from "../useDraft";
import { errorText } from "../useLoad";
import { CATEGORIES, CATEGORY_LABELS, RESOURCE_TYPE_LABELS, RESOURCE_TYPES } from "~shared/library";
import { nullIfEmpty, resourceSchema, validate, type FieldErrors, type ResourceDraft } from "./rules";

/** A resource as the editor holds it: the table's row (generated types) without created_at. */
export type Resource = Omit<Tables<"resources">, "created_at">;

export type ResourceRow = Omit<Resource, "id">;

export function draftOf(resource: Resource | null): ResourceDraft {
  return {
    title: resource?.title ?? "",
    type: (resource?.type ?? "") as ResourceDraft["type"],
    categories: (resource?.categories ?? []) as ResourceDraft["categories"],
    date: resource?.date ?? new Date().toISOString().slice(0, 10),
    description: resource?.description ?? "",
    image_url: resource?.image_url ?? "",
    download_url: resource?.download_url ?? "",
    read_more_url: resource?.read_more_url ?? "",
    featured: resource?.featured ?? false,
  };
}

/**
 * Creates or edits a resource. What is typed is kept (in the page and in sessionStorage) until
 * it is saved, so a refused save or a session that ends loses nothing.
 */
export function ResourceForm({
  resource,
  onSave,
  onCancel,
}: {
  resource: Resource | null;
  onSave: (row: ResourceRow) => Promise<void>;
  onCancel: () => void;
}) {
  const [draft, setDraft, clearDraft] = useDraft(`resource:${resource?.id ?? "new"}`, () => draftOf(resource));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saveError, setSaveError] = useState("");
  const [busy, setBusy] = useState(false);
  const set = (patch: Partial<ResourceDraft>) => setDraft({ ...draft, ...patch });

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSaveError("");
    const checked = validate(resourceSchema, draft);
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const v = checked.value;
      await onSave({ ...v, image_url: nullIfEmpty(v.image_url), download_url: nullIfEmpty(v.download_url) });
      clearDraft();
    } catch (error) {
      setSaveError(`Not saved: ${errorText(error)} Your changes are still here; try again.`);
    } finally {
      setBusy(false);
    }
  }

  const categoryError = errors.categories ?? Object.entries(errors).find(([k]) => k.startsWith("categories."))?.[1];
  return (
    <form onSubmit={submit} noValidate className="space-y-4 rounded-lg border border-line bg-white p-4" aria-label={resource ? `Edit ${resource.title}` : "New resource"}>
      <h2 className="text-lg font-semibold">{resource ? `Edit “${resource.title}”` : "New resource"}</h2>
      {Object.keys(errors).length > 0 && (
        <p role="alert" className="text-sm font-medium text-red-700">
          Check the fields marked below.
        </p>
      )}
      <TextField label="Title" value={draft.title} maxLength={200} error={errors.title} onChange={(e) => set({ title: e.target.value })} />
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <label htmlFor="resource-type" className={labelClass}>
            Type
          </label>
          <select
            id="resource-type"
            className={inputClass}
            value={draft.type}
            aria-invalid={errors.type ? true : undefined}
            aria-describedby={errors.type ? "resource-type-error" : undefined}
            onChange={(e) => set({ type: e.target.value as ResourceDraft["type"] })}
          >
            <option value="">Choose a type</option>
            {RESOURCE_TYPES.map((t) => (
              <option key={t} value={t}>
                {RESOURCE_TYPE_LABELS[t]}
              </option>
            ))}
          </select>
          {errors.type && (
            <p id="resource-type-error" className="mt-1 text-sm font-medium text-red-700">
              {errors.type}
            </p>
          )}
        </div>
        <TextField label="Date" type="date" value={draft.date} error={errors.date} onChange={(e) => set({ date: e.target.value })} />
      </div>
      <fieldset aria-describedby={categoryError ? "resource-categories-error" : undefined}>
        <legend className={labelClass}>Categories</legend>
        <div className="mt-1 flex flex-wrap gap-4">
          {CATEGORIES.map((c) => (
            <label key={c} className="inline-flex min-h-11 items-center gap-2">
              <input
                type="checkbox"
                className="size-5"
                checked={draft.categories.includes(c)}
                onChange={(e) =>
                  set({ categories: e.target.checked ? [...draft.categories, c] : draft.categories.filter((x) => x !== c) })
                }
              />
              {CATEGORY_LABELS[c]}
            </label>
          ))}
        </div>
        {categoryError && (
          <p id="resource-categories-error" className="mt-1 text-sm font-medium text-red-700">
            {categoryError}
          </p>
        )}
      </fieldset>
      <TextAreaField label="Description" value={draft.description} maxLength={2000} error={errors.description} onChange={(e) => set({ description: e.target.value })} />
      <TextField label="Read-more address" type="url" placeholder="https://" value={draft.read_more_url} error={errors.read_more_url} onChange={(e) => set({ read_more_url: e.target.value })} />
      <TextField label="Download address (optional)" type="url" placeholder="https://" value={draft.download_url} error={errors.download_url} onChange={(e) => set({ download_url: e.target.value })} />
      <TextField label="Image address (optional)" type="url" placeholder="https://" value={draft.image_url} error={errors.image_url} onChange={(e) => set({ image_url: e.target.value })} />
      <label className="inline-flex min-h-11 items-center gap-2">
        <input type="checkbox" className="size-5" checked={draft.featured} onChange={(e) => set({ featured: e.target.checked })} />
        Featured on the home page
      </label>
      {saveError && (
        <p role="alert" className="rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-900">
          {saveError}
        </p>
      )}
      <div className="flex flex-wrap gap-3">
        <button type="submit" className={buttonClass} disabled={busy}>
          {busy ? "Saving…" : "Save resource"}
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
