import { LoaderCircle } from "lucide-react";

/** A spinner with its text, announced politely to screen readers. */
export function LoadingStatus({ text }: { text: string }) {
  return (
    <p role="status" className="flex items-center justify-center gap-3 py-16 text-muted">
      <LoaderCircle aria-hidden="true" className="size-6 animate-spin text-brand" />
      {text}
    </p>
  );
}
