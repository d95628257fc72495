/**
 * The team page's writes: database functions only an admin may call, so that they work
 * the same on PGlite, PostgreSQL and a hosted project. An admin invites a colleague (a one-time
 * password shown once), changes roles, disables and enables, resets two-factor and the password;
 * the last admin can be neither demoted nor disabled; every change is in the audit log.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { databases } from "../../../tests/support/server/databases.ts";
import { staffSessions, type StaffSessions } from "../../../tests/support/server/staff-session.ts";
import { authRequest, startAuthApp, type AuthTestApp } from "../../../tests/support/server/auth.ts";

type Listed = {
  id: string;
  email: string;
  roles: string[];
  disabled: boolean;
  two_factor: boolean;
  must_change_password: boolean;
};

describe.each(databases)("the team, changed from the back office on $name", (factory) => {
  let test: AuthTestApp;
  let admin: StaffSessions;
  beforeAll(async () => {
    test = await startAuthApp(factory, { throttle: { baseDelayMs: 1, maxDelayMs: 2 } });
    admin = await staffSessions(test.app, "boss@kosmos.example");
  });
  afterAll(async () => test?.close());

  const rpc = (fn: string, token: string, body: unknown = {}) =>
    test.app.inject({
      method: "POST",
      url: `/rest/v1/rpc/${fn}`,
      headers: {
        apikey: test.keys.publishableKey,
        authorization: `Bearer ${token}`,
        "content-type": "application/json",
      },
      payload: JSON.stringify(body),
    });
  const signIn = (email: string, password: string) =>
    authRequest(test, "POST", "/token?grant_type=password", { body: { email, password } });
  const team = async () => (await rpc("list_staff", admin.aal2)).json() as Listed[];
  const audit = async (target: string) =>
    (
      await test.app.db.asOwner((tx) =>
        tx.query<{ action: string; actor_email: string; details: Record<string, unknown> }>(
          "select action, actor_email, details from public.audit_log where target_id = $1 and action like 'staff_%' order by id",
          [target],
        ),
      )
    ).rows;

  it("invites a colleague with roles: a one-time password shown once signs in, must be changed, and the invite is audited", async () => {
    const invited = await rpc("invite_staff", admin.aal2, {
      email: " Rita.Recruiter@Kosmos.example ",
      roles: ["careers", "careers"],
    });
    expect(invited.statusCode, invited.body).toBe(200);
    const made = invited.json() as { id: string; email: string; roles: string[]; password: string };
    expect(made).toMatchObject({ email: "rita.recruiter@kosmos.example", roles: ["careers"] });
    expect(made.password).toMatch(/^[a-km-zA-HJ-NP-Z2-9]{20}$/);

    const session = await signIn("rita.recruiter@kosmos.example", made.password);
    expect(session.statusCode).toBe(200);
    expect((session.json() as { user: { app_metadata: Record<string, unknown> } }).user.app_metadata).toMatchObject({
      role: "staff",
      roles: ["careers"],
      password_change_required: true,
    });
    expect((await team()).find((s) => s.id === made.id)).toMatchObject({
      roles: ["careers"],
      disabled: false,
      two_factor: false,
      must_change_password: true,
    });
    // Nothing readable is kept: the hash is bcrypt, as GoTrue's.
    const { rows } = await test.app.db.asOwner((tx) =>
      tx.query<{ hash: string }>("select encrypted_password as hash from auth.users where id = $1", [made.id]),
    );
    expect(rows[0]!.hash).toMatch(/^\$2[ab]\$10\$/);
    expect(await audit(made.id)).toEqual([
      { action: "staff_invite", actor_email: "boss@kosmos.example", details: { roles: ["careers"], by_mail: false } },
    ]);

    expect(
      (await rpc("invite_staff", admin.aal2, { email: "rita.recruiter@kosmos.example", roles: ["sales"] })).json(),
    ).toMatchObject({
      message: "That address already has an account",
    });
    expect((await rpc("invite_staff", admin.aal2, { email: "x@kosmos.example", roles: [] })).json()).toMatchObject({
      message: "Choose at least one role",
    });
    expect(
      (await rpc("invite_staff", admin.aal2, { email: "x@kosmos.example", roles: ["owner"] })).json(),
    ).toMatchObject({
      message: "Unknown role: use admin, sales, careers, labs or editor",
    });
    expect((await rpc("invite_staff", admin.aal2, { email: "not an address", roles: ["sales"] })).statusCode).toBe(400);
  });

  it("changes a colleague's roles at their next request, not when their token expires", async () => {
    const colleague = await staffSessions(test.app, "sam.sales@kosmos.example", { roles: ["sales"] });
    const myRoles = async () => (await rpc("my_roles", colleague.aal2)).json() as string[];
    expect(await myRoles()).toEqual(["sales"]);
    const changed = await rpc("set_staff_roles", admin.aal2, { user_id: colleague.id, roles: ["labs", "sales"] });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(await myRoles()).toEqual(["labs", "sales"]);
    expect(await audit(colleague.id)).toEqual([
      {
        action: "staff_roles",
        actor_email: "boss@kosmos.example",
        details: { before: ["sales"], after: ["labs", "sales"] },
      },
    ]);
    // Only an admin changes the team: a colleague cannot give themself more.
    expect(
      (await rpc("set_staff_roles", colleague.aal2, { user_id: colleague.id, roles: ["admin"] })).json(),
    ).toMatchObject({
      message: "Not available to your role",
    });
    expect(await myRoles()).toEqual(["labs", "sales"]);
  });

  it("disables a colleague: their open session is refused at its next request; enabling lets them sign in again", async () => {
    const colleague = await staffSessions(test.app, "dora.disabled@kosmos.example", { roles: ["labs"] });
    expect((await rpc("my_roles", colleague.aal2)).json()).toEqual(["labs"]);
    expect((await rpc("set_staff_disabled", admin.aal2, { user_id: colleague.id, disabled: true })).statusCode).toBe(
      204,
    );
    expect((await rpc("my_roles", colleague.aal2)).json()).toEqual([]);
    expect((await rpc("search_inbox", colleague.aal2, { term: "a" })).statusCode).toBe(403);
    expect((await signIn(colleague.email, "correct horse battery staple")).statusCode).toBe(400);
    expect((await team()).find((s) => s.id === colleague.id)!.disabled).toBe(true);

    expect((await rpc("set_staff_disabled", admin.aal2, { user_id: colleague.id, disabled: false })).statusCode).toBe(
      204,
    );
    expect((await signIn(colleague.email, "correct horse battery staple")).statusCode).toBe(200);
    expect((await audit(colleague.id)).map((e) => e.action)).toEqual(["staff_disable", "staff_enable"]);
  });

  it("resets a colleague's two-factor and password: factors gone, signed out, a new one-time password", async () => {
    const colleague = await staffSessions(test.app, "lost.phone@kosmos.example", { roles: ["editor"] });
    const reset = await rpc("reset_staff_two_factor", admin.aal2, { user_id: colleague.id });
    expect(reset.statusCode, reset.body).toBe(200);
    const password = reset.json() as string;
    expect((await rpc("my_roles", colleague.aal2)).json()).toEqual([]);
    expect((await signIn(colleague.email, "correct horse battery staple")).statusCode).toBe(400);
    const fresh = (await signIn(colleague.email, password)).json() as {
      user: { factors?: unknown[]; app_metadata: Record<string, unknown> };
    };
    expect(fresh.user.factors ?? []).toEqual([]);
    expect(fresh.user.app_metadata.password_change_required).toBe(true);

    const again = (await rpc("reset_staff_password", admin.aal2, { user_id: colleague.id })).json() as string;
    expect(again).not.toBe(password);
    expect((await signIn(colleague.email, password)).statusCode).toBe(400);
    expect((await signIn(colleague.email, again)).statusCode).toBe(200);
    expect((await audit(colleague.id)).map((e) => e.action)).toEqual(["staff_reset_2fa", "staff_reset_password"]);
  });

  it("the last admin can be neither demoted nor disabled; with a second admin, either can step down", async () => {
    // The other admins made by earlier tests are not admins: boss is the only one.
    const only = await rpc("set_staff_roles", admin.aal2, { user_id: admin.id, roles: ["sales"] });
    expect([only.statusCode, (only.json() as { message: string }).message]).toEqual([
      400,
      "The last admin cannot be demoted",
    ]);
    const disable = await rpc("set_staff_disabled", admin.aal2, { user_id: admin.id, disabled: true });
    expect((disable.json() as { message: string }).message).toBe("The last admin cannot be disabled");
    expect((await rpc("my_roles", admin.aal2)).json()).toEqual(["admin"]);

    const second = await staffSessions(test.app, "second.admin@kosmos.example", { roles: ["admin"] });
    expect(
      (await rpc("set_staff_roles", admin.aal2, { user_id: admin.id, roles: ["admin", "editor"] })).statusCode,
    ).toBe(200);
    expect((await rpc("set_staff_roles", second.aal2, { user_id: second.id, roles: ["sales"] })).statusCode).toBe(200);
    expect((await rpc("set_staff_roles", admin.aal2, { user_id: admin.id, roles: ["editor"] })).json()).toMatchObject({
      message: "The last admin cannot be demoted",
    });
  });

  it("a visitor and a password-only session cannot call any of it", async () => {
    const someone = (await rpc("list_staff", admin.aal2)).json() as Listed[];
    const target = someone[0]!.id;
    for (const [fn, body] of [
      ["invite_staff", { email: "mallory@kosmos.example", roles: ["admin"] }],
      ["set_staff_roles", { user_id: target, roles: ["admin"] }],
      ["set_staff_disabled", { user_id: target, disabled: true }],
      ["reset_staff_two_factor", { user_id: target }],
      ["reset_staff_password", { user_id: target }],
    ] as const) {
      expect((await rpc(fn, test.keys.publishableKey, body)).statusCode, fn).toBe(401);
      expect((await rpc(fn, admin.aal1, body)).statusCode, fn).not.toBe(200);
      expect((await rpc(fn, admin.aal1, body)).statusCode, fn).not.toBe(204);
    }
    expect((await team()).find((s) => s.email === "mallory@kosmos.example")).toBeUndefined();
  });
});
