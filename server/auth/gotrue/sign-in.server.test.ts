/**
 * /auth/v1 on the wire, as auth-js calls it (../shared/reference/supabase-auth-wire.md): sign-in,
 * TOTP enrolment and verification, refresh rotation and sign-out, with GoTrue's answers.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../app.ts";
import { json } from "../../../tests/support/server/api.ts";
import { databases } from "../../../tests/support/server/databases.ts";
import {
  authRequest,
  staffAccount,
  startAuthApp,
  totpCode,
  type AuthTestApp,
} from "../../../tests/support/server/auth.ts";

type Session = {
  access_token: string;
  refresh_token: string;
  expires_in: number;
  expires_at: number;
  token_type: string;
  user: { id: string; factors: { id: string; status: string }[] };
};

const decode = (token: string) =>
  JSON.parse(Buffer.from(token.split(".")[1]!, "base64url").toString()) as Record<string, unknown>;
const header = (token: string) =>
  JSON.parse(Buffer.from(token.split(".")[0]!, "base64url").toString()) as Record<string, unknown>;

describe.each(databases)("staff sign-in on $name", (factory) => {
  let test: AuthTestApp;
  let staff: { id: string; email: string; password: string };

  beforeAll(async () => {
    test = await startAuthApp(factory);
    staff = await staffAccount(test.app, "ada@kosmos.example");
  });
  afterAll(async () => test?.close());

  const signIn = async (email = staff.email, password = staff.password) =>
    authRequest(test, "POST", "/token?grant_type=password", { body: { email, password, gotrue_meta_security: {} } });

  it("signs in with a password: a whole aal1 session, an ES256 token with GoTrue's claims", async () => {
    const response = await signIn();
    expect(response.statusCode).toBe(200);
    expect(response.headers["x-supabase-api-version"]).toBe("2024-01-01");
    expect(response.headers["cache-control"]).toBe("no-store");
    const session = json<Session>(response);
    expect(session).toMatchObject({ token_type: "bearer", expires_in: 3600, user: { id: staff.id, factors: [] } });
    expect(session.refresh_token.length).toBeGreaterThan(20);
    expect(header(session.access_token)).toMatchObject({ alg: "ES256", kid: test.keys.signing.kid });
    const claims = decode(session.access_token);
    expect(claims).toMatchObject({
      iss: "http://localhost:3000/auth/v1",
      sub: staff.id,
      aud: "authenticated",
      email: staff.email,
      role: "authenticated",
      aal: "aal1",
      is_anonymous: false,
      app_metadata: { role: "staff" },
    });
    expect(claims.amr).toEqual([{ method: "password", timestamp: expect.any(Number) }]);
    expect(Number(claims.exp) - Number(claims.iat)).toBe(3600);
    expect(session.expires_at).toBe(claims.exp);
  });

  it("enrols a TOTP factor, verifies a code and reaches aal2", async () => {
    const first = json<Session>(await signIn());
    const enrolled = await authRequest(test, "POST", "/factors", {
      token: first.access_token,
      body: { friendly_name: "Phone", factor_type: "totp", issuer: "Kosmos" },
    });
    expect(enrolled.statusCode).toBe(200);
    const factor = json<{ id: string; type: string; totp: { qr_code: string; secret: string; uri: string } }>(enrolled);
    expect(factor.type).toBe("totp");
    expect(factor.totp.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(factor.totp.uri).toContain("otpauth://totp/Kosmos:ada%40kosmos.example?");
    expect(factor.totp.qr_code.startsWith("<svg")).toBe(true);
    expect(factor.totp.qr_code).not.toMatch(/[#%]/);

    const challenge = json<{ id: string; type: string; expires_at: number }>(
      await authRequest(test, "POST", `/factors/${factor.id}/challenge`, { token: first.access_token, body: {} }),
    );
    expect(challenge.type).toBe("totp");
    expect(challenge.expires_at - Date.now() / 1000).toBeGreaterThan(290);
    const verified = await authRequest(test, "POST", `/factors/${factor.id}/verify`, {
      token: first.access_token,
      body: { challenge_id: challenge.id, code: totpCode(factor.totp.secret) },
    });
    expect(verified.statusCode).toBe(200);
    const raised = json<Session>(verified);
    const claims = decode(raised.access_token);
    expect(claims.aal).toBe("aal2");
    expect((claims.amr as { method: string }[]).map((a) => a.method)).toEqual(["totp", "password"]);
    expect(claims.session_id).toBe(decode(first.access_token).session_id);
    expect(raised.user.factors).toEqual([expect.objectContaining({ id: factor.id, status: "verified" })]);
  });

  it("answers GoTrue's error shape for a wrong password", async () => {
    const response = await signIn(staff.email, "not the password at all");
    expect(response.statusCode).toBe(400);
    expect(response.headers["x-sb-error-code"]).toBe("invalid_credentials");
    expect(json(response)).toEqual({ code: "invalid_credentials", message: "Invalid login credentials" });
  });

  it("keeps sessions across a restart (they live in the database, signed with the install's key)", async () => {
    const before = json<Session>(await signIn());
    await test.app.close();
    test.app = await buildApp({ config: test.database.config, serveSite: false });
    await test.app.ready();
    test.keys = test.app.installKeys;
    expect((await authRequest(test, "GET", "/user", { token: before.access_token })).statusCode).toBe(200);
    const refreshed = await authRequest(test, "POST", "/token?grant_type=refresh_token", {
      body: { refresh_token: before.refresh_token },
    });
    expect(refreshed.statusCode).toBe(200);
  });

  it("publishes the public signing keys", async () => {
    const response = await test.app.inject({ method: "GET", url: "/auth/v1/.well-known/jwks.json" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("public, max-age=600");
    const { keys } = json<{ keys: Record<string, unknown>[] }>(response);
    expect(keys).toEqual([expect.objectContaining({ kid: test.keys.signing.kid, alg: "ES256", kty: "EC" })]);
    expect(keys[0]).not.toHaveProperty("d");
  });
});
