import { useState, type FormEvent } from "react";
import { TextField } from "../ui/Field";
import { buttonClass, inputClass, labelClass, secondaryButtonClass } from "../ui/styles";
import { isKind, isStatus, KIND_LABELS, STAGES, STATUS_LABELS, STATUSES, type Kind } from "~/admin/vocabulary/kinds";
import { EMPTY_FILTERS, type InboxFilters } from "./query";

/** The inbox's filter form: applied on submit, so typing a search does not fetch on every key. */
export function InboxFilterForm({
  filters,
  kinds,
  onApply,
}: {
  filters: InboxFilters;
  /** The kinds this person may read. */
  kinds: readonly Kind[];
  onApply: (next: InboxFilters) => void;
}) {
  const [draft, setDraft] = useState(filters);
  const [dateError, setDateError] = useState("");
  const set = (patch: Partial<InboxFilters>) => setDraft((d) => ({ ...d, ...patch }));

  function submit(event: FormEvent) {
    event.preventDefault();
    if (draft.from && draft.to && draft.from > draft.to) {
      setDateError("The end date is before the start date.");
      return;
    }
    setDateError("");
    onApply({ ...draft, page: 0 });
  }

  return (
    <form
      role="search"
      aria-label="Filter the inbox"
      onSubmit={submit}
      className="grid gap-4 rounded-lg border border-line bg-white p-4 sm:grid-cols-2 lg:grid-cols-6"
    >
      <div className="sm:col-span-2">
        <TextField
          label="Search names, emails and text"
          type="search"
          value={draft.search}
          maxLength={200}
          onChange={(e) => set({ search: e.target.value })}
        />
      </div>
      <div>
        <label htmlFor="filter-kind" className={labelClass}>
          Kind
        </label>
        <select
          id="filter-kind"
          className={inputClass}
          value={draft.kind}
          onChange={(e) => set({ kind: isKind(e.target.value) ? e.target.value : "all", stage: "" })}
        >
          <option value="all">All kinds</option>
          {kinds.map((kind) => (
            <option key={kind} value={kind}>
              {KIND_LABELS[kind]}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="filter-status" className={labelClass}>
          Status
        </label>
        <select
          id="filter-status"
          className={inputClass}
          value={draft.status}
          onChange={(e) => set({ status: isStatus(e.target.value) ? e.target.value : "all" })}
        >
          <option value="all">Any status</option>
          {STATUSES.map((status) => (
            <option key={status} value={status}>
              {STATUS_LABELS[status]}
            </option>
          ))}
        </select>
      </div>
      {draft.kind !== "all" && STAGES[draft.kind].length > 0 && (
        <div>
          <label htmlFor="filter-stage" className={labelClass}>
            Stage
          </label>
          <select
            id="filter-stage"
            className={inputClass}
            value={draft.stage}
            onChange={(e) => set({ stage: e.target.value })}
          >
            <option value="">Any stage</option>
            {STAGES[draft.kind].map((stage) => (
              <option key={stage.name} value={stage.name}>
                {stage.label}
              </option>
            ))}
          </select>
        </div>
      )}
      <TextField
        label="Received from"
        type="date"
        value={draft.from}
        onChange={(e) => set({ from: e.target.value })}
        error={dateError || undefined}
      />
      <TextField label="Received to" type="date" value={draft.to} onChange={(e) => set({ to: e.target.value })} />
      <div className="flex flex-wrap gap-2 sm:col-span-2 lg:col-span-6">
        <button type="submit" className={buttonClass}>
          Apply filters
        </button>
        <button
          type="button"
          className={secondaryButtonClass}
          onClick={() => {
            setDraft(EMPTY_FILTERS);
            setDateError("");
            onApply(EMPTY_FILTERS);
          }}
        >
          Clear filters
        </button>
      </div>
    </form>
  );
}
