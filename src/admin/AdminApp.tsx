import type { DataClient } from "~/lib/supabase";
import { useMemo, useState } from "react";
import { island } from "~/components/ui/island";
import { supabaseSettings } from "~/lib/supabase";
import { CodeScreen } from "./auth/CodeScreen";
import { EnrolScreen } from "./auth/EnrolScreen";
import { invitationToken, InviteScreen } from "./auth/InviteScreen";
import { NewPasswordScreen } from "./auth/NewPasswordScreen";
import { SignInScreen } from "./auth/SignInScreen";
import { useStaffSession } from "./auth/useStaffSession";
import { createStaffClient } from "./client";
import { StaffArea } from "./StaffArea";
import { Loading } from "./ui/Notice";

export type AdminAppProps = {
  /** The API's URL and publishable key; default: the site's own settings (~/lib/supabase). */
  url?: string;
  publishableKey?: string;
  /** A ready client (tests). */
  client?: DataClient;
};

/**
 * The staff area (/admin), a client-only island. Sign-in steps first: nothing past them renders
 * before the session is aal2 (password and authenticator code), and the database checks the
 * same again on every request.
 */
export function AdminApp({ url, publishableKey, client: given }: AdminAppProps) {
  const client = useMemo(() => {
    if (given) return given;
    const settings = supabaseSettings();
    return createStaffClient(url ?? settings.url, publishableKey ?? settings.key);
  }, [given, url, publishableKey]);
  const { state, refresh, signOut, checkSession } = useStaffSession(client);
  // Read once: the invitation screen takes the token out of the address at once.
  const [invitation] = useState(() => (typeof location === "undefined" ? null : invitationToken(location.hash)));
  const done = () => void refresh();
  const signOutHere = () => void signOut("local");

  switch (state.step) {
    case "loading":
      return (
        <main id="main" className="mx-auto max-w-md px-4 py-12">
          <Loading label="Checking your sign-in…" />
        </main>
      );
    case "signed-out":
      if (invitation) return <InviteScreen client={client} token={invitation} />;
      return <SignInScreen client={client} notice={state.notice} />;
    case "new-password":
      return <NewPasswordScreen client={client} onDone={done} onSignOut={signOutHere} />;
    case "enrol":
      return <EnrolScreen client={client} onDone={done} onSignOut={signOutHere} />;
    case "code":
      return <CodeScreen client={client} factorId={state.factorId} onDone={done} onSignOut={signOutHere} />;
    case "ready":
      return (
        <StaffArea
          client={client}
          email={state.session.user.email ?? ""}
          userId={state.session.user.id}
          checkSession={checkSession}
          onSignOut={(scope) => void signOut(scope)}
        />
      );
  }
}

/** Inside the islands' error boundary, like every island (src/components/ui/island.tsx). */
export default island(AdminApp);
