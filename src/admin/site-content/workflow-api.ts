import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useStaff } from "~/admin/staff-context";
import type { FieldValue } from "~shared/content-types";
import type { Json } from "~shared/database.types";
import { fromDatabase } from "../api/request";
import type { SiteItem } from "./api";

/**
 * The editorial workflow's calls (decision 044): which types need sign-off, the changes
 * waiting for review, and the checks before publish with an admin's override.
 */

const signOffKey = ["site-content", "sign-off"] as const;
const reviewsKey = (type: string) => ["site-content", "reviews", type] as const;

/** Whether changes to the type need a colleague's sign-off (public.content_sign_off, set by an admin). */
export function useNeedsSignOff(type: string) {
  const { client } = useStaff();
  return useQuery({
    queryKey: signOffKey,
    queryFn: async () =>
      ((await fromDatabase(client.from("content_sign_off").select("type"))) as { type: string }[]).map((r) => r.type),
    select: (types) => types.includes(type),
  });
}

export function useSetSignOff(type: string) {
  const { client } = useStaff();
  const queries = useQueryClient();
  return useMutation({
    mutationFn: (required: boolean) =>
      fromDatabase(
        required
          ? client.from("content_sign_off").insert({ type }).select("type")
          : client.from("content_sign_off").delete().eq("type", type).select("type"),
      ),
    onSettled: () => queries.invalidateQueries({ queryKey: signOffKey }),
  });
}

/** A change submitted for review (public.content_reviews). */
export type Review = {
  id: string;
  item_id: string;
  title: string;
  data: Record<string, FieldValue>;
  base_version: number;
  state: "waiting" | "approved" | "sent back" | "withdrawn";
  submitted_by: string | null;
  submitted_at: string;
  reviewed_by: string | null;
  reviewed_at: string | null;
  comment: string | null;
  /** When its author asked it to go live; an approval before then schedules it (decision 045). */
  publish_at: string | null;
  /**
   * What the approval does: publish the fields (and show the item), take the item off the site,
   * or move it in its list (the whole list takes the order submitted).
   */
  action: "publish" | "hide" | "move";
};

/** The type's latest review of each item, newest first: what waits, and what was sent back. */
export function useReviews(type: string) {
  const { client } = useStaff();
  return useQuery({
    queryKey: reviewsKey(type),
    queryFn: () =>
      fromDatabase(
        client
          .from("content_reviews")
          .select(
            "id, item_id, title, data, base_version, state, submitted_by, submitted_at, reviewed_by, reviewed_at, comment, publish_at, action",
          )
          .eq("type", type)
          .order("submitted_at", { ascending: false })
          .limit(100),
      ) as Promise<Review[]>,
  });
}

export function useSubmitForReview(type: string) {
  const { client } = useStaff();
  const queries = useQueryClient();
  return useMutation({
    mutationFn: ({
      item,
      data,
      publishAt,
      action = "publish",
      newOrder,
    }: {
      item: SiteItem;
      data: Record<string, FieldValue>;
      publishAt?: string;
      /** "hide": the approval takes the item off the site (its fields stay as they are); "move": see newOrder. */
      action?: Review["action"];
      /** A move: the type's whole list, the item in its new place. */
      newOrder?: string[];
    }) =>
      fromDatabase(
        client
          .from("content_reviews")
          .insert({
            item_id: item.id,
            data: data as Json,
            base_version: item.version,
            publish_at: publishAt ?? null,
            action,
            new_order: newOrder ?? null,
          })
          .select("id"),
      ),
    onSettled: () => queries.invalidateQueries({ queryKey: reviewsKey(type) }),
  });
}

export function useDecideReview(type: string) {
  const { client } = useStaff();
  const queries = useQueryClient();
  return useMutation({
    mutationFn: ({ review, approve, comment }: { review: Review; approve: boolean; comment?: string }) =>
      fromDatabase(
        approve
          ? client.rpc("approve_content_review", { p_review: review.id })
          : client.rpc("send_back_content_review", { p_review: review.id, p_comment: comment ?? "" }),
      ),
    onSettled: (_data, _error, { review }) => {
      void queries.invalidateQueries({ queryKey: reviewsKey(type) });
      void queries.invalidateQueries({ queryKey: ["site-content", type] });
      void queries.invalidateQueries({ queryKey: ["site-content", "schedules", review.item_id] });
    },
  });
}

export type CheckProblem = { field: string; problem: string };

/** What the checks before publish find in the fields a change makes (public.content_checks). */
export async function problemsOfChange(
  client: ReturnType<typeof useStaff>["client"],
  type: string,
  data: Record<string, FieldValue>,
  published: Record<string, FieldValue> | null,
): Promise<CheckProblem[]> {
  const found = (await fromDatabase(
    client.rpc("content_checks", { content_type: type, data: data as Json }),
  )) as CheckProblem[];
  return found.filter(
    (problem) => !published || JSON.stringify(published[problem.field]) !== JSON.stringify(data[problem.field]),
  );
}

export function usePublishPastChecks(type: string) {
  const { client } = useStaff();
  const queries = useQueryClient();
  return useMutation({
    mutationFn: async ({ item, data, reason }: { item: SiteItem; data: Record<string, FieldValue>; reason: string }) =>
      (await fromDatabase(
        client.rpc("publish_with_override", {
          p_item: item.id,
          p_data: data as Json,
          p_version: item.version,
          p_reason: reason,
        }),
      )) as SiteItem,
    onSettled: () => queries.invalidateQueries({ queryKey: ["site-content", type] }),
  });
}
