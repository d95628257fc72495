import { useState, type FormEvent } from "react";
import { errorText } from "../api/messages";
import { loaded } from "../api/query-client";
import { ConfirmDialog } from "../ui/ConfirmDialog";
import { TextField } from "../ui/Field";
import { ErrorPanel, StatusMessage } from "../ui/Notice";
import { buttonClass, secondaryButtonClass } from "../ui/styles";
import { useApplyRetention } from "./api/apply-retention";
import { useRetentionMonths, useSetRetentionMonths } from "./api/retention";
import { KINDS, KIND_LABELS, STAGES } from "~/admin/vocabulary/kinds";

/** The stages with a rule of their own, by kind, in words. */
const STAGE_RULES = KINDS.flatMap((kind) => {
  const rules = STAGES[kind].flatMap((stage) =>
    stage.keep === undefined
      ? []
      : [
          stage.keep === "while-here"
            ? `${stage.label}: kept while it stays there, past the period above`
            : `${stage.label}: deleted ${stage.keep.months} months after it was moved there`,
        ],
  );
  return rules.length ? [{ kind, rules }] : [];
});

/** How long submissions are kept (applied by the server every day), and a run now. */
export function RetentionPanel() {
  const settings = loaded(useRetentionMonths());
  const saveMonths = useSetRetentionMonths();
  const applyRetention = useApplyRetention();
  const [months, setMonths] = useState("");
  const [error, setError] = useState("");
  const [message, setMessage] = useState("");
  const shown = months || (settings.status === "ready" ? String(settings.data) : "");

  async function save(event: FormEvent) {
    event.preventDefault();
    setError("");
    setMessage("");
    const value = Number(shown);
    if (!Number.isInteger(value) || value < 1 || value > 120) {
      setError("Enter a whole number of months from 1 to 120.");
      return;
    }
    try {
      await saveMonths.mutateAsync(value);
      setMessage(`Submissions are now kept for ${value} months.`);
    } catch (cause) {
      setError(`Not saved: ${errorText(cause)}`);
    }
  }

  async function applyNow() {
    setError("");
    setMessage("");
    try {
      const result = await applyRetention.mutateAsync();
      const rows = Object.values(result.rows).reduce((a, b) => a + b, 0);
      setMessage(
        `Deleted ${rows} old ${rows === 1 ? "submission" : "submissions"} and ${result.files.length} ${result.files.length === 1 ? "file" : "files"}.`,
      );
    } catch (cause) {
      setError(`Nothing was deleted: ${errorText(cause)}`);
    }
  }

  return (
    <section aria-labelledby="retention-heading" className="mb-8 rounded-lg border border-line bg-white p-4">
      <h2 id="retention-heading" className="text-lg font-semibold">
        Retention
      </h2>
      <p className="mt-1 text-sm text-muted">
        Submissions older than this are deleted with their files every day. Newsletter sign-ups are kept until the
        person asks to be removed.
      </p>
      <p className="mt-2 text-sm text-muted">Some stages keep their own time:</p>
      <ul className="mt-1 list-disc pl-5 text-sm text-muted">
        {STAGE_RULES.map(({ kind, rules }) => (
          <li key={kind}>
            {KIND_LABELS[kind]}: {rules.join("; ")}.
          </li>
        ))}
      </ul>
      {settings.status === "error" && (
        <ErrorPanel title="The setting could not be loaded" message={settings.error} onRetry={settings.reload} />
      )}
      <form onSubmit={save} className="mt-3 flex flex-wrap items-end gap-3" noValidate>
        <div className="w-40">
          <TextField
            label="Keep for (months)"
            type="number"
            min={1}
            max={120}
            inputMode="numeric"
            value={shown}
            error={error || undefined}
            onChange={(e) => setMonths(e.target.value)}
          />
        </div>
        <button type="submit" className={buttonClass} disabled={settings.status !== "ready"}>
          Save
        </button>
        <ConfirmDialog
          trigger={
            <button type="button" className={secondaryButtonClass}>
              Apply now
            </button>
          }
          title="Delete old submissions now?"
          description={`Every submission older than ${shown || "the set number of"} months, and its files, is deleted for good.`}
          confirmLabel="Delete old submissions"
          onConfirm={() => void applyNow()}
        />
      </form>
      <StatusMessage message={message} />
    </section>
  );
}
