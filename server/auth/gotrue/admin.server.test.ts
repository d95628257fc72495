/**
 * GoTrue's admin API is the install's secret key's alone: the publishable key and staff
 * sessions, however strong, are refused as GoTrue refuses them (403 not_admin).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { json } from "../../../tests/support/server/api.ts";
import { databases } from "../../../tests/support/server/databases.ts";
import { banUntil } from "./admin.ts";
import { authRequest, staffAccount, startAuthApp, type AuthTestApp } from "../../../tests/support/server/auth.ts";

describe.each(databases)("the admin API on $name", (factory) => {
  let test: AuthTestApp;
  beforeAll(async () => {
    test = await startAuthApp(factory);
  });
  afterAll(async () => test?.close());

  it("answers the secret key, and refuses the publishable key and a staff session", async () => {
    const staff = await staffAccount(test.app, "admin-api@kosmos.example");
    const session = json<{ access_token: string }>(
      await authRequest(test, "POST", "/token?grant_type=password", {
        body: { email: staff.email, password: staff.password },
      }),
    );
    const anonymous = await authRequest(test, "GET", "/admin/users");
    expect(anonymous.statusCode).toBe(403);
    expect(json<{ code: string }>(anonymous).code).toBe("not_admin");
    const asStaff = await authRequest(test, "PUT", `/admin/users/${staff.id}`, {
      token: session.access_token,
      body: { app_metadata: { role: "owner" } },
    });
    expect(asStaff.statusCode).toBe(403);

    const secret = test.keys.secretKey;
    const listed = await authRequest(test, "GET", "/admin/users", { apikey: secret, token: secret });
    expect(listed.statusCode).toBe(200);
    expect(listed.headers["x-total-count"]).toBe("1");
    expect(json<{ users: { email: string }[] }>(listed).users.map((u) => u.email)).toEqual([staff.email]);
  });

  it("refuses a second account with the same address, and a malformed ban", async () => {
    const secret = test.keys.secretKey;
    const body = { email: "twice@kosmos.example", password: "a long enough password", email_confirm: true };
    expect((await authRequest(test, "POST", "/admin/users", { apikey: secret, token: secret, body })).statusCode).toBe(
      200,
    );
    const again = await authRequest(test, "POST", "/admin/users", { apikey: secret, token: secret, body });
    expect(again.statusCode).toBe(422);
    expect(json<{ code: string }>(again).code).toBe("email_exists");
    const id = json<{ users: { id: string; email: string }[] }>(
      await authRequest(test, "GET", "/admin/users", { apikey: secret, token: secret }),
    ).users.find((u) => u.email === "twice@kosmos.example")!.id;
    const bad = await authRequest(test, "PUT", `/admin/users/${id}`, {
      apikey: secret,
      token: secret,
      body: { ban_duration: "forever" },
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe("ban_duration", () => {
  it("reads Go durations and none", () => {
    expect(banUntil("none")).toBeNull();
    expect(banUntil("1h30m", 0)?.getTime()).toBe(5_400_000);
    expect(banUntil("876000h", 0)?.getTime()).toBe(876_000 * 3_600_000);
  });
});
