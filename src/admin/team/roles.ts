import type { StaffRole } from "~shared/staff-roles";

/** Each role as the team page names it, with what it opens. */
export const ROLE_LABELS: Record<StaffRole, { name: string; opens: string }> = {
  admin: { name: "Admin", opens: "everything, and the team" },
  sales: { name: "Sales", opens: "contact messages and the newsletter" },
  careers: { name: "Careers", opens: "job applications, CVs and cover letters" },
  labs: { name: "Labs", opens: "research-partnership and incubation applications" },
  editor: { name: "Editor", opens: "resources and documentation" },
};

export const roleNames = (roles: readonly StaffRole[]) =>
  roles.length > 0 ? roles.map((r) => ROLE_LABELS[r].name).join(", ") : "No role";
