import { lazy, Suspense } from "react";
import type { ContentField, FieldValue } from "~shared/content-types";
import { isPictureChoice } from "~shared/picture";
import type { RichDoc } from "~shared/rich-text";
import { controlClasses, Field } from "~/components/ui/field";
import { cn } from "~/lib/cn";
import { TextAreaField, TextField } from "../ui/Field";
import { labelClass } from "../ui/styles";
import { Loading } from "../ui/Notice";
import { DownloadPicker } from "./DownloadPicker";
import { PictureField } from "./PictureField";

// Tiptap loads with the first rich text field, not with the back office.
const RichTextEditor = lazy(() => import("../ui/RichTextEditor").then((m) => ({ default: m.RichTextEditor })));

const INPUT_TYPE: Record<ContentField["kind"], string> = {
  text: "text",
  longText: "text",
  date: "date",
  url: "url",
  email: "email",
  richText: "text",
  choice: "text",
  image: "text",
  document: "text",
  choices: "checkbox",
  flag: "checkbox",
  money: "text",
};

/** One field of an item's form, the control its kind declares (shared/content-types/), with its error. */
export function ItemField({
  field,
  value,
  error,
  onChange,
}: {
  field: ContentField;
  value: FieldValue | undefined;
  error: string | undefined;
  onChange: (value: FieldValue) => void;
}) {
  const label = field.required ? field.label : `${field.label} (optional)`;
  if (field.kind === "richText") {
    return (
      <div data-field={field.name} className="space-y-1.5">
        <Suspense fallback={<Loading label="Loading the editor…" />}>
          <RichTextEditor label={label} value={value as RichDoc} onChange={onChange} pictures />
        </Suspense>
        {field.help && <p className="text-sm text-muted">{field.help}</p>}
        {error && (
          <p className="text-sm font-medium text-red-700" role="alert">
            {error}
          </p>
        )}
      </div>
    );
  }
  if (field.kind === "image") {
    return (
      <PictureField
        name={field.name}
        label={label}
        help={field.help}
        slot={field.slot}
        error={error}
        value={isPictureChoice(value) ? value : null}
        onChange={(picture) => onChange(picture ?? "")}
      />
    );
  }
  if (field.kind === "choice") {
    return (
      <Field label={label} hint={field.help} error={error}>
        {(control) => (
          <select
            {...control}
            name={field.name}
            value={String(value ?? "")}
            onChange={(event) => onChange(event.target.value)}
            className={cn(controlClasses, "min-h-11")}
          >
            <option value="">Choose…</option>
            {field.options?.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        )}
      </Field>
    );
  }
  if (field.kind === "choices") {
    const chosen = Array.isArray(value) ? value : [];
    const errorId = `${field.name}-error`;
    return (
      <fieldset data-field={field.name} aria-describedby={error ? errorId : undefined}>
        <legend className={labelClass}>{label}</legend>
        <div className="mt-1 flex flex-wrap gap-x-4">
          {field.options?.map((option) => (
            <label key={option.value} className="inline-flex min-h-11 items-center gap-2">
              <input
                type="checkbox"
                name={field.name}
                value={option.value}
                className="size-5"
                checked={chosen.includes(option.value)}
                onChange={(event) =>
                  onChange(
                    event.target.checked
                      ? [...chosen, option.value]
                      : chosen.filter((chosenValue) => chosenValue !== option.value),
                  )
                }
              />
              {option.label}
            </label>
          ))}
        </div>
        {field.help && <p className="text-sm text-muted">{field.help}</p>}
        {error && (
          <p id={errorId} className="mt-1 text-sm font-medium text-red-700">
            {error}
          </p>
        )}
      </fieldset>
    );
  }
  if (field.kind === "flag") {
    return (
      <div data-field={field.name}>
        <label className="inline-flex min-h-11 items-center gap-2">
          <input
            type="checkbox"
            name={field.name}
            className="size-5"
            checked={value === true}
            onChange={(event) => onChange(event.target.checked)}
          />
          {field.label}
        </label>
        {field.help && <p className="text-sm text-muted">{field.help}</p>}
        {error && <p className="mt-1 text-sm font-medium text-red-700">{error}</p>}
      </div>
    );
  }
  if (field.kind === "document") {
    // A PDF of the media library picked by name, or any https address typed below it.
    return (
      <div data-field={field.name} className="space-y-2">
        <DownloadPicker value={String(value ?? "")} onChange={onChange} />
        <TextField
          name={field.name}
          label={label}
          hint={field.help}
          error={error}
          type="text"
          value={String(value ?? "")}
          onChange={(event) => onChange(event.target.value)}
        />
      </div>
    );
  }
  const common = {
    name: field.name,
    label,
    hint: field.help,
    error,
    value: String(value ?? ""),
  };
  return field.kind === "longText" ? (
    <TextAreaField {...common} rows={6} onChange={(event) => onChange(event.target.value)} />
  ) : (
    <TextField
      {...common}
      type={INPUT_TYPE[field.kind]}
      inputMode={field.kind === "money" ? "numeric" : undefined}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
