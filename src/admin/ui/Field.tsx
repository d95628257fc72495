import type { ComponentPropsWithRef, TextareaHTMLAttributes } from "react";
import { controlClasses, Field } from "~/components/ui/field";
import { cn } from "~/lib/cn";

type Common = { label: string; error?: string; hint?: string };

/**
 * The back office's inputs, on the site's field (~/components/ui/field): the label, hint and error
 * read with the control (aria-describedby), as on the public forms. Controlled by the page's state
 * rather than a form library: the content editor keeps its drafts in the database (site-content/).
 */
export function TextField({ label, error, hint, ...input }: Common & Omit<ComponentPropsWithRef<"input">, "id">) {
  return (
    <Field label={label} error={error} hint={hint}>
      {(control) => <input {...input} {...control} className={cn(controlClasses, "min-h-11")} />}
    </Field>
  );
}

export function TextAreaField({
  label,
  error,
  hint,
  ...area
}: Common & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "id">) {
  return (
    <Field label={label} error={error} hint={hint}>
      {(control) => <textarea rows={4} {...area} {...control} className={controlClasses} />}
    </Field>
  );
}
