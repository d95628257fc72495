import { useState, type FormEvent } from "react";
import type { StaffRole } from "~shared/staff-roles";
import { useStaff } from "../staff-context";
import { TextField } from "../ui/Field";
import { buttonClass } from "../ui/styles";
import { errorText, unwrap } from "../useLoad";
import { RolePicker } from "./RolePicker";

const EMAIL = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;

/**
 * Invites a colleague: an account with these roles, and either a link mailed to them (valid 24
 * hours) or, when the server sends no mail, a one-time password shown to the admin once.
 */
/** What an invitation made: a link by mail when the server can send mail, else a one-time password to hand over. */
export type Invited = { email: string; mailed: boolean; password?: string };

export function InviteForm({ onInvited }: { onInvited: (made: Invited) => void }) {
  const { client } = useStaff();
  const [email, setEmail] = useState("");
  const [roles, setRoles] = useState<StaffRole[]>([]);
  const [errors, setErrors] = useState<{ email?: string; roles?: string; form?: string }>({});
  const [sending, setSending] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = {
      email: EMAIL.test(email.trim()) ? undefined : "Enter an email address, like name@example.com",
      roles: roles.length > 0 ? undefined : "Choose at least one role",
    };
    setErrors(found);
    if (found.email || found.roles) return;
    setSending(true);
    try {
      const made = unwrap(await client.rpc("invite_staff", { email: email.trim(), roles })) as Invited;
      onInvited(made);
      setEmail("");
      setRoles([]);
    } catch (error) {
      setErrors({ form: errorText(error) });
    } finally {
      setSending(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate aria-labelledby="invite-heading" className="mb-6 grid gap-4 rounded-lg border border-line bg-white p-4">
      <h2 id="invite-heading" className="text-lg font-semibold">
        Invite a colleague
      </h2>
      <TextField label="Email address" type="email" autoComplete="off" value={email} maxLength={254} error={errors.email} onChange={(e) => setEmail(e.target.value)} />
      <RolePicker legend="Roles" idPrefix="invite-roles" value={roles} onChange={setRoles} error={errors.roles} />
      {errors.form && (
        <p role="alert" className="text-sm font-medium text-red-700">
          The invitation was not made: {errors.form}
        </p>
      )}
      <div>
        <button type="submit" className={buttonClass} disabled={sending}>
          {sending ? "Inviting…" : "Invite"}
        </button>
      </div>
    </form>
  );
}
