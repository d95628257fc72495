import { createHash, createHmac, randomBytes } from "node:crypto";
import { SignJWT } from "jose";
import type { InstallKeys } from "../../keys/index.ts";
import type { UserRow } from "./users.ts";

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
export async function signAccessToken(
  keys: InstallKeys,
  issuer: string,
  user: UserRow,
  session: SessionClaims,
  now = Date.now(),
) {
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

/** A refresh token: 32 random bytes. Only its SHA-256 is stored. */
export function newRefreshToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString("base64url");
  return { token, hash: hashRefreshToken(token) };
}

export function hashRefreshToken(token: string): string {
  return createHash("sha256").update(token).digest("base64url");
}

/**
 * The child a refresh token rotates to, derived from it with the install's secret key rather
 * than drawn at random: presenting the parent again inside the reuse interval can then be
 * answered with the child already issued (GoTrue's behaviour) although only hashes are stored,
 * and no one without the secret key can work out a child from a leaked parent.
 */
export function childRefreshToken(secretKey: string, parent: string): { token: string; hash: string } {
  const token = createHmac("sha256", secretKey).update(`refresh-child:${parent}`).digest("base64url");
  return { token, hash: hashRefreshToken(token) };
}
