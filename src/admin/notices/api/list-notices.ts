import { useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { jsonAnswer } from "~/admin/api/json-answer";
import { fromDatabase } from "~/admin/api/request";
import { useStaff } from "~/admin/staff-context";

/** "held": a mail to a visitor past the hour's bound for their network or for all (kept, not sent). */
export const NOTICE_STATUSES = ["pending", "sent", "failed", "held"] as const;
export const noticeKeys = { all: ["notices"] as const };

const notice = z.object({
  id: z.string(),
  created_at: z.string(),
  kind: z.string(),
  submission_table: z.string(),
  submission_id: z.string(),
  status: z.enum(NOTICE_STATUSES),
  attempts: z.number(),
  next_attempt_at: z.string(),
  recipient: z.string().nullable(),
  last_error: z.string().nullable(),
  sent_at: z.string().nullable(),
  /** In development without a mail server: the mail, kept here instead of sent. */
  kept_subject: z.string().nullable(),
  kept_text: z.string().nullable(),
});
/** An email notice of the outbox, as rpc/list_notices answers it (only the kinds the caller's roles read). */
export type Notice = z.infer<typeof notice>;
const noticePage = z.object({ notices: z.array(notice), total: z.number() });

/** The newest notices, of one status or all. */
export function useNotices(status: "all" | Notice["status"], count: number) {
  const { client } = useStaff();
  return useQuery({
    queryKey: [...noticeKeys.all, status, count],
    queryFn: async () => {
      const args = status === "all" ? { max_rows: count } : { filter_status: status, max_rows: count };
      return jsonAnswer(noticePage, await fromDatabase(client.rpc("list_notices", args)));
    },
  });
}
