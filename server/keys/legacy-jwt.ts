import { jwtVerify, SignJWT, type JWTPayload } from "jose";
import type { Role } from "../db/types.ts";

/**
 * Supabase's legacy API keys: HS256 JWTs with a `role` claim, signed with the project's JWT
 * secret. Accepted only when JWT_SECRET is set explicitly, the path for a project migrating
 * from hosted Supabase (docs/decisions/009-api-keys.md); never with a built-in secret.
 */
export type SignOptions = {
  /** jose's format: seconds since the epoch, or a span such as "10y" or "1h". Default: 10 years. */
  expiresIn?: number | string;
  /** Default "supabase", as hosted Supabase's keys. */
  issuer?: string;
  /** Extra claims (sub, email…) for tests of policies that read them. */
  claims?: Record<string, unknown>;
};

const secretKey = (secret: string) => new TextEncoder().encode(secret);

/** A legacy key or session token signed with the shared secret. */
export async function signLegacyJwt(role: Role, secret: string, opts: SignOptions = {}): Promise<string> {
  return new SignJWT({ ...opts.claims, role })
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setIssuer(opts.issuer ?? "supabase")
    .setIssuedAt()
    .setExpirationTime(opts.expiresIn ?? "10y")
    .sign(secretKey(secret));
}

/** Verifies the signature (HS256 only) and the expiry; the caller checks the role. */
export async function verifyLegacyJwt(token: string, secret: string): Promise<JWTPayload> {
  const { payload } = await jwtVerify(token, secretKey(secret), { algorithms: ["HS256"] });
  return payload;
}
