import { useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { jsonAnswer } from "~/admin/api/json-answer";
import { fromDatabase } from "~/admin/api/request";
import { useStaff } from "~/admin/staff-context";
import { newsletterKeys } from "./overview";

export const SUBSCRIBER_STATES = ["confirmed", "unconfirmed"] as const;
export type SubscriberState = (typeof SUBSCRIBER_STATES)[number];

const subscriber = z.object({
  id: z.string(),
  email: z.string(),
  state: z.enum(SUBSCRIBER_STATES),
  created_at: z.string(),
  confirmed_at: z.string().nullable(),
  confirmed_from: z.string().nullable(),
});
export type Subscriber = z.infer<typeof subscriber>;

/** The newest subscribers, of one state or both (an unsubscribed person has no row: only a keyed hash is kept). */
export function useSubscribers(state: "all" | SubscriberState, count: number) {
  const { client } = useStaff();
  return useQuery({
    queryKey: [...newsletterKeys.all, "subscribers", state, count],
    queryFn: async () => {
      let query = client
        .from("newsletter_subscribers")
        .select("id, email, state, created_at, confirmed_at, confirmed_from")
        .order("created_at", { ascending: false })
        .limit(count);
      if (state !== "all") query = query.eq("state", state);
      return jsonAnswer(z.array(subscriber), await fromDatabase(query));
    },
  });
}
