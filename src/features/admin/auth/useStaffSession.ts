import type { SupabaseClient } from "@supabase/supabase-js";
import { useCallback, useEffect, useRef, useState } from "react";
import { stepFor, type Step } from "./session-step";

export const SESSION_ENDED = "Your session has ended. Sign in again to carry on where you were.";

/**
 * The staff session and the step it is at, following supabase-js's events: a background refresh
 * keeps it; a refresh that fails (expired, revoked, signed out elsewhere) ends it, and the
 * sign-in screen takes over without touching the URL's hash, so signing in again returns to
 * the same page.
 */
export function useStaffSession(client: SupabaseClient) {
  const [state, setState] = useState<Step>({ step: "loading" });
  const signingOut = useRef(false);
  const wasIn = useRef(false);

  const refresh = useCallback(
    async (notice = "") => {
      try {
        const { data } = await client.auth.getSession();
        const next = await stepFor(client, data.session, notice);
        if (next.step !== "signed-out") wasIn.current = true;
        setState(next);
      } catch {
        setState({ step: "signed-out", notice: "The sign-in service could not be reached. Try again in a moment." });
      }
    },
    [client],
  );

  useEffect(() => {
    // supabase-js reports the stored session first (INITIAL_SESSION), then every change.
    const { data } = client.auth.onAuthStateChange((event) => {
      // supabase-js must not be called from inside its own callback: defer to a new task.
      setTimeout(() => {
        if (event === "SIGNED_OUT") {
          const notice = wasIn.current && !signingOut.current ? SESSION_ENDED : "";
          signingOut.current = false;
          wasIn.current = false;
          setState({ step: "signed-out", notice });
        } else {
          void refresh();
        }
      }, 0);
    });
    return () => data.subscription.unsubscribe();
  }, [client, refresh]);

  const signOut = useCallback(
    async (scope: "local" | "global") => {
      signingOut.current = true;
      const { error } = await client.auth.signOut({ scope });
      // A session the server no longer knows is still ended here.
      if (error) await client.auth.signOut({ scope: "local" });
    },
    [client],
  );

  /**
   * A request refused for want of a live session: check with the server; a session it no
   * longer accepts ends here too, so the sign-in screen comes back.
   */
  const checkSession = useCallback(async () => {
    const { error } = await client.auth.getUser();
    if (error) await client.auth.signOut({ scope: "local" });
  }, [client]);

  return { state, refresh, signOut, checkSession };
}
