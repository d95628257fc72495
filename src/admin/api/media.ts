/**
 * The media library as the back office reads and changes it: the library's pictures,
 * a file's address for a thumbnail, uploading, the focal point, where a picture is used, deleting.
 * Shared by the library's page and the image fields of the content editors. The database decides
 * who may do what (public.media's policies, the `media` bucket's).
 */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useStaff } from "~/admin/staff-context";
import type { PictureFile } from "~shared/picture";
import { DataError, fromDatabase } from "./request";

export type LibraryPicture = {
  id: string;
  name: string;
  state: "waiting" | "making" | "ready" | "refused";
  kind: "image" | "document" | null;
  /** The upload's size (a document's download size). */
  bytes: number | null;
  problem: string | null;
  width: number | null;
  height: number | null;
  files: PictureFile[];
  focal_x: number;
  focal_y: number;
  created_at: string;
  created_by: string | null;
};

export type PictureUse = { item_id: string; type: string; title: string; field: string; live: boolean };

const keys = {
  library: ["media"] as const,
  uses: (id: string) => ["media", id, "uses"] as const,
};

/** The library, newest first; while a picture is being made, asked again every second. */
export function useLibrary() {
  const { client } = useStaff();
  return useQuery({
    queryKey: keys.library,
    queryFn: () =>
      fromDatabase(
        client
          .from("media")
          .select(
            "id, name, state, problem, kind, bytes, width, height, files, focal_x, focal_y, created_at, created_by",
          )
          .order("created_at", { ascending: false }),
      ) as Promise<LibraryPicture[]>,
    refetchInterval: (query) =>
      query.state.data?.some((picture) => picture.state === "waiting" || picture.state === "making") ? 1000 : false,
  });
}

/** The smallest variant, for a thumbnail (WebP: every browser the back office supports shows it). */
export const thumbnailOf = (files: readonly PictureFile[]) =>
  files.filter((file) => file.format === "webp").sort((a, b) => a.width - b.width)[0] ?? null;

/** A library file's address for this page (read with the session: not yet public, perhaps never). */
export function useFileAddress(name: string | null): string | null {
  const { client } = useStaff();
  const [address, setAddress] = useState<string | null>(null);
  useEffect(() => {
    if (!name) return;
    let url: string | null = null;
    let gone = false;
    void client.storage
      .from("media")
      .download(name)
      .then(({ data }) => {
        if (gone || !data) return;
        url = URL.createObjectURL(data);
        setAddress(url);
      });
    return () => {
      gone = true;
      if (url) URL.revokeObjectURL(url);
    };
  }, [client, name]);
  return address;
}

/** Puts a file in the library: the original into the bucket, then its row, which the server makes into variants. */
export function useUploadPicture() {
  const { client } = useStaff();
  const queries = useQueryClient();
  return useMutation({
    /** Answers the new picture's id (an image field chooses it at once). */
    mutationFn: async (file: File): Promise<string> => {
      const original = `originals/${crypto.randomUUID()}`;
      const stored = await client.storage.from("media").upload(original, file, { contentType: file.type });
      if (stored.error) throw new DataError(uploadRefusal(stored.error.message, file), 400, undefined);
      const row = (await fromDatabase(
        client.from("media").insert({ name: file.name, original }).select("id").single(),
      )) as { id: string };
      return row.id;
    },
    onSettled: () => queries.invalidateQueries({ queryKey: keys.library }),
  });
}

/** Replaces a document's file: the new original is prepared again, and the document keeps its address. */
export function useReplaceFile() {
  const { client } = useStaff();
  const queries = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, file }: { id: string; file: File }) => {
      const original = `originals/${crypto.randomUUID()}`;
      const stored = await client.storage.from("media").upload(original, file, { contentType: file.type });
      if (stored.error) throw new DataError(uploadRefusal(stored.error.message, file), 400, undefined);
      await fromDatabase(client.from("media").update({ original }).eq("id", id).select("id"));
    },
    onSettled: () => queries.invalidateQueries({ queryKey: keys.library }),
  });
}

/** Storage's refusals in the editor's words. */
function uploadRefusal(message: string, file: File): string {
  if (/mime type|not supported/i.test(message)) {
    return `${file.name} is not a JPEG, PNG, WebP or AVIF picture nor a PDF, which is what the library takes.`;
  }
  if (/maximum allowed size|too large/i.test(message)) return `${file.name} is larger than 25 MB.`;
  return message;
}

export function useSetFocalPoint() {
  const { client } = useStaff();
  const queries = useQueryClient();
  return useMutation({
    mutationFn: ({ id, x, y }: { id: string; x: number; y: number }) =>
      fromDatabase(client.from("media").update({ focal_x: x, focal_y: y }).eq("id", id).select("id")),
    onSettled: () => queries.invalidateQueries({ queryKey: keys.library }),
  });
}

export function usePictureUses(id: string) {
  const { client } = useStaff();
  return useQuery({
    queryKey: keys.uses(id),
    queryFn: () => fromDatabase(client.rpc("media_used_in", { p_media: id })) as Promise<PictureUse[]>,
  });
}

/** Deletes a picture; one in use is refused by the database, which names where it is used. */
export function useDeletePicture() {
  const { client } = useStaff();
  const queries = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      const rows = await fromDatabase(client.from("media").delete().eq("id", id).select("id"));
      if (rows.length === 0) throw new DataError("Only editors may delete from the library.", 403, undefined);
    },
    onSettled: () => queries.invalidateQueries({ queryKey: keys.library }),
  });
}
