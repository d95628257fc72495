import type { Session } from "@supabase/supabase-js";
import type { DataClient } from "~/lib/supabase";

/** Where a signed-in person is on the way to the staff area. Nothing past sign-in renders before `ready` (aal2). */
export type Step =
  | { step: "loading" }
  | { step: "signed-out"; notice: string }
  | { step: "new-password"; session: Session }
  | { step: "enrol"; session: Session }
  | { step: "code"; session: Session; factorId: string }
  | { step: "ready"; session: Session };

/** The step a session is at: its one-time password changed, an authenticator enrolled, then verified (aal2). */
export async function stepFor(client: DataClient, session: Session | null, notice = ""): Promise<Step> {
  if (!session) return { step: "signed-out", notice };
  if (session.user.app_metadata?.password_change_required === true) return { step: "new-password", session };
  const { data, error } = await client.auth.mfa.getAuthenticatorAssuranceLevel();
  if (error) throw error;
  if (data.currentLevel === "aal2") return { step: "ready", session };
  const verified = (session.user.factors ?? []).find((f) => f.factor_type === "totp" && f.status === "verified");
  if (data.nextLevel === "aal2" && verified) return { step: "code", session, factorId: verified.id };
  return { step: "enrol", session };
}
