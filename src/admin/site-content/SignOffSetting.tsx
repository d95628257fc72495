import { useState } from "react";
import { useStaff } from "~/admin/staff-context";
import { errorText } from "../api/messages";
import { useNeedsSignOff, useSetSignOff } from "./workflow-api";

/**
 * Whether a type's changes need a colleague's sign-off: an admin turns it on or off
 * here; everyone else reads which it is. The database enforces it, whatever this shows.
 */
export function SignOffSetting({ type }: { type: string }) {
  const { roles } = useStaff();
  const needed = useNeedsSignOff(type);
  const set = useSetSignOff(type);
  // The box answers the click at once, as a checkbox does; a refusal puts back what the database holds.
  const [ticked, setTicked] = useState<boolean | null>(null);
  if (needed.data === undefined) return null;
  if (!roles.includes("admin")) {
    return needed.data ? (
      <p className="mb-4 text-sm">Changes here need a colleague’s sign-off before they are published.</p>
    ) : null;
  }
  return (
    <div className="mb-4 text-sm">
      <label className="inline-flex min-h-11 items-center gap-2 font-medium">
        <input
          type="checkbox"
          className="size-5"
          checked={ticked ?? needed.data}
          disabled={set.isPending}
          onChange={(event) => {
            const required = event.target.checked;
            setTicked(required);
            set.mutate(required, { onError: () => setTicked(null) });
          }}
        />
        Changes need a colleague’s sign-off before they are published
      </label>
      {set.isError && (
        <p role="alert" className="font-medium text-red-700">
          Not changed: {errorText(set.error)}
        </p>
      )}
    </div>
  );
}
