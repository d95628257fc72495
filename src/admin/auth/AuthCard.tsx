import { useEffect, useRef, type ReactNode } from "react";
import { buttonClass, secondaryButtonClass } from "../ui/styles";

/** The sign-in steps' frame: one heading, focused when the step changes, so screen readers hear where they are. */
export function AuthCard({ title, intro, children }: { title: string; intro?: ReactNode; children: ReactNode }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [title]);
  return (
    <main id="main" className="flex min-h-screen items-start justify-center bg-surface px-4 py-12 sm:items-center">
      <div className="w-full max-w-md rounded-lg border border-line bg-white p-6 shadow-sm sm:p-8">
        <p className="text-sm font-semibold tracking-wide text-accent uppercase">Kosmos staff</p>
        <h1 ref={heading} tabIndex={-1} className="mt-1 text-2xl font-bold tracking-tight text-ink focus:outline-none">
          {title}
        </h1>
        {intro && <div className="mt-2 text-sm text-muted">{intro}</div>}
        <div className="mt-6">{children}</div>
      </div>
    </main>
  );
}

export function FormError({ message }: { message: string }) {
  if (!message) return null;
  return (
    <p role="alert" className="rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-900">
      {message}
    </p>
  );
}

/** A sign-in step's buttons: go on (busy while it checks), or sign out and start again. */
export function StepActions({
  label,
  busyLabel,
  busy,
  onSignOut,
}: {
  label: string;
  busyLabel: string;
  busy: boolean;
  onSignOut: () => void;
}) {
  return (
    <div className="flex flex-wrap gap-3">
      <button type="submit" className={buttonClass} disabled={busy}>
        {busy ? busyLabel : label}
      </button>
      <button type="button" className={secondaryButtonClass} onClick={onSignOut}>
        Sign out
      </button>
    </div>
  );
}
