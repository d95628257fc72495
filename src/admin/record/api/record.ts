import { useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { jsonAnswer } from "~/admin/api/json-answer";
import { fromDatabase } from "~/admin/api/request";
import { useStaff } from "~/admin/staff-context";

const recordKeys = { all: ["site-record"] as const };

const servedRoute = z.object({ route: z.string(), recorded_at: z.string(), publish_id: z.number().nullable() });
export type ServedRoute = z.infer<typeof servedRoute>;

const broughtItem = z.object({
  id: z.string(),
  type: z.string(),
  slug: z.string(),
  version: z.number(),
  live: z.boolean(),
  title: z.string().nullable(),
  saved_by: z.string().nullable(),
  saved_at: z.string(),
  submitted_by: z.string().nullable(),
  approved_by: z.string().nullable(),
});
export type BroughtItem = z.infer<typeof broughtItem>;

const recordedPage = z
  .object({
    route: z.string(),
    recorded_at: z.string(),
    hash: z.string(),
    body: z.string(),
    publish: z
      .object({
        id: z.number(),
        started_at: z.string(),
        finished_at: z.string().nullable(),
        items: z.array(broughtItem),
      })
      .nullable(),
  })
  .nullable();
export type RecordedPage = NonNullable<z.infer<typeof recordedPage>>;

/** Every route the site served at a moment (rpc/site_as_of), with when its page was first served. */
export function useSiteAsOf(moment: string | null) {
  const { client } = useStaff();
  return useQuery({
    queryKey: [...recordKeys.all, "as-of", moment],
    enabled: moment !== null,
    queryFn: async () =>
      jsonAnswer(z.array(servedRoute), await fromDatabase(client.rpc("site_as_of", { moment: moment! }))),
  });
}

/** One route's page as served at a moment, with the publish that made it; null when it served none. */
export function useRecordedPage(route: string | null, moment: string | null) {
  const { client } = useStaff();
  return useQuery({
    queryKey: [...recordKeys.all, "page", route, moment],
    enabled: route !== null && moment !== null,
    queryFn: async () =>
      jsonAnswer(recordedPage, await fromDatabase(client.rpc("record_page", { page_route: route!, moment: moment! }))),
  });
}
