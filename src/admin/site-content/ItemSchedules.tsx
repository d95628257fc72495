import { useId, useState } from "react";
import type { ContentTypeDecl, FieldValue } from "~shared/content-types";
import { errorText } from "../api/messages";
import { londonLocal, londonTime, londonToIso } from "../ui/london-time";
import { StatusMessage } from "../ui/Notice";
import { inputClass, labelClass, secondaryButtonClass } from "../ui/styles";
import { useCancelSchedule, useItemSchedules, useSchedule, type ItemSchedule } from "./api";

const STATE: Record<ItemSchedule["state"], string> = {
  waiting: "waiting",
  done: "done",
  failed: "failed",
  cancelled: "cancelled",
};

function describe(schedule: ItemSchedule): string {
  const what = schedule.action === "publish" ? "Publish" : "Unpublish";
  const who = schedule.created_by ? `, by ${schedule.created_by}` : "";
  const why = schedule.problem ? `: ${schedule.problem}` : "";
  return `${what} at ${londonTime(schedule.due_at)} (London)${who}: ${STATE[schedule.state]}${why}`;
}

/**
 * Schedules: what is in the editor published at a date and time entered in London
 * time, or the item unpublished; the server runs each at its time. `collect` runs the editor's
 * checks and answers its fields, or null when one is wrong (it shows which). For a type that needs
 * sign-off, `submitForReview` is given: the change goes for review with its time, and the
 * colleague who approves it schedules it (decision 045); it is not unpublished by a schedule.
 */
export function ItemSchedules({
  decl,
  itemId,
  collect,
  submitForReview,
}: {
  decl: ContentTypeDecl;
  itemId: string;
  collect: () => Record<string, FieldValue> | null;
  submitForReview?: (data: Record<string, FieldValue>, publishAt: string) => Promise<void>;
}) {
  const id = useId();
  const schedules = useItemSchedules(itemId);
  const schedule = useSchedule(itemId);
  const cancel = useCancelSchedule(itemId);
  const [at, setAt] = useState("");
  // The earliest time offered: now, as the section opened.
  const [earliest] = useState(() => londonLocal(Date.now()));
  const [error, setError] = useState("");
  const [status, setStatus] = useState("");

  async function add(action: ItemSchedule["action"]) {
    setError("");
    setStatus("");
    const dueAt = londonToIso(at);
    if (!dueAt) return setError("Choose the date and time (London time).");
    if (Date.parse(dueAt) <= Date.now()) return setError("Choose a time in the future.");
    const data = action === "publish" ? collect() : undefined;
    if (data === null) return setError("Correct the fields above first: they are what will be published.");
    try {
      if (submitForReview && data) {
        await submitForReview(data, dueAt);
        setStatus(
          `Submitted for review: once a colleague approves it, it is published at ${londonTime(dueAt)} (London).`,
        );
        return;
      }
      await schedule.mutateAsync({ action, dueAt, data });
      setStatus(`${action === "publish" ? "Publish" : "Unpublish"} scheduled for ${londonTime(dueAt)} (London).`);
    } catch (caught) {
      setError(errorText(caught));
    }
  }

  return (
    <section aria-labelledby={`${id}-heading`} className="space-y-3 rounded-lg border border-line bg-white p-4 sm:p-6">
      <h2 id={`${id}-heading`} className="text-lg font-semibold">
        Schedule
      </h2>
      <p className="text-sm text-muted">
        {submitForReview
          ? "Submit what is in the form for review with a date and time: once a colleague approves it, the site changes then"
          : "Publish what is in the form at a date and time, and the site changes then"}
        {decl.fields.some((field) => field.name === "effectiveDate") ? " (with that day as its effective date)" : ""}.
      </p>
      <div>
        <label htmlFor={`${id}-at`} className={labelClass}>
          Date and time (London time)
        </label>
        <input
          id={`${id}-at`}
          type="datetime-local"
          value={at}
          min={earliest}
          onChange={(event) => setAt(event.target.value)}
          aria-describedby={error ? `${id}-error` : undefined}
          aria-invalid={error ? true : undefined}
          className={`${inputClass} max-w-xs`}
        />
        {error && (
          <p id={`${id}-error`} role="alert" className="mt-1 text-sm font-medium text-red-700">
            {error}
          </p>
        )}
      </div>
      <div className="flex flex-wrap gap-2">
        <button type="button" className={secondaryButtonClass} onClick={() => void add("publish")}>
          {submitForReview ? "Submit for review, to publish then" : "Schedule publish"}
        </button>
        {!decl.fixed && !submitForReview && (
          <button type="button" className={secondaryButtonClass} onClick={() => void add("unpublish")}>
            Schedule unpublish
          </button>
        )}
      </div>
      <StatusMessage message={status} />
      {schedules.data && schedules.data.length > 0 && (
        <ul aria-label="Scheduled changes" className="divide-y divide-line text-sm">
          {schedules.data.map((item) => (
            <li key={item.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <span>{describe(item)}</span>
              {item.state === "waiting" && (
                <button type="button" className={secondaryButtonClass} onClick={() => cancel.mutate(item.id)}>
                  Cancel the {item.action} at {londonTime(item.due_at)}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
