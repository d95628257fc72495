/**
 * "A locked account shows in the back office, and an admin can unlock it". Someone who
 * knows a staff address can lock that account with wrong passwords; a colleague signed in at aal2
 * sees the lock on the team page (rpc/list_staff) and lifts it (rpc/unlock_staff), audited.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { databases } from "../../../tests/support/server/databases.ts";
import { staffSessions } from "../../../tests/support/server/staff-session.ts";
import { authRequest, staffAccount, startAuthApp, type AuthTestApp } from "../../../tests/support/server/auth.ts";
import { passwordKey } from "./throttle.ts";

type Listed = {
  id: string;
  email: string;
  disabled: boolean;
  two_factor: boolean;
  locked_until: string | null;
  last_sign_in_at: string | null;
};

describe.each(databases)("locked staff accounts in the back office on $name", (factory) => {
  let test: AuthTestApp;
  let admin: { aal1: string; aal2: string };
  beforeAll(async () => {
    test = await startAuthApp(factory, { throttle: { baseDelayMs: 1, maxDelayMs: 2 } });
    admin = await staffSessions(test.app, "admin@kosmos.example");
  });
  afterAll(async () => test?.close());

  const rpc = (fn: string, token: string | null, body: unknown = {}) =>
    test.app.inject({
      method: "POST",
      url: `/rest/v1/rpc/${fn}`,
      headers: {
        apikey: test.keys.publishableKey,
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        "content-type": "application/json",
      },
      payload: JSON.stringify(body),
    });
  const signIn = (email: string, password: string) =>
    authRequest(test, "POST", "/token?grant_type=password", { body: { email, password } });

  it("the database counts wrong passwords under the same key as the server", async () => {
    const { rows } = await test.app.db.asOwner((tx) =>
      tx.query<{ key: string }>("select private.password_key($1) as key", [" Mixed.Case@Kosmos.example "]),
    );
    expect(rows[0]!.key).toBe(passwordKey("mixed.case@kosmos.example"));
  });

  it("shows an account locked by wrong passwords, and a colleague's unlock lets it sign in at once", async () => {
    const victim = await staffAccount(test.app, "locked@kosmos.example");
    for (let i = 0; i < 12; i++) await signIn(victim.email, `wrong ${i}`);
    expect((await signIn(victim.email, victim.password)).statusCode).toBe(429);

    const listed = await rpc("list_staff", admin.aal2);
    expect(listed.statusCode).toBe(200);
    const team = listed.json() as Listed[];
    expect(team.find((s) => s.email === "locked@kosmos.example")).toMatchObject({
      id: victim.id,
      disabled: false,
      two_factor: false,
    });
    expect(new Date(team.find((s) => s.email === "locked@kosmos.example")!.locked_until!).getTime()).toBeGreaterThan(
      Date.now(),
    );
    expect(team.find((s) => s.email === "admin@kosmos.example")).toMatchObject({
      two_factor: true,
      locked_until: null,
    });

    // Only staff at aal2: a visitor and a password-only session get nothing.
    expect((await rpc("list_staff", null)).statusCode).not.toBe(200);
    expect((await rpc("list_staff", admin.aal1)).statusCode).not.toBe(200);
    expect((await rpc("unlock_staff", admin.aal1, { user_id: victim.id })).statusCode).not.toBe(200);
    expect((await signIn(victim.email, victim.password)).statusCode).toBe(429);

    const unlocked = await rpc("unlock_staff", admin.aal2, { user_id: victim.id });
    expect(unlocked.statusCode).toBe(200);
    expect(unlocked.json()).toBe(true);
    expect((await signIn(victim.email, victim.password)).statusCode).toBe(200);
    expect(
      ((await rpc("list_staff", admin.aal2)).json() as Listed[]).find((s) => s.id === victim.id)!.locked_until,
    ).toBeNull();

    const { rows } = await test.app.db.asOwner((tx) =>
      tx.query<{ actor_email: string; target_id: string }>(
        "select actor_email, target_id from public.audit_log where action = 'staff_unlock'",
        [],
      ),
    );
    expect(rows).toEqual([{ actor_email: "admin@kosmos.example", target_id: victim.id }]);
    expect((await rpc("unlock_staff", admin.aal2, { user_id: crypto.randomUUID() })).statusCode).toBe(400);
  });
});
