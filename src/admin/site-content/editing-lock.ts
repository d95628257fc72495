import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { z } from "zod";
import { useStaff } from "~/admin/staff-context";
import { jsonAnswer } from "../api/json-answer";
import { errorText } from "../api/messages";
import { fromDatabase } from "../api/request";

/** How often an open editor renews its hold (the database lets one go two minutes after the last). */
const RENEW_MS = 30_000;

const answer = z.object({ held: z.boolean(), by: z.string().nullable().optional(), since: z.string().nullable() });

export type EditingLock =
  | { state: "opening" }
  | { state: "free" }
  | { state: "mine" }
  | { state: "theirs"; by: string; since: string }
  | { state: "unknown"; problem: string };

/**
 * The editor's hold on an item (rpc/take_content_lock): looked at when the item opens, taken at
 * the first key typed (`typing`), renewed every half minute, in a background tab too, and let go
 * when the editor closes. While a colleague holds it, asked again every half minute: it is free
 * once they close it. `takeOver` (admins) breaks their lock.
 */
export function useEditingLock(itemId: string | null, typing: boolean) {
  const { client } = useStaff();
  const queries = useQueryClient();
  const key = ["site-content", "lock", itemId, typing] as const;
  const take = async (takeOver: boolean, onlyLook = false): Promise<EditingLock> => {
    const taken = jsonAnswer(
      answer,
      await fromDatabase(
        client.rpc("take_content_lock", { p_item: itemId!, take_over: takeOver, only_look: onlyLook }),
      ),
    );
    if (taken.held) return { state: "mine" };
    return taken.by && taken.since ? { state: "theirs", by: taken.by, since: taken.since } : { state: "free" };
  };
  const held = useQuery({
    queryKey: key,
    enabled: itemId !== null,
    queryFn: () => take(false, !typing),
    refetchInterval: RENEW_MS,
    refetchIntervalInBackground: true,
    gcTime: 0,
    retry: false,
  });

  useEffect(() => {
    if (!itemId || !typing) return;
    // (A supabase-js request is sent when it is awaited or then'd.)
    return () => void client.rpc("release_content_lock", { p_item: itemId }).then(() => undefined);
  }, [client, itemId, typing]);

  const lock: EditingLock =
    itemId === null
      ? { state: "mine" }
      : held.isError
        ? { state: "unknown", problem: errorText(held.error) }
        : (held.data ?? { state: "opening" });
  return {
    lock,
    takeOver: async () => {
      queries.setQueryData(key, await take(true));
    },
  };
}
