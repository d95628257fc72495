import { Ajv } from "ajv";
import type { FastifySchemaCompiler } from "fastify";

/**
 * The bodies GoTrue's routes read, as Fastify schemas. Only the types are checked here: a value
 * of the wrong type is what Go's JSON decoder refuses (400 `bad_json`, which the plugin's error
 * handler answers for any failed schema); a missing or empty value gets the route's own GoTrue
 * message from its handler. Unknown properties are ignored, as GoTrue ignores them.
 */
/** A string, or null: Go decodes a JSON null into a string field as the empty string (supabase-js sends `code_challenge: null`). */
const text = { type: ["string", "null"] } as const;
const body = <P extends Record<string, typeof text>>(properties: P) => ({ type: "object", properties }) as const;

export const tokenBody = body({ email: text, password: text, refresh_token: text });
export type TokenBody = { email?: string | null; password?: string | null; refresh_token?: string | null };
export const tokenQuery = body({ grant_type: text });
export type TokenQuery = { grant_type?: string | null };

export const verifyBody = body({ type: text, token_hash: text });
export type VerifyBody = { type?: string | null; token_hash?: string | null };

export const logoutQuery = body({ scope: text });
export type LogoutQuery = { scope?: string | null };

export const updateUserBody = body({
  password: text,
  current_password: text,
  code_challenge: text,
  code_challenge_method: text,
});
export type UpdateUserBody = { password?: string | null; current_password?: string | null } & Record<string, unknown>;

export const enrolBody = body({ factor_type: text, friendly_name: text, issuer: text });
export type EnrolBody = { factor_type?: string | null; friendly_name?: string | null; issuer?: string | null };

export const verifyCodeBody = body({ code: text, challenge_id: text });
export type VerifyCodeBody = { code?: string | null; challenge_id?: string | null };

export const factorParams = { type: "object", required: ["id"], properties: { id: { type: "string" } } } as const;
export type FactorParams = { id: string };

/**
 * Fastify's default validator coerces types (a number becomes a string); GoTrue's decoder does
 * not, so the Auth routes compile their schemas without coercion.
 */
const ajv = new Ajv({ coerceTypes: false, useDefaults: false, removeAdditional: false });
export const strictValidator: FastifySchemaCompiler<object> = ({ schema }) => ajv.compile(schema);

const metadata = { type: ["object", "null"] } as const;
export const adminUserBody = {
  type: "object",
  properties: {
    email: text,
    password: text,
    email_confirm: { type: ["boolean", "null"] },
    app_metadata: metadata,
    user_metadata: metadata,
    ban_duration: text,
  },
} as const;
export type AdminUserBody = {
  email?: string | null;
  password?: string | null;
  email_confirm?: boolean | null;
  app_metadata?: Record<string, unknown> | null;
  user_metadata?: Record<string, unknown> | null;
  ban_duration?: string | null;
};
export const adminUsersQuery = body({ page: text, per_page: text });
export type AdminUsersQuery = { page?: string | null; per_page?: string | null };
export const userParams = {
  type: "object",
  required: ["id"],
  properties: { id: { type: "string" }, factorId: { type: "string" } },
} as const;
export type UserParams = { id: string };
