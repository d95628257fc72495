/**
 * Releases as the back office reads and changes them: several items' changes gathered under one
 * name, signed off as one, published together now or at a time (rpc/*_release; the database
 * decides who may do what and applies a release whole or not at all).
 */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useStaff } from "~/admin/staff-context";
import type { FieldValue } from "~shared/content-types";
import { fromDatabase } from "./request";

export type ReleaseState = "open" | "submitted" | "approved" | "scheduled" | "published" | "failed" | "cancelled";

export type Release = {
  id: string;
  name: string;
  state: ReleaseState;
  created_by: string | null;
  created_at: string;
  submitted_by: string | null;
  approved_by: string | null;
  publish_at: string | null;
  published_at: string | null;
  problem: string | null;
};

export type ReleaseChange = {
  release_id: string;
  item_id: string;
  type: string;
  title: string;
  live: boolean;
  added_by: string | null;
  added_at: string;
};

const keys = { all: ["releases"] as const, changes: ["releases", "changes"] as const };

/** Releases, newest first: the open and waiting ones, and those published or failed in the last 90 days. */
export function useReleases() {
  const { client } = useStaff();
  return useQuery({
    queryKey: keys.all,
    queryFn: () =>
      fromDatabase(
        client
          .from("content_releases")
          .select(
            "id, name, state, created_by, created_at, submitted_by, approved_by, publish_at, published_at, problem",
          )
          .neq("state", "cancelled")
          .gte("created_at", new Date(Date.now() - 90 * 86_400_000).toISOString())
          .order("created_at", { ascending: false }),
      ) as Promise<Release[]>,
  });
}

/** The changes in releases the caller may see (those of the types their role edits). */
export function useReleaseChanges() {
  const { client } = useStaff();
  return useQuery({
    queryKey: keys.changes,
    queryFn: () =>
      fromDatabase(
        client
          .from("content_release_items")
          .select("release_id, item_id, type, title, live, added_by, added_at")
          .order("added_at"),
      ) as Promise<ReleaseChange[]>,
  });
}

type Step =
  | { name: "create_release"; args: { p_name: string } }
  | {
      name: "add_to_release";
      args: { p_release: string; p_item: string; p_data: Record<string, FieldValue>; p_live?: boolean };
    }
  | { name: "remove_from_release"; args: { p_release: string; p_item: string } }
  | { name: "submit_release" | "reopen_release" | "cancel_release" | "approve_release"; args: { p_release: string } }
  | { name: "publish_release"; args: { p_release: string; p_at?: string } };

/** One step of a release's life (create, add, remove, submit, approve, publish, reopen, cancel). */
export function useReleaseStep() {
  const { client } = useStaff();
  const queries = useQueryClient();
  return useMutation({
    mutationFn: async (step: Step) =>
      (await fromDatabase(client.rpc(step.name, step.args as never))) as unknown as Release,
    onSettled: () => queries.invalidateQueries({ queryKey: keys.all }),
  });
}
