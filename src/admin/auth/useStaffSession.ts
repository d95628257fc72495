import type { DataClient } from "~/lib/supabase";
import { useCallback, useEffect, useRef, useState } from "react";
import { stepFor, type Step } from "./session-step";
import { messages } from "../api/messages";

export const SESSION_ENDED = "Your session has ended. Sign in again to carry on where you were.";

/**
 * The staff session and the step it is at, following supabase-js's events: a background refresh
 * keeps it; a refresh that fails (expired, revoked, signed out elsewhere) ends it, and the
 * sign-in screen takes over without touching the URL's hash, so signing in again returns to
 * the same page.
 */
export function useStaffSession(client: DataClient) {
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
        setState({ step: "signed-out", notice: messages.signInUnreachable });
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
          // supabase-js reports a session the server no longer knows as signed out, and the
          // check that noticed then signs out here too: the second report keeps the first's notice.
          setState((previous) => (previous.step === "signed-out" ? previous : { step: "signed-out", notice }));
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

  // A session ended elsewhere (signed out everywhere, disabled, 2FA reset) still has a token that
  // verifies until it expires, but the database no longer lets it read: ask the server when the
  // window comes back into view and every two minutes, so the sign-in screen comes back promptly.
  const ready = state.step === "ready";
  useEffect(() => {
    if (!ready) return;
    const check = () => {
      if (document.visibilityState === "hidden") return;
      void client.auth.getUser().then(({ error }) => {
        // Only an answer that the session is gone ends it, not a network failure.
        if (error && error.status !== undefined && error.status >= 400 && error.status < 500)
          void client.auth.signOut({ scope: "local" });
      });
    };
    const timer = setInterval(check, 120_000);
    document.addEventListener("visibilitychange", check);
    return () => {
      clearInterval(timer);
      document.removeEventListener("visibilitychange", check);
    };
  }, [ready, client]);

  /**
   * A request refused for want of a live session: check with the server; a session it no
   * longer accepts ends here too, so the sign-in screen comes back.
   */
  const checkSession = useCallback(async () => {
    const { error } = await client.auth.getUser();
    if (error && error.status !== undefined && error.status >= 400 && error.status < 500)
      await client.auth.signOut({ scope: "local" });
  }, [client]);

  return { state, refresh, signOut, checkSession };
}
