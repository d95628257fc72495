import { useState, type FormEvent } from "react";
import { errorText } from "../api/messages";
import { loaded } from "../api/query-client";
import { TextField } from "../ui/Field";
import { ErrorPanel, StatusMessage } from "../ui/Notice";
import { buttonClass } from "../ui/styles";
import { useRecordYears, useSetRecordYears } from "./api/retention";

/** How long the site record keeps a page after it stopped being served: six years or more. */
export function RecordYearsPanel() {
  const settings = loaded(useRecordYears());
  const save = useSetRecordYears();
  const [years, setYears] = useState("");
  const [error, setError] = useState("");
  const [message, setMessage] = useState("");
  const shown = years || (settings.status === "ready" ? String(settings.data) : "");

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError("");
    setMessage("");
    const value = Number(shown);
    if (!Number.isInteger(value) || value < 6 || value > 100) {
      setError("Enter a whole number of years from 6 to 100: six is the UK period for company records.");
      return;
    }
    try {
      await save.mutateAsync(value);
      setMessage(`The site record now keeps pages for ${value} years.`);
    } catch (cause) {
      setError(`Not saved: ${errorText(cause)}`);
    }
  }

  return (
    <section aria-labelledby="record-years-heading" className="mb-8 rounded-lg border border-line bg-white p-4">
      <h2 id="record-years-heading" className="text-lg font-semibold">
        Site record
      </h2>
      <p className="mt-1 text-sm text-muted">
        Every page as visitors were served it is kept in the site record. A page replaced longer ago than this is
        deleted every day; what a page still showed at that time is always kept.
      </p>
      {settings.status === "error" && (
        <ErrorPanel title="The setting could not be loaded" message={settings.error} onRetry={settings.reload} />
      )}
      <form onSubmit={submit} className="mt-3 flex flex-wrap items-end gap-3" noValidate>
        <div className="w-40">
          <TextField
            label="Keep for (years)"
            type="number"
            min={6}
            max={100}
            inputMode="numeric"
            value={shown}
            error={error || undefined}
            onChange={(e) => setYears(e.target.value)}
          />
        </div>
        <button type="submit" className={buttonClass} disabled={settings.status !== "ready"}>
          Save
        </button>
      </form>
      <StatusMessage message={message} />
    </section>
  );
}
