import { Ajv } from "ajv";
import type { FastifySchemaCompiler } from "fastify";

/**
 * The bodies GoTrue's routes read, as Fastify schemas. Only the types are checked here: a value
 * of the wrong type is what Go's JSON decoder refuses (400 `bad_json`, which the plugin's error
 * handler answers for any failed schema); a missing or empty value gets the route's own GoTrue
 * message from its handler. Unknown properties are ignored, as GoTrue ignores them.
 */
const text = { type: "string" } as const;
const body = <P extends Record<string, typeof text>>(properties: P) => ({ type: "object", properties }) as const;

export const tokenBody = body({ email: text, password: text, refresh_token: text });
export type TokenBody = { email?: string; password?: string; refresh_token?: string };
export const tokenQuery = body({ grant_type: text });
export type TokenQuery = { grant_type?: string };

export const verifyBody = body({ type: text, token_hash: text });
export type VerifyBody = { type?: string; token_hash?: string };

export const logoutQuery = body({ scope: text });
export type LogoutQuery = { scope?: string };

export const updateUserBody = body({ password: text, current_password: text, code_challenge: text, code_challenge_method: text });
export type UpdateUserBody = { password?: string; current_password?: string } & Record<string, unknown>;

export const enrolBody = body({ factor_type: text, friendly_name: text, issuer: text });
export type EnrolBody = { factor_type?: string; friendly_name?: string; issuer?: string };

export const verifyCodeBody = body({ code: text, challenge_id: text });
export type VerifyCodeBody = { code?: string; challenge_id?: string };

export const factorParams = { type: "object", required: ["id"], properties: { id: text } } as const;
export type FactorParams = { id: string };

/**
 * Fastify's default validator coerces types (a number becomes a string); GoTrue's decoder does
 * not, so the Auth routes compile their schemas without coercion.
 */
const ajv = new Ajv({ coerceTypes: false, useDefaults: false, removeAdditional: false });
export const strictValidator: FastifySchemaCompiler<object> = ({ schema }) => ajv.compile(schema);

const metadata = { type: "object" } as const;
export const adminUserBody = {
  type: "object",
  properties: { email: text, password: text, email_confirm: { type: "boolean" }, app_metadata: metadata, user_metadata: metadata, ban_duration: text },
} as const;
export type AdminUserBody = {
  email?: string;
  password?: string;
  email_confirm?: boolean;
  app_metadata?: Record<string, unknown>;
  user_metadata?: Record<string, unknown>;
  ban_duration?: string;
};
export const adminUsersQuery = body({ page: text, per_page: text });
export type AdminUsersQuery = { page?: string; per_page?: string };
export const userParams = { type: "object", required: ["id"], properties: { id: text, factorId: text } } as const;
export type UserParams = { id: string };
