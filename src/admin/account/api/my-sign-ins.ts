import { useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { jsonAnswer } from "~/admin/api/json-answer";
import { fromDatabase } from "~/admin/api/request";
import { useStaff } from "~/admin/staff-context";

const signIn = z.object({ at: z.string(), address: z.string().nullable(), browser: z.string().nullable() });
export type SignIn = z.infer<typeof signIn>;

/** The person's own last sign-ins (rpc/my_sign_ins), so they notice one that was not them. */
export function useMySignIns() {
  const { client } = useStaff();
  return useQuery({
    queryKey: ["my-sign-ins"],
    queryFn: async () => jsonAnswer(z.array(signIn), (await fromDatabase(client.rpc("my_sign_ins"))) ?? []),
  });
}
