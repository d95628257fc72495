import { useMutation } from "@tanstack/react-query";
import { DataError } from "~/admin/api/request";
import { useStaff } from "~/admin/staff-context";

/** A file sent with an item, through the Storage API with the staff session (its policies decide). */
export function useDownloadFile() {
  const { client } = useStaff();
  return useMutation({
    mutationFn: async ({ bucket, path }: { bucket: string; path: string }) => {
      const { data, error } = await client.storage.from(bucket).download(path);
      if (error || !data)
        throw new DataError(error?.message || "The file could not be downloaded.", statusOf(error), undefined);
      return data;
    },
  });
}

const statusOf = (error: unknown): number | undefined => {
  if (typeof error !== "object" || error === null || !("status" in error)) return undefined;
  return typeof error.status === "number" ? error.status : undefined;
};
