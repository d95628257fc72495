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
  return new TOTP({ algorithm: "SHA1", digits: 6, period: 30, secret: Secret.fromBase32(secret) }).generate({ timestamp });
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
