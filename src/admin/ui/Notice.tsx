import { AlertTriangle, LoaderCircle, RotateCw } from "lucide-react";
import { useEffect, useState } from "react";
import { secondaryButtonClass } from "./styles";

/** A failure with what went wrong and a way to try again: never a blank page. */
export function ErrorPanel({ title, message, onRetry }: { title: string; message: string; onRetry?: () => void }) {
  return (
    <div role="alert" className="rounded-md border border-red-300 bg-red-50 p-4 text-red-900">
      <p className="flex items-center gap-2 font-semibold">
        <AlertTriangle aria-hidden="true" className="size-5" />
        {title}
      </p>
      <p className="mt-1 text-sm">{message}</p>
      {onRetry && (
        <button type="button" className={`${secondaryButtonClass} mt-3`} onClick={onRetry}>
          <RotateCw aria-hidden="true" className="size-4" />
          Try again
        </button>
      )}
    </div>
  );
}

/** Loading, and after a while, that it is slow and can be retried. */
export function Loading({
  label,
  onRetry,
  slowAfterMs = 8000,
}: {
  label: string;
  onRetry?: () => void;
  slowAfterMs?: number;
}) {
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setSlow(true), slowAfterMs);
    return () => clearTimeout(timer);
  }, [slowAfterMs]);
  return (
    <div role="status" className="flex flex-col items-start gap-3 py-6 text-muted">
      <p className="flex items-center gap-2">
        <LoaderCircle aria-hidden="true" className="size-5 animate-spin motion-reduce:animate-none" />
        {label}
      </p>
      {slow && (
        <>
          <p className="text-sm">This is taking longer than usual. The server may be busy.</p>
          {onRetry && (
            <button type="button" className={secondaryButtonClass} onClick={onRetry}>
              Try again
            </button>
          )}
        </>
      )}
    </div>
  );
}

/** A polite live message (saved, erased, exported…). */
export function StatusMessage({ message }: { message: string }) {
  return (
    <p
      role="status"
      aria-live="polite"
      className={message ? "rounded-md bg-emerald-50 p-3 text-sm text-emerald-900" : "sr-only"}
    >
      {message}
    </p>
  );
}
