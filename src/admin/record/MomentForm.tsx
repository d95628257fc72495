import { useState, type FormEvent } from "react";
import { londonLocal, londonToIso } from "../ui/london-time";
import { TextField } from "../ui/Field";

/** A moment to the second, typed in London time, and the button that picks it (as an ISO instant). */
export function MomentForm({
  label,
  action,
  buttonClass,
  initial,
  onPick,
}: {
  label: string;
  action: string;
  buttonClass: string;
  /** The instant first shown, in ms (now unless said). */
  initial?: number;
  onPick: (iso: string) => void;
}) {
  const [typed, setTyped] = useState(() => londonLocal(initial ?? Date.now(), { seconds: true }));
  const [error, setError] = useState("");

  function pick(event: FormEvent) {
    event.preventDefault();
    const iso = londonToIso(typed);
    if (!iso) {
      setError("Enter a date and a time.");
      return;
    }
    setError("");
    onPick(iso);
  }

  return (
    <form onSubmit={pick} noValidate className="flex flex-wrap items-end gap-3">
      <div className="w-64">
        <TextField
          label={label}
          type="datetime-local"
          step={1}
          value={typed}
          error={error || undefined}
          onChange={(e) => setTyped(e.target.value)}
        />
      </div>
      <button type="submit" className={buttonClass}>
        {action}
      </button>
    </form>
  );
}
