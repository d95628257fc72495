/**
 * Which pages of the staff area a person's roles open (DESIGN §5). Only what the back office
 * shows: the database refuses the rest on its own (supabase/migrations/20261126000100_staff_roles.sql).
 */
import { holds, ROLE_FOR_TABLE, type StaffRole } from "~shared/staff-roles";
import { KINDS, type Kind } from "~/admin/vocabulary/kinds";
import type { Route } from "./routes";

export function readableKinds(roles: readonly StaffRole[]): Kind[] {
  return KINDS.filter((kind) => holds(roles, ROLE_FOR_TABLE[kind]));
}

export function mayOpen(route: Route, roles: readonly StaffRole[]): boolean {
  switch (route.name) {
    case "inbox":
    case "notices":
      return readableKinds(roles).length > 0 || holds(roles, "admin");
    case "item":
      return holds(roles, ROLE_FOR_TABLE[route.kind]);
    case "resources":
    case "documentation":
      return holds(roles, "editor");
    case "team":
    case "audit":
      return holds(roles, "admin");
    case "account":
    case "not-found":
      return true;
  }
}
