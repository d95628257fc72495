import { useState, type FormEvent } from "react";
import type { StaffRole } from "~shared/staff-roles";
import { errorText } from "../api/messages";
import { TextField } from "../ui/Field";
import { buttonClass } from "../ui/styles";
import { useInviteStaff, type Invited } from "./api/invite-staff";
import { RolePicker } from "./RolePicker";

const EMAIL = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;

/**
 * Invites a colleague: an account with these roles, and either a link mailed to them (valid 24
 * hours) or, when the server sends no mail, a one-time password shown to the admin once.
 */
export type { Invited };

export function InviteForm({ onInvited }: { onInvited: (made: Invited) => void }) {
  const invite = useInviteStaff();
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
      const made = await invite.mutateAsync({ email: email.trim(), roles });
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
    <form
      onSubmit={submit}
      noValidate
      aria-labelledby="invite-heading"
      className="mb-6 grid gap-4 rounded-lg border border-line bg-white p-4"
    >
      <h2 id="invite-heading" className="text-lg font-semibold">
        Invite a colleague
      </h2>
      <TextField
        label="Email address"
        type="email"
        autoComplete="off"
        value={email}
        maxLength={254}
        error={errors.email}
        onChange={(e) => setEmail(e.target.value)}
      />
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
