import { documentSize } from "~shared/picture";
import { controlClasses, Field } from "~/components/ui/field";
import { cn } from "~/lib/cn";
import type { ClaimEvidence } from "../api/claims";
import { useClaimOwners } from "../api/claims";
import { useLibrary } from "../api/media";
import { TextAreaField, TextField } from "./Field";

/** A year from today, London's date: a claim's evidence is reviewed at least yearly unless said otherwise. */
export function newEvidence(today: string, owner: string): ClaimEvidence {
  const [year, rest] = [Number(today.slice(0, 4)), today.slice(4)];
  const nextYear = `${year + 1}${rest === "-02-29" ? "-02-28" : rest}`;
  return { source: "", document: "", owner, reviewBy: nextYear };
}

/**
 * The evidence for one claim's wording, as staff record it: a written source (where a colleague
 * finds it) or a PDF of the media library (kept for staff: the site never serves a claim's
 * evidence), the colleague who owns it among the type's editors, and the date it is reviewed by.
 */
export function ClaimEvidenceFields({
  type,
  name,
  wording,
  value,
  error,
  onChange,
}: {
  type: string;
  /** The source's name (a form focuses it when the evidence is missing). */
  name?: string;
  wording: string;
  value: ClaimEvidence;
  error?: string;
  onChange: (value: ClaimEvidence) => void;
}) {
  const owners = useClaimOwners(type).data ?? [];
  const documents = (useLibrary().data ?? []).filter((file) => file.kind === "document" && file.state === "ready");
  const set = (change: Partial<ClaimEvidence>) => onChange({ ...value, ...change });
  return (
    <fieldset className="space-y-3 rounded-md border border-amber-300 bg-amber-50 p-3" data-claim-evidence={wording}>
      <legend className="px-1 text-sm font-semibold">Evidence for the claim “{wording}”</legend>
      <TextAreaField
        label="Source"
        name={name}
        rows={3}
        maxLength={2000}
        hint="Where a colleague finds the evidence: the report, contract or data set, with its date."
        value={value.source}
        error={error}
        onChange={(event) => set({ source: event.target.value })}
      />
      <Field label="Or a PDF of the media library (staff only, never served)">
        {(control) => (
          <select
            {...control}
            value={value.document}
            onChange={(event) => set({ document: event.target.value })}
            className={cn(controlClasses, "min-h-11")}
          >
            <option value="">None</option>
            {documents.map((document) => (
              <option key={document.id} value={document.id}>
                {document.name} ({documentSize(document.bytes ?? 0)})
              </option>
            ))}
          </select>
        )}
      </Field>
      <div className="grid gap-3 sm:grid-cols-2">
        <Field label="Owner" hint="Told when the evidence is due for review.">
          {(control) => (
            <select
              {...control}
              value={value.owner}
              onChange={(event) => set({ owner: event.target.value })}
              className={cn(controlClasses, "min-h-11")}
            >
              {!owners.includes(value.owner) && <option value="">Choose a colleague</option>}
              {owners.map((owner) => (
                <option key={owner} value={owner}>
                  {owner}
                </option>
              ))}
            </select>
          )}
        </Field>
        <TextField
          label="Review by"
          type="date"
          value={value.reviewBy}
          onChange={(event) => set({ reviewBy: event.target.value })}
        />
      </div>
    </fieldset>
  );
}
