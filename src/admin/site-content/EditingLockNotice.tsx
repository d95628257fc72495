import { useState } from "react";
import { errorText } from "../api/messages";
import { ConfirmDialog } from "../ui/ConfirmDialog";
import { londonTime } from "../ui/london-time";
import { secondaryButtonClass } from "../ui/styles";
import type { EditingLock } from "./editing-lock";

/** Who else has the item open, since when, and for an admin the way to take it over. */
export function EditingLockNotice({
  lock,
  isAdmin,
  onTakeOver,
}: {
  lock: EditingLock;
  isAdmin: boolean;
  onTakeOver: () => Promise<void>;
}) {
  const [problem, setProblem] = useState("");
  if (lock.state === "unknown")
    return (
      <p role="alert" className="text-sm font-medium text-red-700">
        Whether a colleague has this item open could not be checked: {lock.problem}
      </p>
    );
  if (lock.state !== "theirs") return null;
  return (
    <div role="status" className="space-y-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm">
      <p>
        <span className="font-medium">{lock.by} is editing this item</span> since {londonTime(lock.since)}. You can read
        it; nothing you type is saved until they close it.
      </p>
      {isAdmin && (
        <ConfirmDialog
          trigger={
            <button type="button" className={secondaryButtonClass}>
              Break their lock
            </button>
          }
          title={`Take this item over from ${lock.by}?`}
          description="You continue from their draft, and they can no longer save it. Do this only when they left it open by mistake; the audit log keeps it."
          confirmLabel="Break their lock"
          onConfirm={() => {
            setProblem("");
            onTakeOver().catch((error: unknown) => setProblem(errorText(error)));
          }}
        />
      )}
      {problem && <p className="font-medium text-red-700">The lock was not broken: {problem}</p>}
    </div>
  );
}
