import { Check, X } from "lucide-react";

type Column = { title: string; points: readonly string[] };

/** Two lists side by side: the usual way (crossed) and ours (ticked). */
export function Comparison({ before, after }: { before: Column; after: Column }) {
  return (
    <div className="grid gap-6 sm:grid-cols-2">
      <div className="rounded-xl border border-line bg-white p-6">
        <h3 className="text-lg font-semibold text-muted">{before.title}</h3>
        <ul className="mt-4 space-y-3">
          {before.points.map((point) => (
            <li key={point} className="flex gap-3 text-muted">
              <X aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-slate-500" />
              <span>{point}</span>
            </li>
          ))}
        </ul>
      </div>
      <div className="rounded-xl border-2 border-brand bg-blue-50 p-6">
        <h3 className="text-lg font-semibold text-brand-strong">{after.title}</h3>
        <ul className="mt-4 space-y-3">
          {after.points.map((point) => (
            <li key={point} className="flex gap-3 text-ink">
              <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand" />
              <span>{point}</span>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
