import { routeHash } from "../routes";
import { ErrorPanel } from "../ui/Notice";
import { STAGES, type Kind } from "~/admin/vocabulary/kinds";
import { useStageCounts } from "./api/stages";

/**
 * A kind's pipeline across the top of its list: each stage with how many items sit in it
 * (archived and spam left out), each a link to that stage's items.
 */
export function StageTabs({
  kind,
  stage,
  addressOf,
}: {
  kind: Kind;
  stage: string;
  addressOf: (stage: string) => string;
}) {
  const counts = useStageCounts(kind);
  if (counts.isError)
    return (
      <ErrorPanel
        title="The counts by stage could not be loaded"
        message={String(counts.error.message)}
        onRetry={() => void counts.refetch()}
      />
    );
  return (
    <nav aria-label="Stages" className="mb-4">
      <ul className="flex flex-wrap gap-2">
        {[{ name: "", label: "Any stage" }, ...STAGES[kind]].map((s) => (
          <li key={s.name}>
            <a
              href={routeHash({ name: "inbox", search: addressOf(s.name) })}
              aria-current={stage === s.name ? "page" : undefined}
              className="inline-flex min-h-11 items-center gap-2 rounded-md border border-line bg-white px-3 text-sm text-ink hover:border-brand aria-[current=page]:border-brand aria-[current=page]:font-semibold"
            >
              {s.label}
              {s.name && (
                <span className="rounded-full bg-slate-100 px-2 text-xs font-semibold text-ink">
                  {counts.data ? (counts.data[s.name] ?? 0) : "…"}
                </span>
              )}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
