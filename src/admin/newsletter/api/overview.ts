import { useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { jsonAnswer } from "~/admin/api/json-answer";
import { fromDatabase } from "~/admin/api/request";
import { useStaff } from "~/admin/staff-context";

export const newsletterKeys = {
  all: ["newsletter"] as const,
  overview: ["newsletter", "overview"] as const,
  issue: (id: string) => ["newsletter", "issue", id] as const,
  library: ["newsletter", "library"] as const,
};

const issueSummary = z.object({
  id: z.string(),
  subject: z.string(),
  status: z.enum(["draft", "sending", "sent"]),
  created_at: z.string(),
  updated_at: z.string(),
  send_started_at: z.string().nullable(),
  send_started_by: z.string().nullable(),
  finished_at: z.string().nullable(),
  recipients: z.number().nullable(),
  sent: z.number(),
  failed: z.number(),
  skipped: z.number(),
  left: z.number(),
});
export type IssueSummary = z.infer<typeof issueSummary>;

const overview = z.object({
  issues: z.array(issueSummary),
  states: z.object({ unconfirmed: z.number(), confirmed: z.number(), unsubscribed: z.number() }),
  months: z.array(
    z.object({ month: z.string(), signed_up: z.number(), confirmed: z.number(), unsubscribed: z.number() }),
  ),
});
const bounces = z.object({ bounced: z.number(), complained: z.number() });
export type Overview = z.infer<typeof overview> & { bounces: z.infer<typeof bounces> };

/** The list's states (with the addresses bounces and complaints took off it), sign-ups by month and each issue's progress (refreshed every few seconds while one is sending). */
export function useNewsletterOverview() {
  const { client } = useStaff();
  return useQuery({
    queryKey: newsletterKeys.overview,
    queryFn: async (): Promise<Overview> => {
      const [main, suppressed] = await Promise.all([
        fromDatabase(client.rpc("newsletter_overview")),
        fromDatabase(client.rpc("newsletter_bounces")),
      ]);
      return { ...jsonAnswer(overview, main), bounces: jsonAnswer(bounces, suppressed) };
    },
    refetchInterval: (query) => (query.state.data?.issues.some((i) => i.status === "sending") ? 3_000 : false),
  });
}
