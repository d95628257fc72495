import { createHash, randomBytes } from "node:crypto";
import { decodeProtectedHeader, errors as joseErrors, importJWK, jwtVerify, SignJWT, type JWK, type JWTPayload } from "jose";
import type { InstallKeys } from "../../keys";
import type { UserRow } from "./users";

/** GoTrue's default access token life (GOTRUE_JWT_EXP). */
export const ACCESS_TOKEN_SECONDS = 3600;

export type AmrEntry = { method: string; timestamp: number };

export type SessionClaims = {
  sessionId: string;
  aal: "aal1" | "aal2";
  /** Newest first. */
  amr: AmrEntry[];
};

/**
 * An access token as GoTrue makes one (internal/tokens/service.go): ES256, signed with the
 * install's current signing key, its `kid` in the header so clients pick the key from the JWKS.
 */
export async function signAccessToken(keys: InstallKeys, issuer: string, user: UserRow, session: SessionClaims, now = Date.now()) {
  const iat = Math.floor(now / 1000);
  const exp = iat + ACCESS_TOKEN_SECONDS;
  const token = await new SignJWT({
    email: user.email,
    phone: user.phone ?? "",
    app_metadata: user.raw_app_meta_data,
    user_metadata: user.raw_user_meta_data,
    role: "authenticated",
    aal: session.aal,
    amr: session.amr,
    session_id: session.sessionId,
    is_anonymous: false,
  })
    .setProtectedHeader({ alg: "ES256", kid: keys.signing.kid, typ: "JWT" })
    .setIssuer(issuer)
    .setSubject(user.id)
    .setAudience("authenticated")
    .setIssuedAt(iat)
    .setExpirationTime(exp)
    .sign(keys.signing.privateKey);
  return { token, expiresAt: exp };
}

export class InvalidAccessToken extends Error {
  constructor(
    message: string,
    readonly expired = false,
  ) {
    super(message);
  }
}

/** Imported once per key object (importing was a third of a verification's time). */
const imported = new WeakMap<JWK, Promise<CryptoKey | Uint8Array>>();
function publicKeyOf(jwk: JWK) {
  let key = imported.get(jwk);
  if (!key) imported.set(jwk, (key = importJWK(jwk, "ES256")));
  return key;
}

/**
 * Verifies a bearer token for /auth/v1: ES256 with one of the install's live keys (by `kid`),
 * not expired, audience `authenticated`, with a subject and a session. Nothing else is accepted:
 * not `alg: none`, not HS256 (whatever its secret), not a key the JWKS does not list.
 */
export async function verifyAccessToken(keys: InstallKeys, token: string): Promise<JWTPayload & { sub: string; session_id: string }> {
  let header;
  try {
    header = decodeProtectedHeader(token);
  } catch {
    throw new InvalidAccessToken("token is malformed");
  }
  if (header.alg !== "ES256") throw new InvalidAccessToken(`signing method ${String(header.alg)} is invalid`);
  const jwk = typeof header.kid === "string" ? keys.verificationKey(header.kid) : undefined;
  if (!jwk) throw new InvalidAccessToken("token is unverifiable: no signing key with this kid");
  let payload: JWTPayload;
  try {
    ({ payload } = await jwtVerify(token, await publicKeyOf(jwk), { algorithms: ["ES256"], audience: "authenticated" }));
  } catch (error) {
    if (error instanceof joseErrors.JWTExpired) throw new InvalidAccessToken("token has invalid claims: token is expired", true);
    throw new InvalidAccessToken(error instanceof Error ? error.message : "token signature is invalid");
  }
  if (typeof payload.sub !== "string" || typeof payload.session_id !== "string") {
    throw new InvalidAccessToken("token has no subject or session");
  }
  return payload as JWTPayload & { sub: string; session_id: string };
}

/** A refresh token: 32 random bytes. Only its SHA-256 is stored. */
export function newRefreshToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString("base64url");
  return { token, hash: hashRefreshToken(token) };
}

export function hashRefreshToken(token: string): string {
  return createHash("sha256").update(token).digest("base64url");
}
