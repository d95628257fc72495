import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useStaff } from "~/admin/staff-context";
import { slugOf, type ContentTypeName, type FieldValue } from "~shared/content-types";
import type { Json } from "~shared/database.types";
import { DataError, fromDatabase } from "../api/request";

/** An item as the back office edits it: its fields' text, whether the public sees it, and which save it is. */
export type SiteItem = {
  id: string;
  slug: string;
  sort_order: number;
  data: Record<string, FieldValue>;
  live: boolean;
  version: number;
  updated_at: string;
  updated_by: string | null;
};

const keys = {
  items: (type: string) => ["site-content", type] as const,
};

/** Someone saved the item after it was opened here: the save changed nothing (PATCH …&version=eq.N matched no row). */
export const CHANGED_MEANWHILE =
  "Someone else saved this item after you opened it, so nothing was saved. Reload to see their version, then make your change again.";
export const SLUG_TAKEN = "An item with this title already exists: choose another title.";
export const ADDRESS_TAKEN = "another item has this address: choose another.";

export function useSiteItems(type: ContentTypeName) {
  const { client } = useStaff();
  return useQuery({
    queryKey: keys.items(type),
    queryFn: () =>
      fromDatabase(
        client
          .from("content_items")
          .select("id, slug, sort_order, data, live, version, updated_at, updated_by")
          .eq("type", type)
          .order("sort_order")
          .order("slug"),
      ) as Promise<SiteItem[]>,
  });
}

/** Saves an item (a new one when `item` is null) and answers the saved row, whose updated_at dates the publish. */
export function useSaveSiteItem(type: ContentTypeName, slugFields: readonly string[]) {
  const { client } = useStaff();
  const queries = useQueryClient();
  return useMutation({
    mutationFn: async ({
      item,
      data,
      nextOrder,
      hidden = false,
    }: {
      item: SiteItem | null;
      data: Record<string, FieldValue>;
      nextOrder: number;
      /** A new item made off the site (shown once its claims' evidence is recorded). */
      hidden?: boolean;
    }): Promise<SiteItem> => {
      if (item === null) {
        const slug = slugOf(slugFields.map((name) => String(data[name] ?? "")).join(" "));
        try {
          const rows = (await fromDatabase(
            client
              .from("content_items")
              .insert({ type, slug, sort_order: nextOrder, data: data as Json, ...(hidden ? { live: false } : {}) })
              .select(),
          )) as SiteItem[];
          return rows[0]!;
        } catch (error) {
          if (error instanceof DataError && error.code === "23505") {
            throw new DataError(SLUG_TAKEN, error.status, error.code, slugFields[0]);
          }
          throw error;
        }
      }
      const rows = (await fromDatabase(
        client
          .from("content_items")
          .update({ data: data as Json })
          .eq("id", item.id)
          .eq("version", item.version)
          .select(),
      )) as SiteItem[];
      if (rows.length === 0) throw new DataError(CHANGED_MEANWHILE, 409, "version");
      return rows[0]!;
    },
    onSettled: () => queries.invalidateQueries({ queryKey: keys.items(type) }),
  });
}

/** Gives an item's own page a new address (its slug): live at once, the database redirects the old one. */
export function useChangeAddress(type: ContentTypeName) {
  const { client } = useStaff();
  const queries = useQueryClient();
  return useMutation({
    mutationFn: async ({ item, slug }: { item: SiteItem; slug: string }): Promise<SiteItem> => {
      try {
        const rows = (await fromDatabase(
          client.from("content_items").update({ slug }).eq("id", item.id).eq("version", item.version).select(),
        )) as SiteItem[];
        if (rows.length === 0) throw new DataError(CHANGED_MEANWHILE, 409, "version");
        return rows[0]!;
      } catch (error) {
        if (error instanceof DataError && error.code === "23505") {
          throw new DataError(ADDRESS_TAKEN, error.status, error.code, "slug");
        }
        throw error;
      }
    },
    onSettled: () => queries.invalidateQueries({ queryKey: keys.items(type) }),
  });
}

/** Shows or hides an item on the public site (a position closed or opened again), from the copy on screen. */
export function useSetLive(type: ContentTypeName) {
  const { client } = useStaff();
  const queries = useQueryClient();
  return useMutation({
    mutationFn: async ({ item, live }: { item: SiteItem; live: boolean }): Promise<SiteItem> => {
      const rows = (await fromDatabase(
        client.from("content_items").update({ live }).eq("id", item.id).eq("version", item.version).select(),
      )) as SiteItem[];
      if (rows.length === 0) throw new DataError(CHANGED_MEANWHILE, 409, "version");
      return rows[0]!;
    },
    onSettled: () => queries.invalidateQueries({ queryKey: keys.items(type) }),
  });
}

/** One saved state of an item: every save is kept (public.content_versions), newest first. */
export type ItemVersion = {
  version: number;
  data: Record<string, FieldValue>;
  live: boolean;
  saved_at: string;
  saved_by: string | null;
};

