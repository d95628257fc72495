import { useState, type FormEvent } from "react";
import { CONTENT_TYPES } from "~shared/content-types";
import { useStaff } from "~/admin/staff-context";
import { useClaimsRegister, useRecordClaim, type ClaimEvidence, type RegisteredClaim } from "../api/claims";
import { errorText } from "../api/messages";
import { loaded } from "../api/query-client";
import { ClaimEvidenceFields, newEvidence } from "../ui/ClaimEvidenceFields";
import { londonLocal, longDate } from "../ui/london-time";
import { ErrorPanel, Loading, StatusMessage } from "../ui/Notice";
import { PageHeading } from "../ui/PageHeading";
import { blockLinkClass, buttonClass, secondaryButtonClass } from "../ui/styles";

const VIEWS = {
  attention: "Needing attention",
  mine: "Mine",
  all: "All claims",
} as const;
type View = keyof typeof VIEWS;

const STATE_WORDS: Record<RegisteredClaim["state"], string> = {
  "no evidence": "No evidence for this wording",
  "past review": "Due for review",
  placeholder: "Placeholder evidence",
  "review soon": "Review within 30 days",
  held: "Evidence held",
};
const STATE_CLASS: Record<RegisteredClaim["state"], string> = {
  "no evidence": "bg-red-50 text-red-800 border-red-300",
  "past review": "bg-red-50 text-red-800 border-red-300",
  placeholder: "bg-amber-50 text-amber-900 border-amber-300",
  "review soon": "bg-amber-50 text-amber-900 border-amber-300",
  held: "bg-emerald-50 text-emerald-900 border-emerald-300",
};

const typeLabel = (type: string) => CONTENT_TYPES.find((t) => t.type === type)?.label ?? type;

/**
 * The claims register: every claim the site's content makes (the fields its types declare as
 * claims), with the evidence held for what each says now, its owner and review date, and what
 * needs doing (no evidence, a placeholder, a review due). Recording evidence here is what the
 * database asks before the claim is published, or kept on the site past its review date.
 */
export function ClaimsPage() {
  const { email } = useStaff();
  const register = loaded(useClaimsRegister());
  const [view, setView] = useState<View>("attention");
  const [done, setDone] = useState("");
  const shown =
    register.status === "ready"
      ? register.data.filter((claim) =>
          view === "all" ? true : view === "mine" ? claim.owner === email.toLowerCase() : claim.state !== "held",
        )
      : [];
  return (
    <>
      <PageHeading>Claims register</PageHeading>
      <p className="mb-4 max-w-prose text-sm text-muted">
        Every figure, comparison and customer result the site states, with the evidence held for its exact wording. A
        claim is published only with its evidence; on its review date its owner is told, and figures and stories go off
        the site until it is reviewed.
      </p>
      <div className="mb-4 flex flex-wrap gap-2" role="group" aria-label="Show">
        {(Object.keys(VIEWS) as View[]).map((name) => (
          <button
            key={name}
            type="button"
            aria-pressed={view === name}
            className={view === name ? buttonClass : secondaryButtonClass}
            onClick={() => setView(name)}
          >
            {VIEWS[name]}
          </button>
        ))}
      </div>
      <StatusMessage message={done} />
      {register.status === "loading" && <Loading label="Loading the register…" />}
      {register.status === "error" && (
        <ErrorPanel title="The register could not be loaded" message={register.error} onRetry={register.reload} />
      )}
      {register.status === "ready" &&
        (shown.length === 0 ? (
          <p className="text-sm">{view === "attention" ? "Every claim has its evidence, and none is due." : "None."}</p>
        ) : (
          <ul className="space-y-3" aria-label={VIEWS[view]}>
            {shown.map((claim) => (
              <ClaimRow key={`${claim.item_id} ${claim.field}`} claim={claim} onRecorded={setDone} />
            ))}
          </ul>
        ))}
    </>
  );
}

function ClaimRow({ claim, onRecorded }: { claim: RegisteredClaim; onRecorded: (message: string) => void }) {
  const { email } = useStaff();
  const [today] = useState(() => londonLocal(Date.now()).slice(0, 10));
  const [evidence, setEvidence] = useState<ClaimEvidence | null>(null);
  const [error, setError] = useState("");
  const record = useRecordClaim();
  const where = `${claim.label} of “${claim.title ?? "an item"}” (${typeLabel(claim.type)})`;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!evidence) return;
    setError("");
    try {
      await record.mutateAsync({ itemId: claim.item_id, field: claim.field, wording: claim.wording, evidence });
      setEvidence(null);
      onRecorded(`Evidence recorded for “${claim.wording}”.`);
    } catch (caught) {
      setError(errorText(caught));
    }
  }

  return (
    <li className="rounded-lg border border-line bg-white p-4" data-claim={claim.wording}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p className="text-lg font-semibold">“{claim.wording}”</p>
        <span className={`rounded border px-2 py-0.5 text-sm font-medium ${STATE_CLASS[claim.state]}`}>
          {STATE_WORDS[claim.state]}
        </span>
      </div>
      <p className="text-sm text-muted">
        {where}
        {claim.live ? "" : ", not on the site"}
        {claim.taken_off_at ? ": taken off when its review date came" : ""}
      </p>
      {claim.claim_id && (
        <dl className="mt-2 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
          <dt className="font-medium">Evidence</dt>
          <dd>
            {claim.evidence_source ?? ""}
            {claim.document_name ? `${claim.evidence_source ? "; " : ""}PDF: ${claim.document_name}` : ""}
          </dd>
          <dt className="font-medium">Owner</dt>
          <dd>{claim.owner ?? "No owner yet"}</dd>
          <dt className="font-medium">Review by</dt>
          <dd>{claim.review_by ? longDate(claim.review_by) : ""}</dd>
          <dt className="font-medium">Recorded</dt>
          <dd>{claim.recorded_by ? `by ${claim.recorded_by}` : "with the site"}</dd>
        </dl>
      )}
      {evidence ? (
        <form onSubmit={submit} noValidate className="mt-3 space-y-3" aria-label={`Evidence for “${claim.wording}”`}>
          <ClaimEvidenceFields
            type={claim.type}
            wording={claim.wording}
            value={evidence}
            error={error}
            onChange={setEvidence}
          />
          <div className="flex flex-wrap gap-2">
            <button type="submit" className={buttonClass} disabled={record.isPending}>
              {record.isPending ? "Recording…" : "Record evidence"}
            </button>
            <button type="button" className={secondaryButtonClass} onClick={() => setEvidence(null)}>
              Cancel
            </button>
          </div>
        </form>
      ) : (
        <div className="mt-2 flex flex-wrap gap-4">
          <button
            type="button"
            className={secondaryButtonClass}
            onClick={() => setEvidence(newEvidence(today, claim.owner ?? email.toLowerCase()))}
          >
            {claim.claim_id ? "Review the evidence" : "Record evidence"}
            <span className="sr-only"> for “{claim.wording}”</span>
          </button>
          <a className={blockLinkClass} href={`#/site/${claim.type}`}>
            Open {typeLabel(claim.type)}
          </a>
        </div>
      )}
    </li>
  );
}

export default ClaimsPage;
