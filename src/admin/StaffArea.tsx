import { useEffect } from "react";
import type { DataClient } from "~/lib/supabase";
import { useMyRoles } from "./api/my-roles";
import { loaded } from "./api/query-client";
import { StaffQueries } from "./api/StaffQueries";
import { Shell } from "./Shell";
import { StaffContext } from "./staff-context";
import { ErrorPanel, Loading } from "./ui/Notice";
import { secondaryButtonClass } from "./ui/styles";

type Props = {
  client: DataClient;
  email: string;
  userId: string;
  checkSession: () => Promise<void>;
  onSignOut: (scope: "local" | "global") => void;
};

/**
 * The signed-in area, once the database has said what this person's job is (rpc/my_roles): the
 * pages follow the roles. Read from the database, not the token, so a change an admin made
 * shows at the next page load, not when the token expires.
 */
export function StaffArea(props: Props) {
  return (
    <StaffQueries onRefused={props.checkSession}>
      <RolesGate {...props} />
    </StaffQueries>
  );
}

function RolesGate({ client, email, userId, checkSession, onSignOut }: Props) {
  const roles = loaded(useMyRoles(client));
  // Whatever the failure, the session may be what failed: a refused one goes back to sign-in.
  const failed = roles.status === "error";
  useEffect(() => {
    if (failed) void checkSession();
  }, [failed, checkSession]);

  if (roles.status === "loading") {
    return (
      <main id="main" className="mx-auto max-w-md px-4 py-12">
        <Loading label="Opening the staff area…" onRetry={roles.reload} />
      </main>
    );
  }
  if (roles.status === "error" || roles.data.length === 0) {
    return (
      <main id="main" className="mx-auto max-w-md px-4 py-12">
        <h1 className="mb-4 text-2xl font-bold">Kosmos staff</h1>
        {roles.status === "error" ? (
          <ErrorPanel title="The staff area could not be opened" message={roles.error} onRetry={roles.reload} />
        ) : (
          <p>
            Your account has no role yet, so there is nothing for you here. Ask an admin to give you the role your job
            needs.
          </p>
        )}
        <button type="button" className={`${secondaryButtonClass} mt-4`} onClick={() => onSignOut("local")}>
          Sign out
        </button>
      </main>
    );
  }
  return (
    <StaffContext.Provider value={{ client, email, userId, roles: roles.data, checkSession }}>
      <Shell onSignOut={onSignOut} />
    </StaffContext.Provider>
  );
}
