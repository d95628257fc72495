import { useState } from "react";
import { useStaff } from "../staff-context";
import { ErrorPanel, Loading, StatusMessage } from "../ui/Notice";
import { PageHeading } from "../ui/PageHeading";
import { errorText, unwrap, useLoad } from "../useLoad";
import { InviteForm } from "./InviteForm";
import { MemberRow, type MemberAction } from "./MemberRow";
import { OneTimePassword } from "./OneTimePassword";
import { roleNames } from "./roles";
import type { StaffMember } from "./staff-member";

export type { StaffMember } from "./staff-member";

/**
 * The team (issue 26, admin only): everyone with a staff account, their roles and state; invite,
 * change roles, disable and enable, reset two-factor or password, unlock. Each is a database
 * function only an admin may call (supabase/migrations/20261126000100_staff_roles.sql), which
 * also keeps the last admin and writes the audit log.
 */
export function TeamPage() {
  const { client, checkSession } = useStaff();
  const [message, setMessage] = useState("");
  const [error, setError] = useState("");
  const [oneTime, setOneTime] = useState<{ email: string; password: string } | null>(null);
  const team = useLoad(async () => (unwrap(await client.rpc("list_staff")) as StaffMember[] | null) ?? [], "team");

  const start = () => (setMessage(""), setError(""), setOneTime(null));

  async function act(member: StaffMember, action: MemberAction) {
    start();
    const user_id = member.id;
    try {
      switch (action.kind) {
        case "roles":
          unwrap(await client.rpc("set_staff_roles", { user_id, roles: action.roles }));
          setMessage(`${member.email} now has the roles ${roleNames(action.roles)}.`);
          break;
        case "disable":
        case "enable":
          unwrap(await client.rpc("set_staff_disabled", { user_id, disabled: action.kind === "disable" }));
          setMessage(action.kind === "disable" ? `${member.email} is disabled and signed out everywhere.` : `${member.email} may sign in again.`);
          break;
        case "reset-2fa":
          setOneTime({ email: member.email, password: unwrap(await client.rpc("reset_staff_two_factor", { user_id })) as string });
          break;
        case "reset-password":
          setOneTime({ email: member.email, password: unwrap(await client.rpc("reset_staff_password", { user_id })) as string });
          break;
        case "unlock":
          unwrap(await client.rpc("unlock_staff", { user_id }));
          setMessage(`${member.email} is unlocked and may sign in now.`);
          break;
      }
    } catch (cause) {
      setError(`Nothing was changed for ${member.email}: ${errorText(cause)}`);
      void checkSession(); // this very session may be what was just disabled
    }
    team.reload();
  }

  return (
    <>
      <PageHeading>Team</PageHeading>
      <p className="mb-4 text-sm text-muted">
        Everyone with a staff account. Each person sees only what their roles open; the database enforces it. Every change here is in
        the audit log.
      </p>
      <StatusMessage message={message} />
      {error && <ErrorPanel title="That did not work" message={error} />}
      {oneTime && <OneTimePassword {...oneTime} />}
      <InviteForm
        onInvited={(made) => {
          start();
          if (made.password) setOneTime({ email: made.email, password: made.password });
          else setMessage(`An invitation link is on its way to ${made.email}. It works once, for 24 hours; the Notices page shows when it was sent.`);
          team.reload();
        }}
      />
      <h2 className="mb-2 text-lg font-semibold">Colleagues</h2>
      {team.status === "loading" && <Loading label="Loading the team…" onRetry={team.reload} />}
      {team.status === "error" && <ErrorPanel title="The team could not be loaded" message={team.error} onRetry={team.reload} />}
      {team.status === "ready" && (
        <ul className="divide-y divide-line rounded-lg border border-line bg-white">
          {team.data.map((member) => (
            <MemberRow key={`${member.id}:${member.roles.join()}`} member={member} onAction={(m, a) => void act(m, a)} />
          ))}
        </ul>
      )}
    </>
  );
}
