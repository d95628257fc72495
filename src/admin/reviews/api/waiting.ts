import { useQuery } from "@tanstack/react-query";
import { fromDatabase } from "~/admin/api/request";
import { useStaff } from "~/admin/staff-context";

/** A change waiting for a colleague's sign-off, as the queue lists it (public.content_reviews). */
export type WaitingReview = {
  id: string;
  item_id: string;
  type: string;
  title: string;
  submitted_by: string | null;
  submitted_at: string;
  publish_at: string | null;
  action: "publish" | "hide" | "move";
};

export const waitingKey = ["reviews", "waiting"] as const;

/**
 * The changes the signed-in person may decide: waiting, of the types their roles edit (the
 * database's policies choose those), submitted by someone else (nobody approves their own).
 */
export function useWaitingReviews() {
  const { client, email } = useStaff();
  return useQuery({
    queryKey: [...waitingKey, email],
    // The count in the menu follows a colleague's submission without a reload.
    refetchInterval: 60_000,
    queryFn: async () =>
      (await fromDatabase(
        client
          .from("content_reviews")
          .select("id, item_id, type, title, submitted_by, submitted_at, publish_at, action")
          .eq("state", "waiting")
          .neq("submitted_by", email)
          .order("submitted_at")
          .limit(200),
      )) as WaitingReview[],
  });
}
