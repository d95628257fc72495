import { decodeProtectedHeader, errors as joseErrors, importJWK, jwtVerify, type JWTPayload } from "jose";
import type { Role } from "../db/types.ts";
import type { InstallKeys } from "./index.ts";
import { verifyLegacyJwt } from "./legacy-jwt.ts";

/** Who is calling, once the request's key (and session, if any) is verified. */
export type Caller = {
  role: Role;
  claims: Record<string, unknown>;
  /** The `apikey` the request was let in with. */
  key: "publishable" | "secret" | "legacy";
};

export type CredentialProblem =
  | { problem: "no-api-key" }
  | { problem: "invalid-api-key" }
  | { problem: "secret-key-in-browser" }
  /** A bearer token that is not a valid session JWT of this install. */
  | { problem: "invalid-jwt"; detail: string }
  | { problem: "expired-jwt" };

export type CredentialResult = { ok: true; caller: Caller } | ({ ok: false } & CredentialProblem);

export type Presented = {
  apikey: string | undefined;
  authorization: string | undefined;
  userAgent: string | undefined;
};

const ROLES: ReadonlySet<string> = new Set<Role>(["anon", "authenticated", "service_role"]);
const BEARER = /^Bearer\s+(\S+)\s*$/i;

/** The token of an `Authorization: Bearer …` header, or undefined. */
export const bearerToken = (authorization: string | undefined) => BEARER.exec(authorization ?? "")?.[1];

/**
 * Supabase refuses a secret key sent by a browser, so that one pasted into a web page fails at
 * once instead of working until someone finds it. Browsers all send a Mozilla/ user agent.
 */
const isBrowser = (userAgent: string | undefined) => userAgent?.startsWith("Mozilla/") ?? false;

const fail = (p: CredentialProblem): CredentialResult => ({ ok: false, ...p });

/**
 * Resolves a request's caller the way Supabase's gateway does with its current keys
 * (docs/decisions/009-api-keys.md):
 * - `apikey` must be the publishable key (anonymous role), a live secret key (service role) or,
 *   only when JWT_SECRET is set, a legacy HS256 `anon`/`service_role` JWT;
 * - `Authorization: Bearer` then decides the role: the same key (or none) keeps the key's role;
 *   a session JWT signed with one of the install's ES256 keys (or, with JWT_SECRET, HS256)
 *   runs as its own role and claims, as PostgREST does.
 * Verified session tokens are remembered until they expire (verifying a signature on every
 * request was a quarter of a library read's cost); a forged one is checked, and refused, every time.
 */
export function createCredentialResolver(
  keys: InstallKeys,
  legacySecret: string | undefined,
  { maxRemembered = 1_000 } = {},
) {
  const remembered = new Map<string, { claims: Record<string, unknown>; expiresAt: number; kid: string | undefined }>();

  async function verifySession(token: string): Promise<{ claims: Record<string, unknown> } | CredentialProblem> {
    const known = remembered.get(token);
    // Still signed by a live key: a signing key whose grace has ended takes its tokens with it.
    if (known && Date.now() < known.expiresAt && (known.kid === undefined || keys.verificationKey(known.kid)))
      return { claims: known.claims };
    remembered.delete(token);

    let payload: JWTPayload;
    try {
      payload =
        legacySecret && decodeProtectedHeader(token).alg === "HS256"
          ? await verifyLegacyJwt(token, legacySecret)
          : await verifyInstallJwt(keys, token);
    } catch (error) {
      if (error instanceof joseErrors.JWTExpired) return { problem: "expired-jwt" };
      return { problem: "invalid-jwt", detail: error instanceof Error ? error.message : "unreadable token" };
    }
    if (typeof payload.role !== "string" || !ROLES.has(payload.role))
      return { problem: "invalid-jwt", detail: "unknown role" };
    if (remembered.size >= maxRemembered) remembered.clear();
    // Shared by every request that sends this token, so nobody may change it.
    const claims = Object.freeze({ ...payload }) as Record<string, unknown>;
    const kid = decodeProtectedHeader(token).kid;
    remembered.set(token, {
      claims,
      expiresAt: typeof payload.exp === "number" ? payload.exp * 1000 : Number.POSITIVE_INFINITY,
      kid: typeof kid === "string" ? kid : undefined,
    });
    return { claims };
  }

  return async function resolve({ apikey, authorization, userAgent }: Presented): Promise<CredentialResult> {
    if (!apikey) return fail({ problem: "no-api-key" });
    let key: Caller["key"];
    let role: Role;
    let claims: Record<string, unknown>;
    const kind = keys.kindOf(apikey);
    if (kind) {
      key = kind;
      role = kind === "secret" ? "service_role" : "anon";
      claims = { role };
    } else if (legacySecret && apikey.startsWith("eyJ")) {
      const legacy = await verifySession(apikey);
      if ("problem" in legacy || legacy.claims.role === "authenticated") return fail({ problem: "invalid-api-key" });
      key = "legacy";
      role = legacy.claims.role as Role;
      claims = legacy.claims;
    } else {
      return fail({ problem: "invalid-api-key" });
    }
    if (role === "service_role" && isBrowser(userAgent)) return fail({ problem: "secret-key-in-browser" });

    const bearer = BEARER.exec(authorization ?? "")?.[1];
    if (bearer === undefined || bearer === apikey) return { ok: true, caller: { role, claims, key } };
    // Another of our keys as the bearer (supabase-js sends the key there when it has no session).
    const bearerKind = keys.kindOf(bearer);
    if (bearerKind) {
      const bearerRole: Role = bearerKind === "secret" ? "service_role" : "anon";
      if (bearerRole === "service_role" && isBrowser(userAgent)) return fail({ problem: "secret-key-in-browser" });
      return { ok: true, caller: { role: bearerRole, claims: { role: bearerRole }, key } };
    }
    const session = await verifySession(bearer);
    if ("problem" in session) return fail(session);
    return { ok: true, caller: { role: session.claims.role as Role, claims: session.claims, key } };
  };
}

export type CredentialResolver = ReturnType<typeof createCredentialResolver>;

/** A session JWT signed by one of this install's live ES256 keys: the `kid` picks the key; nothing else is accepted. */
async function verifyInstallJwt(keys: InstallKeys, token: string): Promise<JWTPayload> {
  const header = decodeProtectedHeader(token);
  if (header.alg !== "ES256" || typeof header.kid !== "string") throw new Error("not an ES256 token of this install");
  const jwk = keys.verificationKey(header.kid);
  if (!jwk) throw new Error("no signing key with this kid");
  const { payload } = await jwtVerify(token, await importJWK(jwk, "ES256"), { algorithms: ["ES256"] });
  return payload;
}
