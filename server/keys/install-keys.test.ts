import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { installKeysFrom, openInstallKeys, PUBLISHABLE_KEY } from "./index.ts";
import {
  keyFilePath,
  loadOrCreateInstallKeys,
  newSecretKey,
  newSigningKey,
  rotate,
  saveInstallKeys,
} from "./install-keys.ts";

const folders: string[] = [];
const dataDir = () => {
  const folder = mkdtempSync(join(tmpdir(), "kosmos-keys-"));
  folders.push(folder);
  return folder;
};
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

describe("the install's keys", () => {
  it("are made on first start, differ between installs, and survive a restart", async () => {
    const first = dataDir();
    const a = await openInstallKeys(first);
    const b = await openInstallKeys(dataDir());
    expect(a.secretKey).toMatch(/^sb_secret_[A-Za-z0-9_-]{43}$/);
    expect(a.secretKey).not.toBe(b.secretKey);
    expect(a.signing.kid).not.toBe(b.signing.kid);
    const again = await openInstallKeys(first);
    expect(again.secretKey).toBe(a.secretKey);
    expect(again.signing.kid).toBe(a.signing.kid);
  });

  it("are readable by their owner only", async () => {
    const folder = dataDir();
    await openInstallKeys(folder);
    expect(statSync(join(folder, "keys")).mode & 0o777).toBe(0o700);
    expect(statSync(keyFilePath(folder)).mode & 0o777).toBe(0o600);
  });

  it("come out the same for processes that start together on one DATA_DIR", async () => {
    const folder = dataDir();
    const files = await Promise.all(Array.from({ length: 8 }, () => loadOrCreateInstallKeys(folder)));
    expect(new Set(files.map((f) => f.secretKeys[0]!.key)).size).toBe(1);
    expect(JSON.parse(readFileSync(keyFilePath(folder), "utf8")).secretKeys[0].key).toBe(files[0]!.secretKeys[0]!.key);
  });

  it("publish only the public half of the signing keys", async () => {
    const keys = await openInstallKeys(dataDir());
    const [jwk] = keys.jwks().keys;
    expect(jwk).toMatchObject({ kty: "EC", crv: "P-256", alg: "ES256", kid: keys.signing.kid });
    expect(jwk).not.toHaveProperty("d");
  });

  it("tell the publishable key from live secret keys, and forget retired ones", async () => {
    const now = Date.now();
    const current = newSecretKey();
    const retiring = { ...newSecretKey(), retiresAt: new Date(now + 60_000).toISOString() };
    const retired = { ...newSecretKey(), retiresAt: new Date(now - 1).toISOString() };
    const keys = await installKeysFrom(
      { version: 1, secretKeys: [current, retiring, retired], signingKeys: [await newSigningKey()] },
      now,
    );
    expect(keys.kindOf(PUBLISHABLE_KEY)).toBe("publishable");
    expect(keys.kindOf(current.key)).toBe("secret");
    expect(keys.kindOf(retiring.key)).toBe("secret");
    expect(keys.kindOf(retired.key)).toBeNull();
    expect(keys.kindOf(`${current.key}x`)).toBeNull();
    expect(keys.secretKey).toBe(current.key);
  });

  it("refuse to start on a damaged key file rather than make new keys over it", async () => {
    const folder = dataDir();
    await openInstallKeys(folder);
    writeFileSync(keyFilePath(folder), "{ not json");
    await expect(openInstallKeys(folder)).rejects.toThrow(/is not valid JSON/);
    writeFileSync(keyFilePath(folder), JSON.stringify({ version: 1, secretKeys: [], signingKeys: [] }));
    await expect(openInstallKeys(folder)).rejects.toThrow(/does not hold this server's keys/);
  });

  it("rotate: the new key is current, the old one works through the grace period and not after", async () => {
    const folder = dataDir();
    const before = await loadOrCreateInstallKeys(folder);
    const oldSecret = before.secretKeys[0]!.key;
    const oldKid = before.signingKeys[0]!.kid;
    const now = new Date();
    await saveInstallKeys(folder, await rotate(await rotate(before, "secret", 60_000, now), "signing", 60_000, now));

    const during = await installKeysFrom(await loadOrCreateInstallKeys(folder), now.getTime() + 59_000);
    expect(during.secretKey).not.toBe(oldSecret);
    expect(during.kindOf(oldSecret)).toBe("secret");
    expect(during.signing.kid).not.toBe(oldKid);
    expect(during.verificationKey(oldKid)).toBeDefined();

    const after = await installKeysFrom(await loadOrCreateInstallKeys(folder), now.getTime() + 61_000);
    expect(after.kindOf(oldSecret)).toBeNull();
    expect(after.verificationKey(oldKid)).toBeUndefined();
    expect(after.jwks().keys.map((k) => k.kid)).toEqual([during.signing.kid]);
  });
});
