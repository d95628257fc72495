/**
 * A staff member signed in through /auth/v1 as the back office signs in: password, then a TOTP
 * factor enrolled and verified, so the session is aal2. Also the aal1 session before the code.
 */
import type { FastifyInstance } from "fastify";
import { staffAccount, totpCode } from "./auth";

type Session = { access_token: string };

async function post<T>(app: FastifyInstance, url: string, body: unknown, token?: string): Promise<T> {
  const response = await app.inject({
    method: "POST",
    url: `/auth/v1${url}`,
    headers: {
      apikey: app.installKeys.publishableKey,
      "content-type": "application/json",
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    payload: JSON.stringify(body),
  });
  if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode} ${response.body}`);
  return JSON.parse(response.body) as T;
}

export type StaffSessions = { id: string; email: string; aal1: string; aal2: string };

/** A new staff account (admin unless `roles` say) signed in at aal1, then at aal2 (the aal1 token is revoked by reaching aal2). */
export async function staffSessions(
  app: FastifyInstance,
  email: string,
  { staff = true, roles = ["admin"] as readonly string[] } = {},
): Promise<StaffSessions> {
  const account = await staffAccount(app, email, { staff, roles });
  const first = await post<Session>(app, "/token?grant_type=password", { email, password: account.password });
  const factor = await post<{ id: string; totp: { secret: string } }>(
    app,
    "/factors",
    { factor_type: "totp" },
    first.access_token,
  );
  const challenge = await post<{ id: string }>(app, `/factors/${factor.id}/challenge`, {}, first.access_token);
  const raised = await post<Session>(
    app,
    `/factors/${factor.id}/verify`,
    { challenge_id: challenge.id, code: totpCode(factor.totp.secret) },
    first.access_token,
  );
  return { id: account.id, email, aal1: first.access_token, aal2: raised.access_token };
}

/** Only signed in with a password: a second account that never reached aal2. */
export async function aal1Session(app: FastifyInstance, email: string): Promise<string> {
  const account = await staffAccount(app, email);
  return (await post<Session>(app, "/token?grant_type=password", { email, password: account.password })).access_token;
}
