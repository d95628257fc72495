import { useState } from "react";
import type { ContentField, FieldValue } from "~shared/content-types";
import { useStaff } from "~/admin/staff-context";
import { evidenceHeld, hasEvidence, useItemClaims, useRecordClaim, type ClaimEvidence } from "../api/claims";
import { errorText } from "../api/messages";
import { newEvidence } from "../ui/ClaimEvidenceFields";
import { londonLocal } from "../ui/london-time";

export type Claimed = { field: ContentField; wording: string; given: ClaimEvidence };

/**
 * The claims an item's form makes: for each claim field, the evidence held for what it says now,
 * or what staff fill in for a new wording, recorded (rpc/record_claim) before the change is
 * published or added to a release. The database refuses a claim without its evidence; this asks
 * first, beside the field.
 */
export function useClaimEvidence(itemId: string | null, values: Record<string, FieldValue>) {
  const { email } = useStaff();
  const [today] = useState(() => londonLocal(Date.now()).slice(0, 10));
  const claims = useItemClaims(itemId);
  const record = useRecordClaim();
  const [evidence, setEvidence] = useState<Record<string, ClaimEvidence | undefined>>({});
  const wordingOf = (name: string) => {
    const value = values[name];
    return typeof value === "string" ? value.trim() : "";
  };
  const held = (field: ContentField) => evidenceHeld(claims.data ?? [], field.name, wordingOf(field.name), today);
  /** The evidence filled in for a claim field, or what it starts with when its wording has none. */
  const evidenceFor = (field: ContentField): ClaimEvidence | undefined => {
    if (!field.claim || wordingOf(field.name) === "" || (itemId && !claims.data)) return undefined;
    if (evidence[field.name] || held(field)) return evidence[field.name];
    return newEvidence(today, email);
  };

  return {
    wordingOf,
    held,
    evidenceFor,
    setEvidenceOf: (name: string, given: ClaimEvidence | undefined) =>
      setEvidence((current) => ({ ...current, [name]: given })),
    /** The database refused a claim (its evidence is due): its fields open beside it. */
    askAgain: (name: string) =>
      setEvidence((current) => ({ ...current, [name]: current[name] ?? newEvidence(today, email) })),
    /**
     * The claims to record before publishing, or, when one that goes on the site has no evidence
     * filled in, that one's problem (`problem`, for its field).
     */
    toRecord(
      fields: readonly ContentField[],
      live: boolean,
    ): { claimed: Claimed[] } | { field: string; problem: string } {
      const claimed = fields.flatMap((field) => {
        const given = evidenceFor(field);
        return given ? [{ field, wording: wordingOf(field.name), given }] : [];
      });
      const unproven = claimed.find(({ given }) => !hasEvidence(given));
      if (unproven && live) {
        return {
          field: unproven.field.name,
          problem: `${unproven.field.label}: a claim is published only with its evidence: name its source or choose a PDF`,
        };
      }
      return { claimed: claimed.filter(({ given }) => hasEvidence(given)) };
    },
    /** Records each claim's evidence on the item; the first refusal, for its field, or null. */
    async recordOn(id: string, claimed: Claimed[]): Promise<{ field: string; problem: string } | null> {
      for (const { field, wording, given } of claimed) {
        try {
          await record.mutateAsync({ itemId: id, field: field.name, wording, evidence: given });
        } catch (error) {
          return { field: field.name, problem: errorText(error) };
        }
      }
      setEvidence({});
      return null;
    },
  };
}
