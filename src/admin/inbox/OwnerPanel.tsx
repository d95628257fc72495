import { useEffect, useRef, useState } from "react";
import { useStaff } from "../staff-context";
import { formatDateTime } from "../ui/PageHeading";
import { inputClass, labelClass, secondaryButtonClass } from "../ui/styles";
import { errorText } from "../api/messages";
import type { Kind } from "~/admin/vocabulary/kinds";
import { useAssignItem } from "./api/assign-item";
import { useColleagues } from "./api/colleagues";
import type { SubmissionRow } from "./api/rows";
import { typing } from "./keyboard";
import { Outcome } from "./Outcome";

const NOBODY = "";

/**
 * Whose the item is: the owner, since when and from whom, and the choice of colleagues who read
 * its kind (the database refuses anyone else). "a" moves the focus to the choice.
 */
export function OwnerPanel({ kind, row }: { kind: Kind; row: SubmissionRow }) {
  const { userId } = useStaff();
  const colleagues = useColleagues().data;
  const assign = useAssignItem(kind, row.id);
  const [message, setMessage] = useState("");
  const [error, setError] = useState("");
  const picker = useRef<HTMLSelectElement>(null);
  const owner = row.owner_id;
  const emailOf = (id: string | null) => colleagues?.find((c) => c.id === id)?.email;
  const choices = (colleagues ?? []).filter((c) => c.kinds.includes(kind));

  useEffect(() => {
    function onKey(event: KeyboardEvent) {
      if (event.key !== "a" || event.altKey || event.ctrlKey || event.metaKey || typing(event.target)) return;
      event.preventDefault();
      picker.current?.focus();
    }
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, []);

  async function giveTo(next: string | null) {
    setMessage("");
    setError("");
    try {
      await assign.mutateAsync(next);
      setMessage(
        next === null
          ? "It is nobody's now."
          : next === userId
            ? "It is yours now."
            : `Given to ${emailOf(next) ?? "them"}.`,
      );
    } catch (caught) {
      setError(`The owner was not changed: ${errorText(caught)}`);
    }
  }

  const since = typeof row.owner_since === "string" ? row.owner_since : null;
  const givenBy = typeof row.owner_given_by === "string" ? row.owner_given_by : null;
  return (
    <section aria-labelledby="owner-heading" className="rounded-lg border border-line bg-white p-4">
      <h2 id="owner-heading" className="text-lg font-semibold">
        Owner
      </h2>
      <p className="mt-2">
        <strong className="font-semibold">
          {owner === null
            ? "Nobody's yet."
            : owner === userId
              ? "Yours"
              : (emailOf(owner) ?? "A colleague who no longer reads this kind")}
        </strong>
        {owner !== null && since && (
          <span className="block text-sm text-muted">
            since <time dateTime={since}>{formatDateTime(since)}</time>
            {givenBy ? `, given by ${givenBy}` : ""}
          </span>
        )}
      </p>
      <label htmlFor="item-owner" className={`${labelClass} mt-3`}>
        Give it to
      </label>
      <select
        id="item-owner"
        ref={picker}
        className={inputClass}
        value={owner ?? NOBODY}
        disabled={assign.isPending || !colleagues}
        aria-describedby="owner-keys"
        onChange={(e) => void giveTo(e.target.value === NOBODY ? null : e.target.value)}
      >
        <option value={NOBODY}>Nobody</option>
        {choices.map((c) => (
          <option key={c.id} value={c.id}>
            {c.id === userId ? `${c.email} (you)` : c.email}
          </option>
        ))}
      </select>
      <p id="owner-keys" className="mt-1 text-sm text-muted">
        Key: <kbd>a</kbd> to choose. The colleague gets a mail.
      </p>
      {owner !== userId && (
        <button type="button" className={`${secondaryButtonClass} mt-3`} onClick={() => void giveTo(userId)}>
          Take it
        </button>
      )}
      <Outcome message={message} error={error} />
    </section>
  );
}
