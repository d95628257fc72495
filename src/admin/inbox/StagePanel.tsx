import { useState } from "react";
import { inputClass, labelClass } from "../ui/styles";
import { errorText } from "../api/messages";
import { STAGES, stageLabel, type Kind } from "~/admin/vocabulary/kinds";
import { useMoveToStage } from "./api/stages";
import type { SubmissionRow } from "./api/rows";
import { timeInStage } from "./stage-time";
import { Outcome } from "./Outcome";

/** Where the item is in its kind's pipeline, for how long, and the move to another stage. */
export function StagePanel({ kind, row }: { kind: Kind; row: SubmissionRow }) {
  const move = useMoveToStage(kind);
  const [message, setMessage] = useState("");
  const [error, setError] = useState("");
  const stage = row.stage ?? STAGES[kind][0]?.name ?? "";

  async function moveTo(next: string) {
    setMessage("");
    setError("");
    try {
      await move.mutateAsync({ ids: [row.id], stage: next });
      setMessage(`Moved to ${stageLabel(kind, next)}.`);
    } catch (caught) {
      setError(`The stage was not changed: ${errorText(caught)}`);
    }
  }

  return (
    <section aria-labelledby="stage-heading" className="rounded-lg border border-line bg-white p-4">
      <h2 id="stage-heading" className="text-lg font-semibold">
        Stage
      </h2>
      <p className="mt-2">
        <strong className="font-semibold">{stageLabel(kind, stage)}</strong>
        {row.stage_since && <span className="text-sm text-muted"> {timeInStage(row.stage_since)}</span>}
      </p>
      <label htmlFor="item-stage" className={`${labelClass} mt-3`}>
        Move to stage
      </label>
      <select
        id="item-stage"
        className={inputClass}
        value={stage}
        disabled={move.isPending}
        onChange={(e) => void moveTo(e.target.value)}
      >
        {STAGES[kind].map((s) => (
          <option key={s.name} value={s.name}>
            {s.label}
          </option>
        ))}
      </select>
      <Outcome message={message} error={error} />
    </section>
  );
}
