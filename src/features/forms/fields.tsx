import { type ComponentProps, type Ref, useId, useRef, useState } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";
import { EARLY_FORM_PATH } from "~shared/identifiers";
import { Button } from "~/components/ui/button";
import { cn } from "~/lib/cn";
import { controlClasses, Field, type FieldProps } from "~/components/ui/field";

export { controlClasses, Field };

type Registered = { registration: UseFormRegisterReturn } & Omit<FieldProps, "children">;

export function TextField({
  registration,
  type = "text",
  autoComplete,
  ...field
}: Registered & { type?: "text" | "email"; autoComplete?: string }) {
  return (
    <Field {...field}>
      {(control) => (
        <input
          {...control}
          {...registration}
          type={type}
          autoComplete={autoComplete}
          className={cn(controlClasses, "h-11")}
        />
      )}
    </Field>
  );
}

export function TextAreaField({ registration, rows = 5, ...field }: Registered & { rows?: number }) {
  return (
    <Field {...field}>
      {(control) => <textarea {...control} {...registration} rows={rows} className={controlClasses} />}
    </Field>
  );
}

export function SelectField({
  registration,
  options,
  placeholder,
  ...field
}: Registered & { options: readonly { value: string; label: string }[]; placeholder?: string }) {
  return (
    <Field {...field}>
      {(control) => (
        <select {...control} {...registration} className={cn(controlClasses, "h-11")}>
          {placeholder ? <option value="">{placeholder}</option> : null}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

export function FileField({
  inputRef,
  accept,
  onChange,
  ...field
}: Omit<FieldProps, "children"> & {
  inputRef: Ref<HTMLInputElement>;
  accept: string;
  onChange: ComponentProps<"input">["onChange"];
}) {
  return (
    <Field {...field}>
      {(control) => (
        <input
          {...control}
          ref={inputRef}
          type="file"
          accept={accept}
          onChange={onChange}
          className="block w-full text-sm text-ink file:mr-4 file:rounded-md file:border file:border-brand file:bg-white file:px-4 file:py-2 file:font-semibold file:text-brand hover:file:bg-blue-50"
        />
      )}
    </Field>
  );
}

export function RequiredNote() {
  return (
    <p className="text-sm text-muted">
      Fields marked{" "}
      <span aria-hidden="true" className="text-red-700">
        *
      </span>
      <span className="sr-only">with an asterisk</span> are required.
    </p>
  );
}

/** The one-line notice where personal data is collected. */
export function PrivacyNotice({ purpose }: { purpose: string }) {
  return (
    <p className="text-sm text-muted">
      {`We use these details only to ${purpose}. See our `}
      <a href="/privacy" className="font-medium text-brand underline underline-offset-2 hover:text-brand-strong">
        privacy policy
      </a>
      .
    </p>
  );
}

export function SubmitButton({
  submitting,
  label,
  busyLabel,
  className,
}: {
  submitting: boolean;
  label: string;
  busyLabel: string;
  className?: string;
}) {
  return (
    <Button type="submit" size="lg" disabled={submitting} className={className}>
      {submitting ? busyLabel : label}
    </Button>
  );
}

/**
 * Where a form goes if it is sent before its island has run (a slow phone, script still on the
 * way): a POST, so nothing typed ever lands in an address, history or log, answered by the
 * server (server/site/early-form.ts) with a page saying the form was not sent. Once the island
 * runs, it handles the submit event itself and this is never used.
 */
export const EARLY_SUBMIT = { method: "post", action: EARLY_FORM_PATH } as const;

/**
 * What the visitor typed before the island ran. The prerendered form is live HTML, so text can be
 * typed into it while its script loads; react-hook-form would otherwise reset each field to its
 * default when it registers it. Read once, in the first (hydrating) render, from the form's
 * fields by name; on the server and for fields left untouched it returns the defaults.
 */
export function useTypedBeforeHydration<T extends Record<string, string>>(formName: string, defaults: T): T {
  const [values] = useState(() => {
    if (typeof document === "undefined") return defaults;
    const form = document.forms.namedItem(formName);
    if (!form) return defaults;
    const typed = { ...defaults };
    for (const name of Object.keys(defaults) as (keyof T & string)[]) {
      const field = form.elements.namedItem(name);
      if (field && "value" in field && typeof field.value === "string") typed[name] = field.value as T[typeof name];
    }
    return typed;
  });
  return values;
}

/**
 * A field people never see and bots fill in. Read from the DOM at submit time (not through the
 * form state), so whatever filled it, it counts. When filled, the visitor sees the success path
 * and nothing is sent.
 */
export function useHoneypot() {
  const ref = useRef<HTMLInputElement>(null);
  const isFilled = () => (ref.current?.value ?? "").trim() !== "";
  const clear = () => {
    if (ref.current) ref.current.value = "";
  };
  return { ref, isFilled, clear };
}

export function Honeypot({ inputRef }: { inputRef: Ref<HTMLInputElement> }) {
  const id = useId();
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] top-auto h-px w-px overflow-hidden">
      <label htmlFor={id}>Leave this field empty</label>
      <input
        ref={inputRef}
        id={id}
        type="text"
        name="website"
        tabIndex={-1}
        autoComplete="off"
        defaultValue=""
        data-honeypot=""
      />
    </div>
  );
}
