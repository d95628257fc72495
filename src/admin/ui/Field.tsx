import { useId, type InputHTMLAttributes, type TextareaHTMLAttributes } from "react";
import { inputClass, labelClass } from "./styles";

type Common = { label: string; error?: string; hint?: string };

function describedBy(...ids: (string | false | undefined)[]) {
  const list = ids.filter(Boolean).join(" ");
  return list || undefined;
}

/** A labelled input whose hint and error are read with it (aria-describedby), error announced once shown. */
export function TextField({ label, error, hint, id, ...input }: Common & InputHTMLAttributes<HTMLInputElement>) {
  const auto = useId();
  const inputId = id ?? auto;
  return (
    <div>
      <label htmlFor={inputId} className={labelClass}>
        {label}
      </label>
      {hint && (
        <p id={`${inputId}-hint`} className="mt-1 text-sm text-muted">
          {hint}
        </p>
      )}
      <input
        id={inputId}
        className={inputClass}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(hint && `${inputId}-hint`, error && `${inputId}-error`)}
        {...input}
      />
      {error && (
        <p id={`${inputId}-error`} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

export function TextAreaField({ label, error, hint, id, ...area }: Common & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const auto = useId();
  const areaId = id ?? auto;
  return (
    <div>
      <label htmlFor={areaId} className={labelClass}>
        {label}
      </label>
      {hint && (
        <p id={`${areaId}-hint`} className="mt-1 text-sm text-muted">
          {hint}
        </p>
      )}
      <textarea
        id={areaId}
        className={inputClass}
        rows={4}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(hint && `${areaId}-hint`, error && `${areaId}-error`)}
        {...area}
      />
      {error && (
        <p id={`${areaId}-error`} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
