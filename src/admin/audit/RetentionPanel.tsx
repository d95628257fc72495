import { useState, type FormEvent } from "react";
import { useStaff } from "../staff-context";
import { ConfirmDialog } from "../ui/ConfirmDialog";
import { TextField } from "../ui/Field";
import { ErrorPanel, StatusMessage } from "../ui/Notice";
import { buttonClass, secondaryButtonClass } from "../ui/styles";
import { errorText, unwrap, useLoad } from "../useLoad";

type RetentionResult = { rows: Record<string, number>; files: string[] };

/** How long submissions are kept (applied by the server every day), and a run now. */
export function RetentionPanel({ onChanged }: { onChanged: () => void }) {
  const { client } = useStaff();
  const settings = useLoad(async () => {
    const rows = unwrap(await client.from("back_office_settings").select("retention_months")) as { retention_months: number }[];
    return rows[0]?.retention_months ?? 24;
  }, "settings");
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
      unwrap(await client.rpc("set_retention_months", { months: value }));
      setMessage(`Submissions are now kept for ${value} months.`);
      settings.reload();
      onChanged();
    } catch (cause) {
      setError(`Not saved: ${errorText(cause)}`);
    }
  }

  async function applyNow() {
    setError("");
    setMessage("");
    try {
      const result = unwrap(await client.rpc("apply_retention")) as RetentionResult;
      const rows = Object.values(result.rows).reduce((a, b) => a + b, 0);
      setMessage(`Deleted ${rows} old ${rows === 1 ? "submission" : "submissions"} and ${result.files.length} ${result.files.length === 1 ? "file" : "files"}.`);
      onChanged();
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
        Submissions older than this are deleted with their files every day. Newsletter sign-ups are kept until the person asks to be removed.
      </p>
      {settings.status === "error" && <ErrorPanel title="The setting could not be loaded" message={settings.error} onRetry={settings.reload} />}
      <form onSubmit={save} className="mt-3 flex flex-wrap items-end gap-3" noValidate>
        <div className="w-40">
          <TextField label="Keep for (months)" type="number" min={1} max={120} inputMode="numeric" value={shown} error={error || undefined} onChange={(e) => setMonths(e.target.value)} />
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
