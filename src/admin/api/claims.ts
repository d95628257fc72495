/**
 * The claims register as the back office reads and writes it: the evidence recorded for an item's
 * claims, the register of every claim the content makes, who may own a type's claims, and
 * recording evidence (rpc/record_claim: a new row each time, the earlier ones kept). The database
 * refuses a claim published without evidence for its wording; these only ask and show.
 */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useStaff } from "~/admin/staff-context";
import { fromDatabase } from "./request";

export type RecordedClaim = {
  id: string;
  field: string;
  wording: string;
  evidence_source: string | null;
  evidence_document: string | null;
  placeholder: boolean;
  owner: string | null;
  review_by: string;
  recorded_at: string;
  recorded_by: string | null;
};

export type RegisteredClaim = {
  item_id: string;
  type: string;
  title: string | null;
  live: boolean;
  field: string;
  label: string;
  wording: string;
  claim_id: string | null;
  evidence_source: string | null;
  evidence_document: string | null;
  document_name: string | null;
  placeholder: boolean | null;
  owner: string | null;
  review_by: string | null;
  recorded_at: string | null;
  recorded_by: string | null;
  taken_off_at: string | null;
  state: "no evidence" | "past review" | "placeholder" | "review soon" | "held";
};

/** What a member of staff fills in: a written source or a PDF of the media library, an owner, a date. */
export type ClaimEvidence = { source: string; document: string; owner: string; reviewBy: string };

const keys = {
  all: ["claims"] as const,
  item: (itemId: string) => ["claims", "item", itemId] as const,
  owners: (type: string) => ["claims", "owners", type] as const,
  register: ["claims", "register"] as const,
};

/** Every recording of an item's claims, newest first. */
export function useItemClaims(itemId: string | null) {
  const { client } = useStaff();
  return useQuery({
    queryKey: keys.item(itemId ?? ""),
    enabled: itemId !== null,
    queryFn: () =>
      fromDatabase(
        client
          .from("content_claims")
          .select(
            "id, field, wording, evidence_source, evidence_document, placeholder, owner, review_by, recorded_at, recorded_by",
          )
          .eq("item_id", itemId!)
          .order("recorded_at", { ascending: false }),
      ) as Promise<RecordedClaim[]>,
  });
}

/** The colleagues who may own a type's claims (its editors and the admins). */
export function useClaimOwners(type: string) {
  const { client } = useStaff();
  return useQuery({
    queryKey: keys.owners(type),
    queryFn: () => fromDatabase(client.rpc("claim_owners", { p_type: type })) as Promise<string[]>,
  });
}

/** Every claim the content makes now, with the evidence held for its wording (or none). */
export function useClaimsRegister() {
  const { client } = useStaff();
  return useQuery({
    queryKey: keys.register,
    queryFn: () => fromDatabase(client.rpc("claims_register")) as Promise<RegisteredClaim[]>,
  });
}

/** Records the evidence for a claim's wording, as it will be published. */
export function useRecordClaim() {
  const { client } = useStaff();
  const queries = useQueryClient();
  return useMutation({
    mutationFn: ({
      itemId,
      field,
      wording,
      evidence,
    }: {
      itemId: string;
      field: string;
      wording: string;
      evidence: ClaimEvidence;
    }) =>
      fromDatabase(
        client.rpc("record_claim", {
          p_item: itemId,
          p_field: field,
          p_wording: wording,
          p_source: evidence.source.trim() || null,
          p_document: evidence.document || null,
          p_owner: evidence.owner,
          p_review_by: evidence.reviewBy,
        } as never),
      ) as Promise<RecordedClaim>,
    onSettled: () => queries.invalidateQueries({ queryKey: keys.all }),
  });
}

/** The claim covering this wording now: its latest recording, unless its review date has come. */
export function evidenceHeld(
  claims: readonly RecordedClaim[],
  field: string,
  wording: string,
  today: string,
): RecordedClaim | null {
  const latest = claims.find((claim) => claim.field === field && claim.wording === wording);
  return latest && latest.review_by > today ? latest : null;
}

/** Whether anything is filled in that could be evidence. */
export const hasEvidence = (evidence: ClaimEvidence | undefined) =>
  Boolean(evidence && (evidence.source.trim() || evidence.document));
