import type { StaffRole } from "~shared/staff-roles";
import { formatDateTime } from "../ui/PageHeading";

/** A staff account as rpc/list_staff answers it. */
export type StaffMember = {
  id: string;
  email: string;
  roles: StaffRole[];
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