/** An item's saved versions, newest first (the last fifty). */
export function useItemVersions(itemId: string) {
  const { client } = useStaff();
  return useQuery({
    queryKey: ["site-content", "versions", itemId],
    queryFn: () =>
      fromDatabase(
        client
          .from("content_versions")
          .select("version, data, live, saved_at, saved_by")
          .eq("item_id", itemId)
          .order("version", { ascending: false })
          .limit(50),
      ) as Promise<ItemVersion[]>,
  });
}

/** An item's draft: what was typed and not yet published (public.content_drafts). */
export type ItemDraft = {
  item_id: string;
  data: Record<string, FieldValue>;
  base_version: number;
  saved_at: string;
  saved_by: string | null;
};

const draftKey = (itemId: string) => ["site-content", "draft", itemId] as const;

/** The item's draft, or null when there is none. */
export function useItemDraft(itemId: string) {
  const { client } = useStaff();
  return useQuery({
    queryKey: draftKey(itemId),
    queryFn: async () => {
      const rows = (await fromDatabase(
        client.from("content_drafts").select("item_id, data, base_version, saved_at, saved_by").eq("item_id", itemId),
      )) as ItemDraft[];
      return rows[0] ?? null;
    },
    // Read once as the editor opens: it is then the editor's own copy that is saved.
    staleTime: Infinity,
  });
}

/** Saves what is typed as the item's draft (made or replaced), answering when it was saved. */
export function useSaveDraft(itemId: string) {
  const { client } = useStaff();
  const queries = useQueryClient();
  return useMutation({
    mutationFn: async ({ data, baseVersion }: { data: Record<string, FieldValue>; baseVersion: number }) =>
      (await fromDatabase(
        client.rpc("save_content_draft", { p_item: itemId, p_data: data as Json, p_base_version: baseVersion }),
      )) as ItemDraft,
    // The editor opened again reads the draft as saved now, not the copy read when it first opened.
    onSuccess: (saved) => queries.setQueryData(draftKey(itemId), saved),
  });
}

/** "Revert to published": the draft goes, the published item stays as it is. */
export function useDiscardDraft(itemId: string) {
  const { client } = useStaff();
  const queries = useQueryClient();
  return useMutation({
    mutationFn: () => fromDatabase(client.from("content_drafts").delete().eq("item_id", itemId)),
    onSettled: () => queries.invalidateQueries({ queryKey: draftKey(itemId) }),
  });
}

/** After a publish the database has taken the draft away: forget the copy read. */
export function useForgetDraft() {
  const queries = useQueryClient();
  return (itemId: string) => queries.removeQueries({ queryKey: draftKey(itemId) });
}

/** A change or an unpublish due at a time (public.content_schedules), run by the server. */
export type ItemSchedule = {
  id: string;
  action: "publish" | "unpublish";
  due_at: string;
  state: "waiting" | "done" | "failed" | "cancelled";
  problem: string | null;
  created_by: string | null;
  ran_at: string | null;
};

const schedulesKey = (itemId: string) => ["site-content", "schedules", itemId] as const;

/** The item's schedules, soonest first; asked again every few seconds while one waits. */
export function useItemSchedules(itemId: string) {
  const { client } = useStaff();
  return useQuery({
    queryKey: schedulesKey(itemId),
    queryFn: () =>
      fromDatabase(
        client
          .from("content_schedules")
          .select("id, action, due_at, state, problem, created_by, ran_at")
          .eq("item_id", itemId)
          .order("due_at", { ascending: false })
          .limit(20),
      ) as Promise<ItemSchedule[]>,
    refetchInterval: (query) => (query.state.data?.some((s) => s.state === "waiting") ? 5_000 : false),
  });
}

export function useSchedule(itemId: string) {
  const { client } = useStaff();
  const queries = useQueryClient();
  return useMutation({
    mutationFn: ({
      action,
      dueAt,
      data,
    }: {
      action: ItemSchedule["action"];
      dueAt: string;
      data?: Record<string, FieldValue>;
    }) =>
      fromDatabase(
        client
          .from("content_schedules")
          .insert({ item_id: itemId, action, due_at: dueAt, data: (data ?? null) as Json })
          .select("id"),
      ),
    onSettled: () => queries.invalidateQueries({ queryKey: schedulesKey(itemId) }),
  });
}

export function useCancelSchedule(itemId: string) {
  const { client } = useStaff();
  const queries = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      fromDatabase(client.from("content_schedules").update({ state: "cancelled" }).eq("id", id).select("id")),
    onSettled: () => queries.invalidateQueries({ queryKey: schedulesKey(itemId) }),
  });
}

/** Puts a type's items in the order given (all of them, ids in order); answers when they were saved. */
export function useReorder(type: ContentTypeName) {
  const { client } = useStaff();
  const queries = useQueryClient();
  return useMutation({
    mutationFn: async (ids: string[]): Promise<string> =>
      (await fromDatabase(client.rpc("reorder_content_items", { p_type: type, p_ids: ids }))) as string,
    onSettled: () => queries.invalidateQueries({ queryKey: keys.items(type) }),
  });
}
