import { jwtVerify, SignJWT } from "jose";
import type { Role } from "../db/types";
import type { Caller } from "./types";

const ROLES: ReadonlySet<string> = new Set<Role>(["anon", "authenticated", "service_role"]);

export type SignOptions = {
  /** jose's format: seconds since the epoch, or a span such as "10y" or "1h". Default: 10 years. */
  expiresIn?: number | string;
  /** Default "supabase-demo", as the Supabase CLI's local keys. */
  issuer?: string;
  /** Extra claims (sub, email…) for tests of policies that read them. */
  claims?: Record<string, unknown>;
};

/** Raised for a token that is not an HS256 JWT signed with our secret, expired, or without a known role. */
export class InvalidApiKeyError extends Error {
  constructor(reason: string) {
    super(`Invalid API key: ${reason}`);
    this.name = "InvalidApiKeyError";
  }
}

function secretKey(secret: string): Uint8Array {
  return new TextEncoder().encode(secret);
}

/** An API key as Supabase issues them: an HS256 JWT with a `role` claim. */
export async function signApiKey(role: Role, secret: string, opts: SignOptions = {}): Promise<string> {
  return new SignJWT({ ...opts.claims, role })
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setIssuer(opts.issuer ?? "supabase-demo")
    .setIssuedAt()
    .setExpirationTime(opts.expiresIn ?? "10y")
    .sign(secretKey(secret));
}

/** Verifies the signature (HS256 only), the expiry and the role; returns who is calling. */
export async function verifyApiKey(token: string, secret: string): Promise<Caller> {
  let payload: Record<string, unknown>;
  try {
    ({ payload } = await jwtVerify(token, secretKey(secret), { algorithms: ["HS256"] }));
  } catch (error) {
    throw new InvalidApiKeyError(error instanceof Error ? error.message : "unreadable token");
  }
  const role = payload.role;
  if (typeof role !== "string" || !ROLES.has(role)) throw new InvalidApiKeyError("unknown role");
  return { role: role as Role, claims: payload };
}

export type KeyVerifier = (token: string) => Promise<Caller>;

/**
 * verifyApiKey with a memory of the keys it has already accepted. A site sends the same anon
 * key with every request, and checking its HMAC again each time was about a quarter of a
 * library read's cost. Only keys that verified are remembered (a forged one is checked, and refused, every
 * time), each until its own expiry, and the memory is emptied when it reaches `maxEntries`.
 */
export function createKeyVerifier(secret: string, { maxEntries = 1_000 } = {}): KeyVerifier {
  const accepted = new Map<string, { caller: Caller; expiresAt: number }>();
  return async (token) => {
    const known = accepted.get(token);
    if (known && Date.now() < known.expiresAt) return known.caller;
    accepted.delete(token);
    const caller = await verifyApiKey(token, secret);
    const exp = caller.claims.exp;
    if (accepted.size >= maxEntries) accepted.clear();
    // Shared by every request that sends this key, so nobody may change it.
    const remembered = { role: caller.role, claims: Object.freeze(caller.claims) };
    accepted.set(token, { caller: remembered, expiresAt: typeof exp === "number" ? exp * 1000 : Number.POSITIVE_INFINITY });
    return remembered;
  };
}
