import { type ReactNode, useId } from "react";
import { cn } from "~/lib/cn";

/**
 * The site's field: a label, its control, an optional hint and the inline error, wired with ids.
 * The public forms (src/features/forms/fields.tsx) and the back office (src/admin/ui/Field.tsx)
 * build their inputs on it, so both read and look alike.
 */
/** What a control needs to be tied to its label, hint and error. */
type ControlProps = {
  id: string;
  "aria-invalid"?: true;
  "aria-describedby"?: string;
  "aria-required"?: true;
};

export type FieldProps = {
  label: ReactNode;
  /** Shows the required marker and sets aria-required (the form validates, not the browser). */
  required?: boolean;
  error?: string;
  hint?: ReactNode;
  className?: string;
  children: (control: ControlProps) => ReactNode;
};

export const controlClasses =
  "block w-full rounded-md border border-slate-500 bg-white px-3 py-2 text-base text-ink placeholder:text-slate-600 aria-[invalid=true]:border-red-700 aria-[invalid=true]:ring-1 aria-[invalid=true]:ring-red-700";

/** A label, its control, an optional hint and the inline error, wired with ids. */
export function Field({ label, required, error, hint, className, children }: FieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(" ");
  return (
    <div className={cn("space-y-1.5", className)}>
      <label htmlFor={id} className="block text-sm font-medium text-ink">
        {label}
        {required ? (
          <span aria-hidden="true" className="text-red-700">
            {" "}
            *
          </span>
        ) : null}
      </label>
      {children({
        id,
        ...(error ? { "aria-invalid": true } : {}),
        ...(describedBy ? { "aria-describedby": describedBy } : {}),
        ...(required ? { "aria-required": true } : {}),
      })}
      {hint ? (
        <p id={hintId} className="text-sm text-muted">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
