import { useState } from "react";
import { errorText } from "../api/messages";
import { loaded } from "../api/query-client";
import { useStaff } from "../staff-context";
import { ErrorPanel, Loading, StatusMessage } from "../ui/Notice";
import { PageHeading } from "../ui/PageHeading";
import { useChangeMember, type MemberChange } from "./api/change-member";
import { useStaffList, type StaffMember } from "./api/list-staff";
import { InviteForm } from "./InviteForm";
import { MemberRow } from "./MemberRow";
import { OneTimePassword } from "./OneTimePassword";
import { roleNames } from "./roles";

/**
 * The team (admin only): everyone with a staff account, their roles and state; invite,
 * change roles, disable and enable, reset two-factor or password, unlock. Each is a database
 * function only an admin may call (supabase/migrations/20261126000100_staff_roles.sql), which
 * also keeps the last admin and writes the audit log.
 */
export function TeamPage() {
  const { checkSession } = useStaff();
  const [message, setMessage] = useState("");
  const [error, setError] = useState("");
  const [oneTime, setOneTime] = useState<{ email: string; password: string } | null>(null);
  const team = loaded(useStaffList());
  const change = useChangeMember();

  const start = () => (setMessage(""), setError(""), setOneTime(null));

  async function act(member: StaffMember, action: MemberChange) {
    start();
    try {
      const { oneTimePassword } = await change.mutateAsync({ user_id: member.id, change: action });
      if (oneTimePassword !== undefined) setOneTime({ email: member.email, password: oneTimePassword });
      else setMessage(doneMessage(member.email, action));
    } catch (cause) {
      setError(`Nothing was changed for ${member.email}: ${errorText(cause)}`);
      void checkSession(); // this very session may be what was just disabled
    }
  }

  return (
    <>
      <PageHeading>Staff accounts</PageHeading>
      <p className="mb-4 text-sm text-muted">
        Everyone with a staff account. Each person sees only what their roles open; the database enforces it. Every
        change here is in the audit log.
      </p>
      <StatusMessage message={message} />
      {error && <ErrorPanel title="That did not work" message={error} />}
      {oneTime && <OneTimePassword {...oneTime} />}
      <InviteForm
        onInvited={(made) => {
          start();
          if (made.password) setOneTime({ email: made.email, password: made.password });
          else
            setMessage(
              `An invitation link is on its way to ${made.email}. It works once, for 24 hours; the Notices page shows when it was sent.`,
            );
        }}
      />
      <h2 className="mb-2 text-lg font-semibold">Colleagues</h2>
      {team.status === "loading" && <Loading label="Loading the team…" onRetry={team.reload} />}
      {team.status === "error" && (
        <ErrorPanel title="The team could not be loaded" message={team.error} onRetry={team.reload} />
      )}
      {team.status === "ready" && (
        <ul className="divide-y divide-line rounded-lg border border-line bg-white">
          {team.data.map((member) => (
            <MemberRow
              key={`${member.id}:${member.roles.join()}`}
              member={member}
              onAction={(m, a) => void act(m, a)}
            />
          ))}
        </ul>
      )}
    </>
  );
}

function doneMessage(email: string, action: MemberChange): string {
  switch (action.kind) {
    case "roles":
      return `${email} now has the roles ${roleNames(action.roles)}.`;
    case "disable":
      return `${email} is disabled and signed out everywhere.`;
    case "enable":
      return `${email} may sign in again.`;
    case "unlock":
      return `${email} is unlocked and may sign in now.`;
    default:
      return "";
  }
}
