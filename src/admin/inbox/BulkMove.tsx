import { useState } from "react";
import { errorText } from "../api/messages";
import { ConfirmDialog } from "../ui/ConfirmDialog";
import { inputClass, labelClass, secondaryButtonClass } from "../ui/styles";
import { KIND_LABELS, KIND_SINGULAR, STAGES, stageLabel, type Kind } from "~/admin/vocabulary/kinds";
import { useMoveToStage } from "./api/stages";

/** The items ticked on a page of one kind, moved to one stage together after one confirmation. */
export function BulkMove({
  kind,
  selected,
  onMoved,
}: {
  kind: Kind;
  selected: string[];
  onMoved: (said: string) => void;
}) {
  const move = useMoveToStage(kind);
  const [stage, setStage] = useState(STAGES[kind][1]?.name ?? STAGES[kind][0]!.name);
  const [error, setError] = useState("");
  const n = selected.length;
  const items = n === 1 ? KIND_SINGULAR[kind].toLowerCase() : KIND_LABELS[kind].toLowerCase();

  async function confirm() {
    setError("");
    try {
      const moved = await move.mutateAsync({ ids: selected, stage });
      const already = n - moved;
      onMoved(
        `Moved ${moved} ${moved === 1 ? "item" : "items"} to ${stageLabel(kind, stage)}.` +
          (already > 0 ? ` ${already} ${already === 1 ? "was" : "were"} there already.` : ""),
      );
    } catch (caught) {
      setError(`Nothing was moved: ${errorText(caught)}`);
    }
  }

  return (
    <div className="mb-3 flex flex-wrap items-end gap-3 rounded-lg border border-line bg-white p-3">
      <p className="text-sm font-medium" aria-live="polite">
        {n === 0 ? "Tick items to move them together." : `${n} selected`}
      </p>
      <div>
        <label htmlFor="bulk-stage" className={labelClass}>
          Move to stage
        </label>
        <select id="bulk-stage" className={inputClass} value={stage} onChange={(e) => setStage(e.target.value)}>
          {STAGES[kind].map((s) => (
            <option key={s.name} value={s.name}>
              {s.label}
            </option>
          ))}
        </select>
      </div>
      <ConfirmDialog
        trigger={
          <button type="button" className={secondaryButtonClass} disabled={n === 0 || move.isPending}>
            {move.isPending ? "Moving…" : `Move ${n} selected`}
          </button>
        }
        title={`Move ${n} ${items} to ${stageLabel(kind, stage)}?`}
        description={<p>Each move is in the item's history and the audit log. It can be moved back the same way.</p>}
        confirmLabel={`Move ${n === 1 ? "it" : "them"}`}
        safe
        onConfirm={() => void confirm()}
      />
      {error && (
        <p role="alert" className="w-full text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
