import type { JWK } from "jose";
import { timingSafeEqual } from "node:crypto";
import { importSigningKey, isLive, loadOrCreateInstallKeys, publicJwk, type InstallKeyFile } from "./install-keys.ts";
import { PUBLISHABLE_KEY } from "./publishable.ts";

export { PUBLISHABLE_KEY } from "./publishable.ts";

/** What an `apikey` value grants, once recognised. */
export type ApiKeyKind = "publishable" | "secret";

/**
 * The install's keys as the server uses them: the publishable key (public, the
 * anonymous role), the live secret keys (service role), and the ES256 keys that sign and
 * verify staff sessions.
 */
export type InstallKeys = {
  publishableKey: string;
  /** The current secret key: what `npm run keys` prints and the server's own tooling uses. */
  secretKey: string;
  /** Which kind of key a presented value is, compared in constant time; null when it is none of ours. */
  kindOf(value: string): ApiKeyKind | null;
  /** Signs new sessions. */
  signing: { kid: string; privateKey: CryptoKey };
  /** The public keys of every live signing key, current first, by `kid`. */
  verificationKey(kid: string): JWK | undefined;
  /** `/auth/v1/.well-known/jwks.json`: public keys only. */
  jwks(): { keys: JWK[] };
};

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * Builds the runtime view of a key file. A key retired before `now` is left out; one with a grace
 * period still to run is checked again at each use, so it stops working the moment its grace
 * ends, without a restart.
 */
export async function installKeysFrom(
  file: InstallKeyFile,
  now = Date.now(),
  clock: () => number = Date.now,
): Promise<InstallKeys> {
  const secrets = file.secretKeys.filter((k) => isLive(k, now));
  const signers = file.signingKeys.filter((k) => isLive(k, now));
  const [currentSecret] = secrets;
  const [currentSigner] = signers;
  if (!currentSecret || !currentSigner)
    throw new Error("The key file has no live secret key or signing key: run `npm run keys -- rotate`.");
  const publicKeys = signers.map((k) => ({ jwk: publicJwk(k), entry: k }));
  const livePublicKeys = () => publicKeys.filter((k) => isLive(k.entry, clock())).map((k) => k.jwk);
  return {
    publishableKey: PUBLISHABLE_KEY,
    secretKey: currentSecret.key,
    kindOf(value) {
      if (sameText(value, PUBLISHABLE_KEY)) return "publishable";
      // Every key is compared, so the time taken does not say which one matched.
      const at = clock();
      let secret = false;
      for (const k of secrets) secret = (sameText(value, k.key) && isLive(k, at)) || secret;
      return secret ? "secret" : null;
    },
    signing: { kid: currentSigner.kid, privateKey: await importSigningKey(currentSigner) },
    verificationKey: (kid) => livePublicKeys().find((k) => k.kid === kid),
    jwks: () => ({ keys: livePublicKeys() }),
  };
}

/** The install's keys from DATA_DIR, made on first start. */
export async function openInstallKeys(dataDir: string): Promise<InstallKeys> {
  return installKeysFrom(await loadOrCreateInstallKeys(dataDir));
}
