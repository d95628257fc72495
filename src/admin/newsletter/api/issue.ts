import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { jsonAnswer } from "~/admin/api/json-answer";
import { changedRows, fromDatabase } from "~/admin/api/request";
import { useStaff } from "~/admin/staff-context";
import type { Json } from "~shared/database.types";
import { EMPTY_DOC, isRichDoc, type RichDoc } from "~shared/rich-text";
import { newsletterKeys } from "./overview";

const issue = z.object({
  id: z.string(),
  subject: z.string(),
  body: z.unknown(),
  status: z.enum(["draft", "sending", "sent"]),
  updated_at: z.string(),
});
export type Issue = Omit<z.infer<typeof issue>, "body"> & { body: RichDoc };

/** The document as the generated types name a jsonb value (it is plain JSON: objects, arrays, strings, numbers). */
const asJson = (doc: RichDoc) => doc as Json;

/** One issue, as staff edit it. */
export function useIssue(id: string) {
  const { client } = useStaff();
  return useQuery({
    queryKey: newsletterKeys.issue(id),
    queryFn: async (): Promise<Issue> => {
      const row = jsonAnswer(
        issue,
        await fromDatabase(
          client.from("newsletter_issues").select("id, subject, body, status, updated_at").eq("id", id).single(),
        ),
      );
      return { ...row, body: isRichDoc(row.body) ? row.body : EMPTY_DOC };
    },
  });
}

/** A new draft with a working title; its id, to open it. */
export function useCreateIssue() {
  const { client } = useStaff();
  const queries = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const created = await fromDatabase(
        client
          .from("newsletter_issues")
          .insert({ subject: "Untitled issue", body: asJson(EMPTY_DOC) })
          .select("id")
          .single(),
      );
      return jsonAnswer(z.object({ id: z.string() }), created).id;
    },
    onSettled: () => queries.invalidateQueries({ queryKey: newsletterKeys.all }),
  });
}

/** Saves a draft (the database refuses a sent one). */
export function useSaveIssue(id: string) {
  const { client } = useStaff();
  const queries = useQueryClient();
  return useMutation({
    mutationFn: async ({ subject, body }: { subject: string; body: RichDoc }) =>
      changedRows(
        client
          .from("newsletter_issues")
          .update({ subject, body: asJson(body) })
          .eq("id", id)
          .select("id"),
      ),
    onSettled: () => queries.invalidateQueries({ queryKey: newsletterKeys.all }),
  });
}

export function useDeleteIssue(id: string) {
  const { client } = useStaff();
  const queries = useQueryClient();
  return useMutation({
    mutationFn: async () => changedRows(client.from("newsletter_issues").delete().eq("id", id).select("id")),
    onSettled: () => queries.invalidateQueries({ queryKey: newsletterKeys.all }),
  });
}

/** A copy to the signed-in member of staff. */
export function useSendTest(id: string) {
  const { client } = useStaff();
  return useMutation({
    mutationFn: async () => fromDatabase(client.rpc("send_newsletter_test", { issue: id })),
  });
}

/** Sends the issue to every confirmed subscriber: the number of recipients. */
export function useSendIssue(id: string) {
  const { client } = useStaff();
  const queries = useQueryClient();
  return useMutation({
    mutationFn: async () => fromDatabase(client.rpc("send_newsletter", { issue: id })),
    onSettled: () => queries.invalidateQueries({ queryKey: newsletterKeys.all }),
  });
}
