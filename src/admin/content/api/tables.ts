import type { DataClient } from "~/lib/supabase";
import type { Tables } from "~shared/database.types";
import { changedRows, fromDatabase } from "~/admin/api/request";

/**
 * The resource library's reads and writes (the documentation is content since decision 046). The editor reaches them through its collections
 * (../collections.tsx) and the hooks beside this file.
 */
export type Resource = Omit<Tables<"resources">, "created_at">;
/** What an editor writes: the size of a library download is the database's. */
export type ResourceRow = Omit<Resource, "id" | "download_size">;

export type TableAccess<Item extends { id: string }, Row> = {
  read: (client: DataClient) => Promise<Item[]>;
  /** Inserts when `id` is null; either way a row must change, or it throws. */
  write: (client: DataClient, id: string | null, row: Row) => Promise<void>;
  remove: (client: DataClient, id: string) => Promise<void>;
};

export const resourcesTable: TableAccess<Resource, ResourceRow> = {
  read: (client) => fromDatabase(client.from("resources").select("*").order("date", { ascending: false })),
  write: (client, id, row) =>
    changedRows(
      id === null
        ? client.from("resources").insert(row).select("id")
        : client.from("resources").update(row).eq("id", id).select("id"),
    ),
  remove: (client, id) => changedRows(client.from("resources").delete().eq("id", id).select("id")),
};

/** A resource on the home page's featured list, or off it. */
export const setFeatured = (client: DataClient, id: string, featured: boolean) =>
  changedRows(client.from("resources").update({ featured }).eq("id", id).select("id"));
