import type { StaffMember } from "./api/list-staff";
import { formatDateTime } from "../ui/PageHeading";

export function statusOf(member: StaffMember): string {
  if (member.disabled) return "Disabled";
  if (member.locked_until) return `Locked until ${formatDateTime(member.locked_until)} (too many wrong passwords)`;
  if (member.must_change_password) return "Active, one-time password not yet changed";
  return "Active";
}
