/**
 * Helpers for /auth/v1's tests: the app on a fresh database, staff accounts made as
 * `npm run staff` makes them, and TOTP codes computed as an authenticator app would.
 */
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { Secret, TOTP } from "otpauth";
import { buildApp, type AppOptions } from "../../../server/app";
import type { DatabaseFactory, TestDatabase } from "./databases";
import type { InstallKeys } from "../../../server/keys";
import { hashPassword } from "../../../server/auth/gotrue/passwords";
import { addStaff } from "../../../server/auth/gotrue/staff";

export type AuthTestApp = {
  app: FastifyInstance;
  database: TestDatabase;
  keys: InstallKeys;
  close(this: AuthTestApp): Promise<void>;
};

export async function startAuthApp(factory: DatabaseFactory, auth?: AppOptions["auth"]): Promise<AuthTestApp> {
  const database = await factory.create();
  const app = await buildApp({ config: database.config, serveSite: false, auth });
  await app.ready();
  return {
    app,
    database,
    keys: app.installKeys,
    // The app in use (a test may restart it on the same database).
    async close(this: AuthTestApp) {
      await this.app.close();
      await database.destroy();
    },
  };
}

/**
 * A staff account with `roles` (admin unless told), or with `staff: false` a plain user, whose
 * one-time password is already changed to `password`.
 */
export async function staffAccount(
  app: FastifyInstance,
  email: string,
  { password = "correct horse battery staple", staff = true, roles = ["admin"] as readonly string[] } = {},
) {
  const made = await app.db.asOwner((tx) => addStaff(tx, email, roles));
  const hash = await hashPassword(password);
  await app.db.asOwner((tx) =>
    tx.query(
      `update auth.users set encrypted_password = $2,
         raw_app_meta_data = raw_app_meta_data - 'password_change_required' - (case when $3 then '' else 'role' end)
       where id = $1`,
      [made.id, hash, staff],
    ),
  );
  return { id: made.id, email, password };
}

/** The code an authenticator app shows now (or at `timestamp`) for a factor's secret. */
export function totpCode(secret: string, timestamp = Date.now()): string {
  return new TOTP({ algorithm: "SHA1", digits: 6, period: 30, secret: Secret.fromBase32(secret) }).generate({
    timestamp,
  });
}

/** A request as auth-js sends it. */
export function authRequest(
  test: AuthTestApp,
  method: "GET" | "POST" | "PUT" | "DELETE",
  url: string,
  options: { body?: unknown; token?: string; apikey?: string | null; headers?: Record<string, string> } = {},
): Promise<LightMyRequestResponse> {
  const apikey = options.apikey === undefined ? test.keys.publishableKey : options.apikey;
  return test.app.inject({
    method,
    url: `/auth/v1${url}`,
    headers: {
      "x-supabase-api-version": "2024-01-01",
      ...(apikey ? { apikey } : {}),
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...(options.body !== undefined ? { "content-type": "application/json;charset=UTF-8" } : {}),
      ...options.headers,
    },
    payload: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
}

type Session = { access_token: string; refresh_token: string; user: { id: string } };

/** A password sign-in as auth-js makes it: the aal1 session, or the failed answer thrown. */
export async function passwordSession(test: AuthTestApp, email: string, password: string): Promise<Session> {
  const response = await authRequest(test, "POST", "/token?grant_type=password", { body: { email, password } });
  if (response.statusCode !== 200) throw new Error(`sign-in answered ${response.statusCode}: ${response.body}`);
  return JSON.parse(response.body) as Session;
}

/** Enrols a TOTP factor with the session's token: the answer, whatever it is. */
export const enrolTotp = (test: AuthTestApp, token: string) =>
  authRequest(test, "POST", "/factors", {
    token,
    body: { factor_type: "totp", friendly_name: `phone ${Math.random()}` },
  });

/** A challenge of the factor, then a verification with `code` (the current one unless given). */
export async function challengeAndVerify(
  test: AuthTestApp,
  token: string,
  factor: { id: string; secret: string },
  code = totpCode(factor.secret),
) {
  const challenge = await authRequest(test, "POST", `/factors/${factor.id}/challenge`, { token });
  if (challenge.statusCode !== 200) return challenge;
  const { id } = JSON.parse(challenge.body) as { id: string };
  return authRequest(test, "POST", `/factors/${factor.id}/verify`, { token, body: { challenge_id: id, code } });
}

/** A staff member signed in at aal2 with one new verified factor (any older ones removed first). */
export async function aal2Session(test: AuthTestApp, staff: { email: string; password: string }) {
  await test.app.db.asOwner((tx) =>
    tx.query(`delete from auth.mfa_factors where user_id = (select id from auth.users where email = $1)`, [
      staff.email,
    ]),
  );
  const first = await passwordSession(test, staff.email, staff.password);
  const enrolled = JSON.parse((await enrolTotp(test, first.access_token)).body) as {
    id: string;
    totp: { secret: string };
  };
  const factor = { id: enrolled.id, secret: enrolled.totp.secret };
  const verified = await challengeAndVerify(test, first.access_token, factor);
  if (verified.statusCode !== 200) throw new Error(`verification answered ${verified.statusCode}: ${verified.body}`);
  return { session: JSON.parse(verified.body) as Session, factor };
}
