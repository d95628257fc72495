import { useState } from "react";
import type { FieldValue } from "~shared/content-types";
import { errorText } from "../api/messages";
import { TextAreaField } from "../ui/Field";
import { ErrorPanel } from "../ui/Notice";
import { secondaryButtonClass } from "../ui/styles";
import type { SiteItem } from "./api";
import { usePublishPastChecks, type CheckProblem } from "./workflow-api";

/**
 * What the checks before publish found: each problem with its field and how to mend
 * it. Only an admin may publish past them, giving a reason the audit log keeps; the database
 * refuses anyone else (public.publish_with_override).
 */
export function PastChecks({
  type,
  item,
  held,
  isAdmin,
  onPublished,
}: {
  type: string;
  item: SiteItem;
  held: { data: Record<string, FieldValue>; problems: CheckProblem[] };
  isAdmin: boolean;
  onPublished: (saved: SiteItem) => void;
}) {
  const publish = usePublishPastChecks(type);
  const [reason, setReason] = useState("");
  const [problem, setProblem] = useState("");

  async function publishAnyway() {
    setProblem("");
    try {
      onPublished(await publish.mutateAsync({ item, data: held.data, reason }));
    } catch (error) {
      setProblem(errorText(error));
    }
  }

  return (
    <div role="alert" className="space-y-3 rounded-md border border-red-300 bg-red-50 p-3" data-testid="checks">
      <p className="font-medium">Not published: the checks before publish found</p>
      <ul className="list-inside list-disc text-sm">
        {held.problems.map((p) => (
          <li key={p.field + p.problem}>{p.problem}</li>
        ))}
      </ul>
      {isAdmin ? (
        <div className="space-y-2">
          <TextAreaField
            name="override-reason"
            label="Reason to publish it as it is (kept in the audit log)"
            rows={2}
            value={reason}
            maxLength={500}
            onChange={(event) => setReason(event.target.value)}
          />
          {problem && <ErrorPanel title="Not published" message={problem} />}
          <button
            type="button"
            className={secondaryButtonClass}
            disabled={publish.isPending}
            onClick={() => void publishAnyway()}
          >
            Publish anyway
          </button>
        </div>
      ) : (
        <p className="text-sm">Mend them and publish again, or ask an admin to publish it as it is.</p>
      )}
    </div>
  );
}
