import { STATUS_LABELS, type Status } from "~/admin/vocabulary/kinds";

const COLOURS: Record<Status, string> = {
  new: "bg-blue-100 text-blue-900",
  read: "bg-slate-100 text-slate-800",
  archived: "bg-emerald-100 text-emerald-900",
  spam: "bg-amber-100 text-amber-900",
};

export function StatusBadge({ status }: { status: Status }) {
  return (
    <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${COLOURS[status] ?? COLOURS.read}`}>
      {STATUS_LABELS[status] ?? status}
    </span>
  );
}
