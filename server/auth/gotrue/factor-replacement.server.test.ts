/**
 * Review round two, attacks 1 and 6: a stolen aal2 token must not be enough to swap
 * the owner's authenticator for the thief's, and a refresh token presented twice must not fork
 * the session into two live chains.
 */
import { decodeJwt } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { databases } from "../../../tests/support/server/databases.ts";
import {
  aal2Session,
  authRequest,
  challengeAndVerify,
  enrolTotp,
  passwordSession,
  staffAccount,
  startAuthApp,
  totpCode,
  type AuthTestApp,
} from "../../../tests/support/server/auth.ts";

const errorCode = (response: { body: string }) => (JSON.parse(response.body) as { code?: string }).code;

describe.each(databases)("replacing a second factor on $name", (factory) => {
  let test: AuthTestApp;
  let staff: { email: string; password: string };

  beforeAll(async () => {
    test = await startAuthApp(factory, { limits: { tokenPerFiveMinutes: 500, mfaPerMinute: 500 } });
    staff = await staffAccount(test.app, "factor-owner@kosmos.example");
  });
  afterAll(async () => test?.close());

  /** As if the session's last code had been entered `minutes` ago (a token stolen later). */
  const ageVerification = (accessToken: string, minutes: number) =>
    test.app.db.asOwner((tx) =>
      tx.query(`update auth.mfa_amr_claims set created_at = now() - make_interval(secs => $2) where session_id = $1`, [
        decodeJwt(accessToken).session_id,
        minutes * 60,
      ]),
    );
  const factorsOfOwner = () =>
    test.app.db.asOwner(
      async (tx) =>
        (
          await tx.query<{ id: string; status: string }>(
            `select id, status from auth.mfa_factors where user_id = (select id from auth.users where email = $1)`,
            [staff.email],
          )
        ).rows,
    );

  it("refuses a stolen aal2 token whose last verification is old: no new factor, no deleted factor", async () => {
    const { session, factor } = await aal2Session(test, staff);
    await ageVerification(session.access_token, 6);

    const enrol = await enrolTotp(test, session.access_token);
    expect(enrol.statusCode, enrol.body).toBe(403);
    expect(errorCode(enrol)).toBe("reauthentication_needed");
    expect(enrol.headers["x-sb-error-code"]).toBe("reauthentication_needed");

    const removed = await authRequest(test, "DELETE", `/factors/${factor.id}`, { token: session.access_token });
    expect(removed.statusCode, removed.body).toBe(403);
    expect(errorCode(removed)).toBe("reauthentication_needed");
    expect(await factorsOfOwner()).toEqual([{ id: factor.id, status: "verified" }]);
  });

  it("lets the owner replace the authenticator after a fresh code from the current one", async () => {
    const { session, factor } = await aal2Session(test, staff);
    await ageVerification(session.access_token, 6);
    // The owner proves the current authenticator again (the next code: each code is taken once).
    const again = await challengeAndVerify(
      test,
      session.access_token,
      factor,
      totpCode(factor.secret, Date.now() + 30_000),
    );
    expect(again.statusCode, again.body).toBe(200);
    const token = (JSON.parse(again.body) as { access_token: string }).access_token;

    const enrolled = await enrolTotp(test, token);
    expect(enrolled.statusCode, enrolled.body).toBe(200);
    const added = JSON.parse(enrolled.body) as { id: string; totp: { secret: string } };
    const confirmed = await challengeAndVerify(test, token, { id: added.id, secret: added.totp.secret });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const removed = await authRequest(test, "DELETE", `/factors/${factor.id}`, {
      token: (JSON.parse(confirmed.body) as { access_token: string }).access_token,
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await factorsOfOwner()).toEqual([{ id: added.id, status: "verified" }]);
  });

  it("lets a session verified minutes ago enrol the first factor's replacement, but not once five minutes have passed", async () => {
    const { session } = await aal2Session(test, staff);
    await ageVerification(session.access_token, 4);
    expect((await enrolTotp(test, session.access_token)).statusCode).toBe(200);
    await ageVerification(session.access_token, 5.5);
    expect((await enrolTotp(test, session.access_token)).statusCode).toBe(403);
  });
});

describe.each(databases)("refresh tokens presented twice on $name", (factory) => {
  let test: AuthTestApp;
  let staff: { email: string; password: string };

  beforeAll(async () => {
    test = await startAuthApp(factory, { limits: { tokenPerFiveMinutes: 500, mfaPerMinute: 500 } });
    staff = await staffAccount(test.app, "refresh-owner@kosmos.example");
  });
  afterAll(async () => test?.close());

  const refresh = async (token: string) => {
    const response = await authRequest(test, "POST", "/token?grant_type=refresh_token", {
      body: { refresh_token: token },
    });
    return {
      status: response.statusCode,
      body: JSON.parse(response.body) as { refresh_token?: string; code?: string },
    };
  };
  const liveTokens = (accessToken: string) =>
    test.app.db.asOwner(async (tx) => {
      const { rows } = await tx.query<{ n: number }>(
        `select count(*)::int as n from auth.refresh_tokens where session_id = $1 and not revoked`,
        [decodeJwt(accessToken).session_id],
      );
      return rows[0]!.n;
    });

  it("answers a reuse inside the window with the child already issued, so the session has one live chain", async () => {
    const first = await passwordSession(test, staff.email, staff.password);
    const second = await refresh(first.refresh_token);
    expect(second.status).toBe(200);
    // The owner's client lost the answer, or a thief replays the old token: the same child either way.
    const replayed = await refresh(first.refresh_token);
    expect(replayed.status).toBe(200);
    expect(replayed.body.refresh_token).toBe(second.body.refresh_token);
    expect((await refresh(first.refresh_token)).body.refresh_token).toBe(second.body.refresh_token);
    expect(await liveTokens(first.access_token)).toBe(1);

    // Once the child is used in turn, the old token inside the window leads to the newest one.
    const third = await refresh(second.body.refresh_token!);
    expect(third.status).toBe(200);
    expect((await refresh(first.refresh_token)).body.refresh_token).toBe(third.body.refresh_token);
    expect(await liveTokens(first.access_token)).toBe(1);

    // Outside the window, a reuse still signs the whole session out.
    await test.app.db.asOwner((tx) =>
      tx.query(`update auth.refresh_tokens set updated_at = now() - interval '11 seconds' where revoked`),
    );
    expect((await refresh(first.refresh_token)).body.code).toBe("refresh_token_already_used");
    expect((await refresh(third.body.refresh_token!)).body.code).toBe("refresh_token_not_found");
  });
});
