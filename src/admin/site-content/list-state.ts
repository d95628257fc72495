import { useQuery } from "@tanstack/react-query";
import { useStaff } from "~/admin/staff-context";
import { fromDatabase } from "../api/request";
import { londonTime } from "../ui/london-time";

type Row = { item_id: string };

/**
 * Where each item of a type stands in the editorial workflow, as its line in the list
 * says it: a draft not yet published, a change waiting for review, a publish or unpublish waiting
 * for its time. Read with the list (its query key is under the list's, so a save reads both again).
 */
export function useWorkflowNotes(type: string) {
  const { client } = useStaff();
  return useQuery({
    queryKey: ["site-content", type, "workflow"],
    queryFn: async () => {
      const [drafts, reviews, schedules] = await Promise.all([
        fromDatabase(client.from("content_drafts").select("item_id, saved_by").eq("type", type)) as Promise<
          (Row & { saved_by: string | null })[]
        >,
        fromDatabase(
          client.from("content_reviews").select("item_id").eq("type", type).eq("state", "waiting"),
        ) as Promise<Row[]>,
        fromDatabase(
          client
            .from("content_schedules")
            .select("item_id, action, due_at")
            .eq("type", type)
            .eq("state", "waiting")
            .order("due_at"),
        ) as Promise<(Row & { action: string; due_at: string })[]>,
      ]);
      const notes = new Map<string, string[]>();
      const note = (itemId: string, text: string) => notes.set(itemId, [...(notes.get(itemId) ?? []), text]);
      for (const draft of drafts)
        note(draft.item_id, `Draft${draft.saved_by ? ` by ${draft.saved_by}` : ""}, not published`);
      for (const review of reviews) note(review.item_id, "Waiting for review");
      for (const schedule of schedules) {
        note(
          schedule.item_id,
          `${schedule.action === "publish" ? "Publish" : "Unpublish"} at ${londonTime(schedule.due_at)} (London)`,
        );
      }
      return notes;
    },
  });
}
