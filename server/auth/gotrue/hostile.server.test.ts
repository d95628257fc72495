/**
 * Attacks on staff sign-in, each refused with GoTrue's answer: guessed passwords and codes,
 * replayed codes, challenges and refresh tokens, forged and expired tokens, and sessions that
 * are not staff at aal2 trying to read what visitors sent.
 */
import { decodeJwt, generateKeyPair, SignJWT } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { json } from "../../../tests/support/server/api.ts";
import { databases } from "../../../tests/support/server/databases.ts";
import { contact } from "../../../tests/support/server/submissions.ts";
import {
  authRequest,
  staffAccount,
  startAuthApp,
  totpCode,
  type AuthTestApp,
} from "../../../tests/support/server/auth.ts";

type Session = { access_token: string; refresh_token: string; user: { id: string } };
type Enrolled = { id: string; totp: { secret: string } };

const THROTTLE = { slowAfter: 3, baseDelayMs: 20, maxDelayMs: 80, lockAfter: 6, lockSeconds: 120, windowSeconds: 600 };

describe.each(databases)("hostile sign-ins on $name", (factory) => {
  let test: AuthTestApp;
  let staff: { id: string; email: string; password: string };

  beforeAll(async () => {
    test = await startAuthApp(factory, { throttle: THROTTLE, limits: { tokenPerFiveMinutes: 150, mfaPerMinute: 100 } });
    staff = await staffAccount(test.app, "mallory-target@kosmos.example");
    const { name, email, inquiry_type, message } = contact();
    await test.app.db.asOwner((tx) =>
      tx.query(`insert into public.contact_submissions (name, email, inquiry_type, message) values ($1, $2, $3, $4)`, [
        name,
        email,
        inquiry_type,
        message,
      ]),
    );
  });
  afterAll(async () => test?.close());

  const forgetFailures = () => test.app.db.asOwner((tx) => tx.query("delete from auth.sign_in_failures"));
  const signIn = (email: string, password: string, remoteAddress?: string) =>
    test.app.inject({
      method: "POST",
      url: "/auth/v1/token?grant_type=password",
      remoteAddress,
      headers: {
        apikey: test.keys.publishableKey,
        "x-supabase-api-version": "2024-01-01",
        "content-type": "application/json",
      },
      payload: JSON.stringify({ email, password }),
    });
  const session = async (email = staff.email, password = staff.password) => {
    const response = await signIn(email, password);
    expect(response.statusCode, response.body).toBe(200);
    return json<Session>(response);
  };
  const enrol = async (token: string) =>
    json<Enrolled>(
      await authRequest(test, "POST", "/factors", {
        token,
        body: { factor_type: "totp", friendly_name: `f${Math.random()}` },
      }),
    );
  const challenge = async (token: string, factorId: string, remoteAddress?: string) =>
    json<{ id: string }>(
      await test.app.inject({
        method: "POST",
        url: `/auth/v1/factors/${factorId}/challenge`,
        remoteAddress,
        headers: {
          apikey: test.keys.publishableKey,
          authorization: `Bearer ${token}`,
          "x-supabase-api-version": "2024-01-01",
        },
      }),
    );
  const verify = (token: string, factorId: string, challengeId: string, code: string) =>
    authRequest(test, "POST", `/factors/${factorId}/verify`, { token, body: { challenge_id: challengeId, code } });
  const readInbox = (token: string) =>
    test.app.inject({
      method: "GET",
      url: "/rest/v1/contact_submissions?select=name",
      headers: { apikey: test.keys.publishableKey, authorization: `Bearer ${token}` },
    });
  const errorOf = (response: { statusCode: number; body: string; headers: Record<string, unknown> }) => ({
    status: response.statusCode,
    code: json<{ code: string }>(response as never).code,
    header: response.headers["x-sb-error-code"],
  });

  /** A staff session at aal2, with its factor. */
  async function aal2(email = staff.email, password = staff.password) {
    // One verified factor per test: enrolling another would need aal2 already.
    await test.app.db.asOwner((tx) =>
      tx.query(`delete from auth.mfa_factors where user_id = (select id from auth.users where email = $1)`, [email]),
    );
    const first = await session(email, password);
    const factor = await enrol(first.access_token);
    const made = await challenge(first.access_token, factor.id);
    const verified = await verify(first.access_token, factor.id, made.id, totpCode(factor.totp.secret));
    expect(verified.statusCode, verified.body).toBe(200);
    return { ...json<Session>(verified), factor };
  }

  describe("passwords", () => {
    it("refuses a wrong password, and an unknown address with the same answer", async () => {
      await forgetFailures();
      const wrong = await signIn(staff.email, "wrong password, long enough");
      const unknown = await signIn("nobody@kosmos.example", "wrong password, long enough");
      expect(errorOf(wrong)).toEqual({ status: 400, code: "invalid_credentials", header: "invalid_credentials" });
      expect(wrong.body).toBe(unknown.body);
      expect(errorOf(unknown)).toEqual(errorOf(wrong));
    });

    it("takes about as long for an unknown address as for a wrong password (one bcrypt either way)", async () => {
      const timed = async (email: string) => {
        await forgetFailures();
        const start = performance.now();
        await signIn(email, "wrong password, long enough");
        return performance.now() - start;
      };
      const median = (xs: number[]) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
      const known: number[] = [];
      const unknown: number[] = [];
      for (let i = 0; i < 7; i++) {
        known.push(await timed(staff.email));
        unknown.push(await timed(`nobody-${i}@kosmos.example`));
      }
      const ratio = median(unknown) / median(known);
      // A skipped bcrypt would make the unknown address ten times faster or more; the band is wide
      // because the machine running the tests may be busy with other work.
      expect(ratio).toBeGreaterThan(0.4);
      expect(ratio).toBeLessThan(2.5);
    });

    it("slows down, then locks an account after repeated failures, known or not, right password included", async () => {
      await forgetFailures();
      for (const email of [staff.email, "ghost@kosmos.example"]) {
        for (let i = 0; i < THROTTLE.lockAfter; i++)
          expect((await signIn(email, `guess number ${i} of many`)).statusCode).toBe(400);
        const locked = await signIn(email, staff.password);
        expect(errorOf(locked)).toEqual({
          status: 429,
          code: "over_request_rate_limit",
          header: "over_request_rate_limit",
        });
        expect(Number(locked.headers["retry-after"])).toBeGreaterThan(60);
      }
      expect(json<{ message: string }>(await signIn(staff.email, staff.password)).message).toBe(
        json<{ message: string }>(await signIn("ghost@kosmos.example", "x".repeat(12))).message,
      );
      await forgetFailures();
      expect((await signIn(staff.email, staff.password)).statusCode).toBe(200);
    });

    it("refuses a body of the wrong shape as GoTrue's decoder does, and never takes a number for an address", async () => {
      await forgetFailures();
      for (const body of [
        { email: 123456, password: staff.password },
        { email: staff.email, password: ["a", "b"] },
        { email: { $ne: "" }, password: "x" },
      ]) {
        const response = await authRequest(test, "POST", "/token?grant_type=password", { body });
        expect(errorOf(response), JSON.stringify(body)).toMatchObject({ status: 400, code: "bad_json" });
      }
      const session = json<{ access_token: string }>(await signIn(staff.email, staff.password));
      const enrol = await authRequest(test, "POST", "/factors", {
        token: session.access_token,
        body: { factor_type: "totp", issuer: 42 },
      });
      expect(errorOf(enrol)).toMatchObject({ status: 400, code: "bad_json" });
      // A null is what Go decodes as an empty string: supabase-js's updateUser sends code_challenge: null.
      const nulls = await authRequest(test, "PUT", "/user", {
        token: session.access_token,
        body: { code_challenge: null, code_challenge_method: null },
      });
      expect(nulls.statusCode, nulls.body).toBe(200);
    });

    it("limits /token and challenge/verify per client address (429 over_request_rate_limit)", async () => {
      const limited = await startAuthApp(factory, { limits: { tokenPerFiveMinutes: 3, mfaPerMinute: 2 } });
      try {
        const token = () =>
          limited.app.inject({
            method: "POST",
            url: "/auth/v1/token?grant_type=nonsense",
            remoteAddress: "203.0.113.7",
            headers: { apikey: limited.keys.publishableKey, "x-supabase-api-version": "2024-01-01" },
          });
        for (let i = 0; i < 3; i++) expect((await token()).statusCode).toBe(400);
        expect(errorOf(await token())).toEqual({
          status: 429,
          code: "over_request_rate_limit",
          header: "over_request_rate_limit",
        });
        // Challenge and verify share their own counter; another address is not affected.
        const mfa = (step: "challenge" | "verify", remoteAddress = "203.0.113.7") =>
          limited.app.inject({
            method: "POST",
            url: `/auth/v1/factors/${crypto.randomUUID()}/${step}`,
            remoteAddress,
            headers: { apikey: limited.keys.publishableKey, "x-supabase-api-version": "2024-01-01" },
          });
        expect((await mfa("challenge")).statusCode).toBe(401);
        expect((await mfa("verify")).statusCode).toBe(401);
        expect(errorOf(await mfa("challenge")).status).toBe(429);
        expect((await mfa("verify", "203.0.113.8")).statusCode).toBe(401);
      } finally {
        await limited.close();
      }
    });

    it("refuses a new password that is short or common, and one without aal2 once a factor is verified", async () => {
      await forgetFailures();
      const user = await staffAccount(test.app, "pw-change@kosmos.example");
      const first = await session(user.email, user.password);
      let current = user.password;
      const put = (
        password: string,
        token = first.access_token,
        body: Record<string, unknown> = { current_password: current },
      ) => authRequest(test, "PUT", "/user", { token, body: { password, ...body } });
      // The current password, as GoTrue asks for it: missing, then wrong, each refused with its code.
      expect(json(await put("a quiet harbour at dusk", first.access_token, {}))).toMatchObject({
        code: "current_password_required",
      });
      expect(
        json(await put("a quiet harbour at dusk", first.access_token, { current_password: "not it at all" })),
      ).toMatchObject({
        code: "current_password_invalid",
      });
      expect(json(await put("short1!"))).toEqual({
        code: "weak_password",
        message: expect.any(String),
        weak_password: { reasons: ["length"] },
      });
      expect(json(await put("password1234"))).toMatchObject({
        code: "weak_password",
        weak_password: { reasons: ["pwned"] },
      });
      expect(json(await put("qwertyqwerty"))).toMatchObject({
        code: "weak_password",
        weak_password: { reasons: ["pwned"] },
      });
      expect(json(await put("starwars2024!!"))).toMatchObject({
        code: "weak_password",
        weak_password: { reasons: ["pwned"] },
      });
      expect((await put("a quiet harbour at dusk")).statusCode).toBe(200);
      current = "a quiet harbour at dusk";
      const raised = await aal2(user.email, "a quiet harbour at dusk");
      const again = await session(user.email, "a quiet harbour at dusk");
      expect(errorOf(await put("another long passphrase", again.access_token))).toMatchObject({
        status: 401,
        code: "insufficient_aal",
      });
      expect((await put("another long passphrase", raised.access_token)).statusCode).toBe(200);
    });
  });

  describe("TOTP", () => {
    it("refuses a wrong code, a reused code and an expired code", async () => {
      const first = await session();
      const factor = await enrol(first.access_token);
      const c1 = await challenge(first.access_token, factor.id);
      const wrong = String((Number(totpCode(factor.totp.secret)) + 1) % 1_000_000).padStart(6, "0");
      expect(errorOf(await verify(first.access_token, factor.id, c1.id, wrong))).toEqual({
        status: 422,
        code: "mfa_verification_failed",
        header: "mfa_verification_failed",
      });
      const expired = totpCode(factor.totp.secret, Date.now() - 90_000);
      expect(errorOf(await verify(first.access_token, factor.id, c1.id, expired)).code).toBe("mfa_verification_failed");
      const code = totpCode(factor.totp.secret);
      const ok = await verify(first.access_token, factor.id, c1.id, code);
      expect(ok.statusCode).toBe(200);
      const token = json<Session>(ok).access_token;
      const c2 = await challenge(token, factor.id);
      expect(errorOf(await verify(token, factor.id, c2.id, code)).code).toBe("mfa_verification_failed");
      await authRequest(test, "DELETE", `/factors/${factor.id}`, { token });
    });

    it("takes one code once even when it is sent on two challenges at the same moment", async () => {
      const first = await session();
      const factor = await enrol(first.access_token);
      const [a, b] = [await challenge(first.access_token, factor.id), await challenge(first.access_token, factor.id)];
      const code = totpCode(factor.totp.secret);
      const answers = await Promise.all([a, b].map((c) => verify(first.access_token, factor.id, c.id, code)));
      expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 422]);
      const token = json<Session>(answers.find((r) => r.statusCode === 200)!).access_token;
      await authRequest(test, "DELETE", `/factors/${factor.id}`, { token });
    });

    it("verifies a challenge once, from the address that asked for it, within five minutes", async () => {
      const first = await session();
      const factor = await enrol(first.access_token);
      const elsewhere = await challenge(first.access_token, factor.id, "198.51.100.4");
      expect(
        errorOf(await verify(first.access_token, factor.id, elsewhere.id, totpCode(factor.totp.secret))).code,
      ).toBe("mfa_ip_address_mismatch");

      const old = await challenge(first.access_token, factor.id);
      await test.app.db.asOwner((tx) =>
        tx.query(`update auth.mfa_challenges set created_at = now() - interval '301 seconds' where id = $1`, [old.id]),
      );
      expect(errorOf(await verify(first.access_token, factor.id, old.id, totpCode(factor.totp.secret))).code).toBe(
        "mfa_challenge_expired",
      );

      const once = await challenge(first.access_token, factor.id);
      const ok = await verify(first.access_token, factor.id, once.id, totpCode(factor.totp.secret));
      expect(ok.statusCode).toBe(200);
      const token = json<Session>(ok).access_token;
      const twice = await verify(token, factor.id, once.id, totpCode(factor.totp.secret, Date.now() + 30_000));
      expect(errorOf(twice)).toMatchObject({ status: 422, code: "mfa_ip_address_mismatch" });
      await authRequest(test, "DELETE", `/factors/${factor.id}`, { token });
    });

    it("locks a factor after repeated wrong codes", async () => {
      await forgetFailures();
      const first = await session();
      const factor = await enrol(first.access_token);
      const made = await challenge(first.access_token, factor.id);
      for (let i = 0; i < THROTTLE.lockAfter; i++) await verify(first.access_token, factor.id, made.id, "000000");
      const locked = await verify(first.access_token, factor.id, made.id, totpCode(factor.totp.secret));
      expect(errorOf(locked)).toMatchObject({ status: 429, code: "over_request_rate_limit" });
      await authRequest(test, "DELETE", `/factors/${factor.id}`, { token: first.access_token });
      await forgetFailures();
    });

    it("purges factors left unverified for five minutes, and removes a verified one only at aal2", async () => {
      const first = await session();
      const stale = await enrol(first.access_token);
      await test.app.db.asOwner((tx) =>
        tx.query(`update auth.mfa_factors set created_at = now() - interval '301 seconds' where id = $1`, [stale.id]),
      );
      expect(
        errorOf(
          await authRequest(test, "POST", `/factors/${stale.id}/challenge`, { token: first.access_token, body: {} }),
        ),
      ).toMatchObject({
        status: 404,
        code: "mfa_factor_not_found",
      });
      const raised = await aal2();
      const aal1 = await session();
      expect(
        errorOf(await authRequest(test, "DELETE", `/factors/${raised.factor.id}`, { token: aal1.access_token })),
      ).toMatchObject({
        status: 422,
        code: "insufficient_aal",
      });
      expect(
        json(await authRequest(test, "DELETE", `/factors/${raised.factor.id}`, { token: raised.access_token })),
      ).toEqual({ id: raised.factor.id });
    });
  });

  describe("sessions", () => {
    it("rotates refresh tokens; a reused one signs the session out", async () => {
      const first = await session();
      const refresh = (token: string) =>
        authRequest(test, "POST", "/token?grant_type=refresh_token", { body: { refresh_token: token } });
      const second = json<Session>(await refresh(first.refresh_token));
      expect(second.refresh_token).not.toBe(first.refresh_token);
      // Within GoTrue's reuse interval (a client that lost the answer), the old one still works once more.
      expect((await refresh(first.refresh_token)).statusCode).toBe(200);
      await test.app.db.asOwner((tx) =>
        tx.query(`update auth.refresh_tokens set updated_at = now() - interval '11 seconds' where revoked`),
      );
      expect(errorOf(await refresh(first.refresh_token))).toEqual({
        status: 400,
        code: "refresh_token_already_used",
        header: "refresh_token_already_used",
      });
      // The whole session is gone: its newest refresh token and its access token with it.
      expect(errorOf(await refresh(second.refresh_token)).code).toBe("refresh_token_not_found");
      expect(errorOf(await authRequest(test, "GET", "/user", { token: second.access_token }))).toMatchObject({
        status: 403,
        code: "session_not_found",
      });
      expect(errorOf(await refresh("not-a-refresh-token")).code).toBe("refresh_token_not_found");
    });

    it("signs out this session, the others, or all", async () => {
      const a = await session();
      const b = await session();
      const c = await session();
      const user = (s: Session) => authRequest(test, "GET", "/user", { token: s.access_token });
      expect((await authRequest(test, "POST", "/logout?scope=others", { token: a.access_token })).statusCode).toBe(204);
      expect((await user(a)).statusCode).toBe(200);
      expect((await user(b)).statusCode).toBe(403);
      expect((await user(c)).statusCode).toBe(403);
      expect((await authRequest(test, "POST", "/logout?scope=local", { token: a.access_token })).statusCode).toBe(204);
      expect(errorOf(await user(a)).code).toBe("session_not_found");
    });

    it("needs the API key", async () => {
      const response = await authRequest(test, "POST", "/token?grant_type=password", {
        apikey: null,
        body: { email: staff.email, password: staff.password },
      });
      expect(response.statusCode).toBe(401);
    });
  });

  describe("tokens", () => {
    async function variants() {
      const real = await aal2();
      const claims = decodeJwt(real.access_token);
      const [h, p] = real.access_token.split(".");
      const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");
      const { privateKey } = await generateKeyPair("ES256");
      const publicJwk = test.keys.jwks().keys[0]!;
      return {
        real,
        otherKey: await new SignJWT(claims)
          .setProtectedHeader({ alg: "ES256", kid: test.keys.signing.kid })
          .sign(privateKey),
        algNone: `${b64({ alg: "none", typ: "JWT" })}.${p}.`,
        hs256WithPublicKey: await new SignJWT(claims)
          .setProtectedHeader({ alg: "HS256", kid: test.keys.signing.kid })
          .sign(new TextEncoder().encode(JSON.stringify(publicJwk))),
        expired: await new SignJWT({
          ...claims,
          exp: Math.floor(Date.now() / 1000) - 10,
          iat: Math.floor(Date.now() / 1000) - 3610,
        })
          .setProtectedHeader({ alg: "ES256", kid: test.keys.signing.kid })
          .sign(test.keys.signing.privateKey),
        forgedRole: `${h}.${b64({ ...claims, role: "service_role" })}.${real.access_token.split(".")[2]}`,
      };
    }

    it("refuses tokens signed by another key, alg none, HS256 with the public key as secret, expired, or with a forged role", async () => {
      const tokens = await variants();
      expect((await readInbox(tokens.real.access_token)).statusCode).toBe(200);
      for (const [name, token] of Object.entries(tokens)) {
        if (name === "real") continue;
        const user = await authRequest(test, "GET", "/user", { token: token as string });
        expect(errorOf(user), name).toMatchObject({ status: 403, code: "bad_jwt" });
        const inbox = await readInbox(token as string);
        expect(inbox.statusCode, name).toBe(401);
      }
    });

    it("an aal1 session reads no submission", async () => {
      const first = await session();
      const inbox = await readInbox(first.access_token);
      expect(inbox.statusCode).toBe(200);
      expect(json(inbox)).toEqual([]);
    });

    it("a signed-in user who is not staff reads nothing, even at aal2", async () => {
      const outsider = await staffAccount(test.app, "outsider@kosmos.example", { staff: false });
      const raised = await aal2(outsider.email, outsider.password);
      expect(decodeJwt(raised.access_token).aal).toBe("aal2");
      expect(json(await readInbox(raised.access_token))).toEqual([]);
    });

    it("staff at aal2 read, until the account is disabled", async () => {
      const raised = await aal2();
      expect(json(await readInbox(raised.access_token))).toEqual([{ name: "Amelia Hart" }]);
      await test.app.db.asOwner((tx) =>
        tx.query(`update auth.users set banned_until = 'infinity' where id = $1`, [staff.id]),
      );
      try {
        expect(json(await readInbox(raised.access_token))).toEqual([]);
        expect(errorOf(await signIn(staff.email, staff.password)).code).toBe("invalid_credentials");
      } finally {
        await test.app.db.asOwner((tx) =>
          tx.query(`update auth.users set banned_until = null where id = $1`, [staff.id]),
        );
        await forgetFailures();
      }
    });
  });
});
