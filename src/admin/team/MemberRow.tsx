import { useState } from "react";
import type { StaffRole } from "~shared/staff-roles";
import { ConfirmDialog } from "../ui/ConfirmDialog";
import { formatDateTime } from "../ui/PageHeading";
import { buttonClass, secondaryButtonClass } from "../ui/styles";
import { RolePicker } from "./RolePicker";
import { roleNames } from "./roles";
import type { MemberChange as MemberAction } from "./api/change-member";
import type { StaffMember } from "./api/list-staff";
import { statusOf } from "./staff-member";

/** One colleague: roles, state, two-factor, last sign-in, and what an admin may change. */
export function MemberRow({
  member,
  onAction,
}: {
  member: StaffMember;
  onAction: (member: StaffMember, action: MemberAction) => void;
}) {
  const [editing, setEditing] = useState(false);
  const [roles, setRoles] = useState<StaffRole[]>(member.roles);
  const [rolesError, setRolesError] = useState("");
  const who = <span className="sr-only"> {member.email}</span>;

  function saveRoles() {
    if (roles.length === 0) {
      setRolesError("Choose at least one role");
      return;
    }
    setRolesError("");
    setEditing(false);
    onAction(member, { kind: "roles", roles });
  }

  return (
    <li className="grid gap-3 p-4 text-sm">
      <div>
        <p className="font-semibold">{member.email}</p>
        <p>Roles: {roleNames(member.roles)}</p>
        <p>{statusOf(member)}</p>
        <p className="text-muted">
          Two-factor {member.two_factor ? "set up" : "not set up"} · last sign-in{" "}
          {member.last_sign_in_at ? (
            <time dateTime={member.last_sign_in_at}>{formatDateTime(member.last_sign_in_at)}</time>
          ) : (
            "never"
          )}
        </p>
      </div>
      {editing ? (
        <div className="grid gap-2">
          <RolePicker
            legend={`Roles of ${member.email}`}
            idPrefix={`roles-${member.id}`}
            value={roles}
            onChange={setRoles}
            error={rolesError}
          />
          <div className="flex flex-wrap gap-2">
            <button type="button" className={buttonClass} onClick={saveRoles}>
              Save roles{who}
            </button>
            <button
              type="button"
              className={secondaryButtonClass}
              onClick={() => (setEditing(false), setRoles(member.roles))}
            >
              Cancel
            </button>
          </div>
        </div>
      ) : (
        <div className="flex flex-wrap gap-2">
          <button type="button" className={secondaryButtonClass} onClick={() => setEditing(true)}>
            Change roles{who}
          </button>
          {member.locked_until && !member.disabled && (
            <button type="button" className={secondaryButtonClass} onClick={() => onAction(member, { kind: "unlock" })}>
              Unlock {member.email}
            </button>
          )}
          {member.disabled ? (
            <button type="button" className={secondaryButtonClass} onClick={() => onAction(member, { kind: "enable" })}>
              Enable{who}
            </button>
          ) : (
            <ConfirmDialog
              trigger={
                <button type="button" className={secondaryButtonClass}>
                  Disable{who}
                </button>
              }
              title={`Disable ${member.email}?`}
              description="They are signed out everywhere at once, and cannot sign in until an admin enables the account again."
              confirmLabel="Disable"
              onConfirm={() => onAction(member, { kind: "disable" })}
            />
          )}
          <ConfirmDialog
            trigger={
              <button type="button" className={secondaryButtonClass}>
                Reset two-factor{who}
              </button>
            }
            title={`Reset two-factor for ${member.email}?`}
            description="Their authenticator is removed and they are signed out. You get a one-time password to give them; with it they set up a new authenticator."
            confirmLabel="Reset two-factor"
            onConfirm={() => onAction(member, { kind: "reset-2fa" })}
          />
          <ConfirmDialog
            trigger={
              <button type="button" className={secondaryButtonClass}>
                Reset password{who}
              </button>
            }
            title={`Reset the password of ${member.email}?`}
            description="Their password stops working and they are signed out. You get a one-time password to give them."
            confirmLabel="Reset password"
            onConfirm={() => onAction(member, { kind: "reset-password" })}
          />
        </div>
      )}
    </li>
  );
}
