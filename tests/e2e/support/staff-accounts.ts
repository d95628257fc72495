/**
 * The staff accounts the e2e run starts with: made by global-setup as `npm run staff -- add`
 * makes them (server/auth/gotrue/staff.ts, as the database's owner), one per scenario, so no
 * scenario depends on what another did to its account (a password changed, a factor enrolled).
 */
export const STAFF_NAMES = [
  "first-sign-in",
  "aal1",
  "sign-out",
  "phone",
  "inbox",
  "content",
  "pages-desktop",
  "pages-phone",
  "team-admin",
  "sales",
  "editor",
  "retention",
  "newsletter-desktop",
  "newsletter-phone",
] as const;
export type StaffName = (typeof STAFF_NAMES)[number];

export const staffEmail = (name: StaffName) => `${name}@kosmos.example`;

/** Each account's roles: admin unless its scenario is about one job. */
export const STAFF_ROLES_OF: Partial<Record<StaffName, string[]>> = {
  content: ["editor"],
  sales: ["sales"],
  editor: ["editor"],
  "newsletter-desktop": ["sales"],
  "newsletter-phone": ["sales"],
};
