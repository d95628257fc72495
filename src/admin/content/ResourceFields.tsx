import { lazy, Suspense } from "react";
import { CATEGORIES, CATEGORY_LABELS, RESOURCE_TYPE_LABELS, RESOURCE_TYPES } from "~shared/library";
import { TextAreaField, TextField } from "../ui/Field";
import { inputClass, labelClass } from "../ui/styles";
import type { FieldsProps } from "./collection";
import type { ResourceDraft } from "./rules";
import { DownloadPicker } from "../site-content/DownloadPicker";

// The editor (Tiptap) loads only when a resource's form opens.
const RichTextEditor = lazy(() => import("../ui/RichTextEditor").then((m) => ({ default: m.RichTextEditor })));

/** A resource's own fields: title, type, date, categories, description, addresses, featured, and its article. */
export function ResourceFields({ draft, set, errors }: FieldsProps<ResourceDraft>) {
  const categoryError = errors.categories ?? Object.entries(errors).find(([k]) => k.startsWith("categories."))?.[1];
  return (
    <>
      <TextField
        label="Title"
        value={draft.title}
        maxLength={200}
        error={errors.title}
        onChange={(e) => set({ title: e.target.value })}
      />
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
            onChange={(e) => set({ type: e.target.value })}
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
        <TextField
          label="Date"
          type="date"
          value={draft.date}
          error={errors.date}
          onChange={(e) => set({ date: e.target.value })}
        />
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
                  set({
                    categories: e.target.checked ? [...draft.categories, c] : draft.categories.filter((x) => x !== c),
                  })
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
      <TextAreaField
        label="Description"
        value={draft.description}
        maxLength={2000}
        error={errors.description}
        onChange={(e) => set({ description: e.target.value })}
      />
      <TextField
        label="Read-more address"
        type="url"
        placeholder="https://"
        value={draft.read_more_url}
        error={errors.read_more_url}
        onChange={(e) => set({ read_more_url: e.target.value })}
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
      <TextField
        label="Image address (optional)"
        type="url"
        placeholder="https://"
        value={draft.image_url}
        error={errors.image_url}
        onChange={(e) => set({ image_url: e.target.value })}
      />
      <label className="inline-flex min-h-11 items-center gap-2">
        <input
          type="checkbox"
          className="size-5"
          checked={draft.featured}
          onChange={(e) => set({ featured: e.target.checked })}
        />
        Featured on the home page
      </label>
      <fieldset className="grid gap-4 rounded-lg border border-line p-4">
        <legend className="px-1 text-base font-semibold">Article (optional)</legend>
        <p className="text-sm text-muted">
          With an article, the resource has its own page at /resources/ and the address below, and its “Read more” leads
          there.
        </p>
        <TextField
          label="Article address"
          value={draft.slug}
          maxLength={80}
          placeholder="rate-shock-primer"
          error={errors.slug}
          onChange={(e) => set({ slug: e.target.value })}
        />
        <Suspense fallback={<p className="text-sm text-muted">Loading the editor…</p>}>
          <RichTextEditor label="Article" value={draft.body} onChange={(body) => set({ body })} />
        </Suspense>
        {errors.body && (
          <p id="resource-body-error" className="text-sm font-medium text-red-700">
            {errors.body}
          </p>
        )}
      </fieldset>
    </>
  );
}
