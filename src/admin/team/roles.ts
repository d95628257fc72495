import { CONTENT_TYPES } from "~shared/content-types";
import type { StaffRole } from "~shared/staff-roles";

/** What each role reads in the inbox (the database's policies say the same, per kind). */
const READS: Record<StaffRole, string> = {
  admin: "everything, and the staff accounts",
  sales: "contact messages and the newsletter",
  careers: "job applications, CVs and cover letters",
  labs: "research-partnership and incubation applications",
  editor: "no inbox",
};

/** The site content a role changes, from the content types' declarations (shared/content-types/). */
function changes(role: StaffRole): string {
  const labels: string[] = CONTENT_TYPES.filter((type) => type.role === role).map((type) => type.label);
  if (role === "editor") labels.push("Media library");
  return labels.length === 0 ? "" : `; changes ${labels.join(", ")}`;
}

/** Each role as the staff accounts page names it, with what it reads and what it changes. */
export const ROLE_LABELS = Object.fromEntries(
  (Object.keys(READS) as StaffRole[]).map((role) => [
    role,
    {
      name: role.charAt(0).toUpperCase() + role.slice(1),
      opens: role === "admin" ? READS.admin : `${READS[role]}${changes(role)}`,
    },
  ]),
) as Record<StaffRole, { name: string; opens: string }>;

export const roleNames = (roles: readonly StaffRole[]) =>
  roles.length > 0 ? roles.map((r) => ROLE_LABELS[r].name).join(", ") : "No role";
