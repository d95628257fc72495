/**
 * "My account": a person sees their own recent sign-ins (time, address, browser), so
 * they notice one that was not them, and nobody else's; a new password needs the current one.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { databases } from "../../../tests/support/server/databases.ts";
import { staffSessions, type StaffSessions } from "../../../tests/support/server/staff-session.ts";
import { authRequest, startAuthApp, type AuthTestApp } from "../../../tests/support/server/auth.ts";

type SignIn = { at: string; address: string | null; browser: string | null };

describe.each(databases)("my account on $name", (factory) => {
  let test: AuthTestApp;
  let me: StaffSessions;
  beforeAll(async () => {
    test = await startAuthApp(factory);
    me = await staffSessions(test.app, "me@kosmos.example", { roles: ["sales"] });
    await staffSessions(test.app, "someone.else@kosmos.example", { roles: ["sales"] });
  });
  afterAll(async () => test?.close());

  const mySignIns = async (token: string) =>
    test.app.inject({
      method: "POST",
      url: "/rest/v1/rpc/my_sign_ins",
      headers: {
        apikey: test.keys.publishableKey,
        authorization: `Bearer ${token}`,
        "content-type": "application/json",
      },
      payload: "{}",
    });

  it("lists my sign-ins newest first with the address and browser, and none of a colleague's", async () => {
    const signIn = await authRequest(test, "POST", "/token?grant_type=password", {
      body: { email: me.email, password: "correct horse battery staple" },
      headers: { "user-agent": "Mozilla/5.0 (Stranger's laptop)" },
    });
    expect(signIn.statusCode).toBe(200);
    const response = await mySignIns(me.aal2);
    expect(response.statusCode, response.body).toBe(200);
    const list = response.json() as SignIn[];
    expect(list).toHaveLength(2);
    expect(list[0]).toMatchObject({ address: "127.0.0.1", browser: "Mozilla/5.0 (Stranger's laptop)" });
    expect(Date.parse(list[0]!.at)).toBeGreaterThanOrEqual(Date.parse(list[1]!.at));
    // Signing out ends a session, not its record.
    expect((await authRequest(test, "POST", "/logout?scope=others", { token: me.aal2 })).statusCode).toBe(204);
    expect(((await mySignIns(me.aal2)).json() as SignIn[]).length).toBe(2);
  });

  it("is for staff at aal2 only", async () => {
    expect((await mySignIns(test.keys.publishableKey)).statusCode).toBe(401);
    expect((await mySignIns(me.aal1)).statusCode).not.toBe(200);
  });

  it("a session past its time-box is over at once: GET /user refuses its still-unexpired token", async () => {
    const other = await staffSessions(test.app, "timeboxed@kosmos.example", { roles: ["sales"] });
    expect((await authRequest(test, "GET", "/user", { token: other.aal2 })).statusCode).toBe(200);
    await test.app.db.asOwner((tx) =>
      tx.query("update auth.sessions set not_after = now() - interval '1 second' where user_id = $1", [other.id]),
    );
    const refused = await authRequest(test, "GET", "/user", { token: other.aal2 });
    expect([refused.statusCode, (refused.json() as { code: string }).code]).toEqual([403, "session_not_found"]);
  });
});
