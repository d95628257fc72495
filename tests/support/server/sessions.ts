/**
 * Session tokens for tests of what a signed-in caller may do, signed the way the install signs
 * staff sessions (ES256, its current key, `kid` in the header). Claims are the test's choice.
 */
import { SignJWT } from "jose";
import type { InstallKeys } from "../../../server/keys";

export async function sessionToken(
  keys: InstallKeys,
  claims: Record<string, unknown> = {},
  { expiresIn = "1h" }: { expiresIn?: string | number } = {},
): Promise<string> {
  return new SignJWT({ role: "authenticated", aud: "authenticated", ...claims })
    .setProtectedHeader({ alg: "ES256", kid: keys.signing.kid, typ: "JWT" })
    .setIssuedAt()
    .setExpirationTime(expiresIn)
    .sign(keys.signing.privateKey);
}

/** Headers as supabase-js sends them for a signed-in user: the site's key, the session as bearer. */
export const asSession = (keys: InstallKeys, token: string) => ({
  apikey: keys.publishableKey,
  authorization: `Bearer ${token}`,
});
