import type { SupabaseClient, User } from "@supabase/supabase-js";
import type { Database } from "../../server/db/types";
import { oneTimePassword } from "../../server/auth/gotrue/passwords";
import type { StaffRole } from "../../shared/staff-roles";
import {
  addStaff,
  disableStaff,
  enableStaff,
  listStaff,
  normaliseEmail,
  resetTwoFactor,
  rolesOf,
  StaffError,
  unlockStaff,
  type StaffSummary,
} from "../../server/auth/gotrue/staff";

/**
 * What `npm run staff` does to the team, two ways with one meaning: on the database as its owner
 * (no server runs, or PostgreSQL), or through the running server's GoTrue admin API with the
 * install's secret key (an embedded database is the server's alone: server/db/data-lock.ts).
 */
export type StaffDirectory = {
  add(email: string, roles: readonly StaffRole[]): Promise<{ created: boolean; password: string }>;
  disable(email: string): Promise<void>;
  enable(email: string): Promise<void>;
  unlock(email: string): Promise<void>;
  resetTwoFactor(email: string): Promise<{ password: string }>;
  list(): Promise<StaffSummary[]>;
};

export function databaseStaff(db: Database): StaffDirectory {
  return {
    add: (email, roles) => db.asOwner((tx) => addStaff(tx, email, roles)),
    disable: (email) => db.asOwner((tx) => disableStaff(tx, email)),
    enable: (email) => db.asOwner((tx) => enableStaff(tx, email)),
    unlock: (email) => db.asOwner((tx) => unlockStaff(tx, email)),
    resetTwoFactor: (email) => db.asOwner((tx) => resetTwoFactor(tx, email)),
    list: () => db.asOwner((tx) => listStaff(tx)),
  };
}

/** A disable lasts a century: GoTrue's ban_duration has no "for ever". */
const FOR_EVER = "876000h";
const oneTime = (roles: readonly StaffRole[]) => ({ role: "staff", roles, password_change_required: true });

type ListedUser = User & { sign_in_locked_until?: string };

/** The admin API's own routes beyond supabase-js's auth.admin (server/auth/gotrue/admin.ts). */
async function unlockThroughApi(url: string, key: string, userId: string): Promise<void> {
  const response = await fetch(`${url}/auth/v1/admin/users/${userId}/unlock`, {
    method: "POST",
    headers: { apikey: key, authorization: `Bearer ${key}` },
  });
  if (!response.ok) throw new Error(`The server refused: ${response.status} ${await response.text()}`);
}

export function apiStaff(client: SupabaseClient, server: { url: string; key: string }): StaffDirectory {
  const admin = client.auth.admin;
  const fail = (error: { message: string } | null) => {
    if (error) throw new Error(`The server refused: ${error.message}`);
  };

  async function allUsers(): Promise<ListedUser[]> {
    const users: ListedUser[] = [];
    for (let page = 1; ; page += 1) {
      const { data, error } = await admin.listUsers({ page, perPage: 1000 });
      fail(error);
      users.push(...data.users);
      if (data.users.length < 1000) return users;
    }
  }

  const isStaff = (user: User) => user.app_metadata.role === "staff";

  async function staffUser(email: string): Promise<User> {
    const address = normaliseEmail(email);
    const user = (await allUsers()).find((u) => u.email === address && isStaff(u));
    if (!user) throw new StaffError(`No staff account for ${email}`);
    return user;
  }

  return {
    async add(email, roles) {
      const address = normaliseEmail(email);
      const password = oneTimePassword();
      const { error } = await admin.createUser({
        email: address,
        password,
        email_confirm: true,
        app_metadata: oneTime(roles),
      });
      if (!error) return { created: true, password };
      if (error.code !== "email_exists") fail(error);
      const existing = (await allUsers()).find((u) => u.email === address)!;
      // A new password ends its sessions (server/auth/gotrue/admin-users.ts).
      fail(
        (await admin.updateUserById(existing.id, { password, ban_duration: "none", app_metadata: oneTime(roles) }))
          .error,
      );
      return { created: false, password };
    },
    async disable(email) {
      fail((await admin.updateUserById((await staffUser(email)).id, { ban_duration: FOR_EVER })).error);
    },
    async enable(email) {
      fail((await admin.updateUserById((await staffUser(email)).id, { ban_duration: "none" })).error);
    },
    async unlock(email) {
      await unlockThroughApi(server.url, server.key, (await staffUser(email)).id);
    },
    async resetTwoFactor(email) {
      const user = await staffUser(email);
      const { data, error } = await admin.mfa.listFactors({ userId: user.id });
      fail(error);
      for (const factor of data?.factors ?? [])
        fail((await admin.mfa.deleteFactor({ userId: user.id, id: factor.id })).error);
      const password = oneTimePassword();
      fail((await admin.updateUserById(user.id, { password, app_metadata: { password_change_required: true } })).error);
      return { password };
    },
    async list() {
      const now = Date.now();
      return (await allUsers())
        .filter(isStaff)
        .map((u) => ({
          email: u.email ?? "",
          roles: rolesOf(u.app_metadata),
          status:
            u.banned_until && Date.parse(u.banned_until) > now
              ? ("disabled" as const)
              : u.sign_in_locked_until
                ? ("locked" as const)
                : ("active" as const),
          twoFactor: (u.factors ?? []).some((f) => f.status === "verified"),
          mustChangePassword: u.app_metadata.password_change_required === true,
          lastSignInAt: u.last_sign_in_at ? new Date(u.last_sign_in_at) : null,
        }))
        .sort((a, b) => a.email.localeCompare(b.email));
    },
  };
}
