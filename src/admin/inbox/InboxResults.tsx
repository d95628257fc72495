import { routeHash } from "../routes";
import { useStaff } from "../staff-context";
import { formatDateTime } from "../ui/PageHeading";
import { linkClass } from "../ui/styles";
import { KIND_SINGULAR, stageLabel, type Kind } from "~/admin/vocabulary/kinds";
import { useColleagues } from "./api/colleagues";
import { useNewToMe } from "./api/inbox-unread";
import type { InboxRow } from "./api/rows";
import { timeInStage } from "./stage-time";
import { StatusBadge } from "./StatusBadge";

/**
 * A page of the inbox: each item with its kind, sender, date, stage and owner, marked when it is
 * new to the signed-in person; with a box to tick when a kind with stages is shown (a bulk move).
 */
export function InboxResults({
  rows,
  staged,
  selected,
  onTick,
}: {
  rows: InboxRow[];
  staged: Kind | null;
  selected: string[];
  onTick: (id: string, on: boolean) => void;
}) {
  const { userId } = useStaff();
  const colleagues = useColleagues().data;
  const newToMe = useNewToMe(rows.map((row) => row.id));
  const ownerOf = (id: string) =>
    id === userId ? "you" : (colleagues?.find((c) => c.id === id)?.email ?? "a colleague");
  return (
    <ul className="divide-y divide-line rounded-lg border border-line bg-white">
      {rows.map((row) => (
        <li key={`${row.kind}/${row.id}`} className="flex gap-3 p-4">
          {staged && (
            <input
              type="checkbox"
              className="mt-1 size-5 shrink-0"
              aria-label={`Select ${row.name || row.email}`}
              checked={selected.includes(row.id)}
              onChange={(e) => onTick(row.id, e.target.checked)}
            />
          )}
          <div className="min-w-0 flex-1">
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <a
                href={routeHash({ name: "item", kind: row.kind, id: row.id })}
                className={`${linkClass} ${row.status === "new" ? "font-bold" : ""}`}
              >
                {row.name || row.email}
                <span className="sr-only">, {KIND_SINGULAR[row.kind]}</span>
              </a>
              <span className="flex items-center gap-2">
                {newToMe.data?.has(row.id) && (
                  <span className="rounded-full bg-amber-300 px-2 text-xs font-semibold text-navy">New to you</span>
                )}
                <StatusBadge status={row.status} />
              </span>
            </div>
            <p className="mt-1 text-sm text-muted">
              {KIND_SINGULAR[row.kind]} · {row.email} ·{" "}
              <time dateTime={row.created_at}>{formatDateTime(row.created_at)}</time>
              {row.stage && ` · ${stageLabel(row.kind, row.stage)}`}
              {row.stage && row.stage_since && ` ${timeInStage(row.stage_since)}`}
              {row.owner_id && ` · owner: ${ownerOf(row.owner_id)}`}
            </p>
            {row.summary && <p className="mt-1 line-clamp-2 text-sm text-ink">{row.summary}</p>}
          </div>
        </li>
      ))}
    </ul>
  );
}
