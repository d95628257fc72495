import type { ClaimEvidence, RecordedClaim } from "../api/claims";
import { ClaimEvidenceFields } from "../ui/ClaimEvidenceFields";
import { longDate } from "../ui/london-time";
import { linkClass } from "../ui/styles";

/**
 * Under a field that states a claim: the evidence held for what it says now, or, when there is none
 * (a new wording, or its review date has come), the fields to record it, sent before the item is
 * published. `again`: the evidence is held, and staff chose to review it now.
 */
export function ClaimPanel({
  type,
  name,
  wording,
  held,
  evidence,
  error,
  onChange,
}: {
  type: string;
  /** The source's name, for focus. */
  name: string;
  wording: string;
  held: RecordedClaim | null;
  evidence: ClaimEvidence | undefined;
  error?: string;
  onChange: (evidence: ClaimEvidence | undefined) => void;
}) {
  if (wording === "") return null;
  if (held && !evidence) {
    return (
      <div className="rounded-md border border-line bg-slate-50 p-3 text-sm" data-claim-held={wording}>
        <p>
          <span className="font-medium">{held.placeholder ? "Placeholder evidence" : "Evidence held"}</span> for “
          {wording}”: {held.evidence_source ?? "a PDF of the media library"}
          {held.owner ? `; owner ${held.owner}` : "; no owner yet"}; review by {longDate(held.review_by)}.
        </p>
        <button
          type="button"
          className={`mt-1 min-h-11 text-sm ${linkClass}`}
          onClick={() => onChange({ source: "", document: "", owner: held.owner ?? "", reviewBy: "" })}
        >
          Record the evidence again
        </button>
      </div>
    );
  }
  if (!evidence) return null;
  return (
    <ClaimEvidenceFields type={type} name={name} wording={wording} value={evidence} error={error} onChange={onChange} />
  );
}
