import { useState } from "react";
import { useStaff } from "../staff-context";
import { ErrorPanel, Loading, StatusMessage } from "../ui/Notice";
import { formatDateTime, PageHeading } from "../ui/PageHeading";
import { secondaryButtonClass } from "../ui/styles";
import { errorText, unwrap, useLoad } from "../useLoad";

/** A staff account as rpc/list_staff answers it. */
export type StaffMember = {
  id: string;
  email: string;
  disabled: boolean;
  two_factor: boolean;
  must_change_password: boolean;
  last_sign_in_at: string | null;
  /** Set while too many wrong passwords keep the account from signing in. */
  locked_until: string | null;
};

export function statusOf(member: StaffMember): string {
  if (member.disabled) return "Disabled";
  if (member.locked_until) return `Locked until ${formatDateTime(member.locked_until)} (too many wrong passwords)`;
  if (member.must_change_password) return "Active, one-time password not yet changed";
  return "Active";
}

/**
 * The team (issue 22; issue 26 adds roles and invitations): every staff account, its state,
 * two-factor and last sign-in, and an unlock for an account that wrong passwords locked (anyone
 * who knows a staff address can do that). Adding and disabling accounts: `npm run staff`.
 */
export function TeamPage() {
  const { client } = useStaff();
  const [message, setMessage] = useState("");
  const [error, setError] = useState("");
  const team = useLoad(async () => (unwrap(await client.rpc("list_staff")) as StaffMember[] | null) ?? [], "team");

  async function unlock(member: StaffMember) {
    setMessage("");
    setError("");
    try {
      unwrap(await client.rpc("unlock_staff", { user_id: member.id }));
      setMessage(`${member.email} is unlocked and may sign in now.`);
      team.reload();
    } catch (cause) {
      setError(`${member.email} was not unlocked: ${errorText(cause)}`);
    }
  }

  return (
    <>
      <PageHeading>Team</PageHeading>
      <p className="mb-4 text-sm text-muted">Everyone with a staff account. An account locked by wrong passwords unlocks by itself later, or here at once.</p>
      <StatusMessage message={message} />
      {error && <ErrorPanel title="That did not work" message={error} />}
      {team.status === "loading" && <Loading label="Loading the team…" onRetry={team.reload} />}
      {team.status === "error" && <ErrorPanel title="The team could not be loaded" message={team.error} onRetry={team.reload} />}
      {team.status === "ready" && (
        <ul className="divide-y divide-line rounded-lg border border-line bg-white">
          {team.data.map((member) => (
            <li key={member.id} className="flex flex-col gap-2 p-4 text-sm sm:flex-row sm:items-start sm:justify-between">
              <div>
                <p className="font-semibold">{member.email}</p>
                <p>{statusOf(member)}</p>
                <p className="text-muted">
                  Two-factor {member.two_factor ? "set up" : "not set up"} · last sign-in{" "}
                  {member.last_sign_in_at ? <time dateTime={member.last_sign_in_at}>{formatDateTime(member.last_sign_in_at)}</time> : "never"}
                </p>
              </div>
              {member.locked_until && !member.disabled && (
                <button type="button" className={secondaryButtonClass} onClick={() => void unlock(member)}>
                  Unlock {member.email}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
