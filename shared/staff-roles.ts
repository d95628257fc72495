/**
 * Staff roles (docs/decisions/026-staff-roles.md): what each person's job needs. The
 * database enforces them (supabase/migrations/20261126000100_staff_roles.sql: its
 * private.staff_role_names() and private.role_for() say the same; server/db/vocabulary.server.test.ts
 * holds them equal); the back office only uses them to show the pages a person may open.
 */
export const STAFF_ROLES = ["admin", "sales", "careers", "labs", "editor"] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export function isStaffRole(value: unknown): value is StaffRole {
  return typeof value === "string" && (STAFF_ROLES as readonly string[]).includes(value);
}

/** Whether someone holding `held` may do the job of `role`. */
export function holds(held: readonly StaffRole[], role: StaffRole): boolean {
  return held.includes("admin") || held.includes(role);
}
