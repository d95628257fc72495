import { SignJWT } from "jose";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { sessionToken } from "../../tests/support/server/sessions.ts";
import { createCredentialResolver } from "./credentials.ts";
import { openInstallKeys, PUBLISHABLE_KEY, type InstallKeys } from "./index.ts";
import { signLegacyJwt } from "./legacy-jwt.ts";

const LEGACY_SECRET = "a-project-secret-from-hosted-supabase-0123456789";
const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36";
const folders: string[] = [];
let keys: InstallKeys;

beforeAll(async () => {
  const folder = mkdtempSync(join(tmpdir(), "kosmos-credentials-"));
  folders.push(folder);
  keys = await openInstallKeys(folder);
});
afterAll(() => folders.forEach((folder) => rmSync(folder, { recursive: true, force: true })));
afterEach(() => vi.useRealTimers());

const presented = (apikey?: string, bearer?: string, userAgent?: string) => ({
  apikey,
  authorization: bearer === undefined ? undefined : `Bearer ${bearer}`,
  userAgent,
});

describe("who a request's keys make the caller", () => {
  it("the publishable key is the anonymous visitor; the secret key is the service role", async () => {
    const resolve = createCredentialResolver(keys, undefined);
    expect(await resolve(presented(PUBLISHABLE_KEY, PUBLISHABLE_KEY))).toMatchObject({
      ok: true,
      caller: { role: "anon", key: "publishable" },
    });
    expect(await resolve(presented(keys.secretKey, keys.secretKey))).toMatchObject({
      ok: true,
      caller: { role: "service_role", key: "secret" },
    });
    expect(await resolve(presented(keys.secretKey))).toMatchObject({ ok: true, caller: { role: "service_role" } });
  });

  it("a session signed by this install runs as its own role and claims", async () => {
    const resolve = createCredentialResolver(keys, undefined);
    const token = await sessionToken(keys, { sub: "b3f0c7e2-0000-4000-8000-000000000001", aal: "aal2" });
    const result = await resolve(presented(PUBLISHABLE_KEY, token));
    expect(result).toMatchObject({
      ok: true,
      caller: { role: "authenticated", claims: { aal: "aal2" }, key: "publishable" },
    });
  });

  it("no key, an unknown key, and legacy JWTs without JWT_SECRET are refused", async () => {
    const resolve = createCredentialResolver(keys, undefined);
    expect(await resolve(presented(undefined, PUBLISHABLE_KEY))).toMatchObject({ ok: false, problem: "no-api-key" });
    for (const key of [
      "sb_secret_nope",
      "sb_publishable_nope",
      await signLegacyJwt("service_role", LEGACY_SECRET),
      "x",
    ]) {
      expect(await resolve(presented(key, key))).toMatchObject({ ok: false, problem: "invalid-api-key" });
    }
  });

  it("legacy keys work once JWT_SECRET is set; a legacy user token is no API key", async () => {
    const resolve = createCredentialResolver(keys, LEGACY_SECRET);
    const service = await signLegacyJwt("service_role", LEGACY_SECRET);
    expect(await resolve(presented(service, service))).toMatchObject({
      ok: true,
      caller: { role: "service_role", key: "legacy" },
    });
    const user = await signLegacyJwt("authenticated", LEGACY_SECRET);
    expect(await resolve(presented(user, user))).toMatchObject({ ok: false, problem: "invalid-api-key" });
    // …but is a session token, as on a hosted project before its move to signing keys.
    expect(await resolve(presented(PUBLISHABLE_KEY, user))).toMatchObject({
      ok: true,
      caller: { role: "authenticated" },
    });
  });

  it("a browser may not use the secret key, in either header", async () => {
    const resolve = createCredentialResolver(keys, undefined);
    expect(await resolve(presented(keys.secretKey, keys.secretKey, BROWSER))).toMatchObject({
      ok: false,
      problem: "secret-key-in-browser",
    });
    expect(await resolve(presented(PUBLISHABLE_KEY, keys.secretKey, BROWSER))).toMatchObject({
      ok: false,
      problem: "secret-key-in-browser",
    });
    expect(await resolve(presented(PUBLISHABLE_KEY, PUBLISHABLE_KEY, BROWSER))).toMatchObject({ ok: true });
  });

  it("stops accepting a remembered session once it has expired", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-11-24T12:00:00Z"));
    const resolve = createCredentialResolver(keys, undefined);
    const token = await sessionToken(keys, {}, { expiresIn: "1h" });
    expect(await resolve(presented(PUBLISHABLE_KEY, token))).toMatchObject({ ok: true });
    vi.setSystemTime(new Date("2026-11-24T13:00:01Z"));
    expect(await resolve(presented(PUBLISHABLE_KEY, token))).toMatchObject({ ok: false, problem: "expired-jwt" });
  });

  it("refuses a forged session every time, and hands out claims nobody can change", async () => {
    const resolve = createCredentialResolver(keys, undefined, { maxRemembered: 2 });
    const good = await sessionToken(keys, { sub: "a" });
    const [header, payload] = good.split(".");
    const forged = `${header}.${payload}.${"A".repeat(86)}`;
    for (let i = 0; i < 2; i++)
      expect(await resolve(presented(PUBLISHABLE_KEY, forged))).toMatchObject({ ok: false, problem: "invalid-jwt" });
    const noKid = await new SignJWT({ role: "service_role" })
      .setProtectedHeader({ alg: "ES256" })
      .sign(keys.signing.privateKey);
    expect(await resolve(presented(PUBLISHABLE_KEY, noKid))).toMatchObject({ ok: false, problem: "invalid-jwt" });

    const tokens = await Promise.all(["a", "b", "c"].map((sub) => sessionToken(keys, { sub })));
    for (const token of [...tokens, ...tokens])
      expect(await resolve(presented(PUBLISHABLE_KEY, token))).toMatchObject({ ok: true });
    const result = await resolve(presented(PUBLISHABLE_KEY, tokens[0]!));
    if (!result.ok) throw new Error("expected a caller");
    expect(() => {
      (result.caller.claims as Record<string, unknown>).role = "service_role";
    }).toThrow(TypeError);
  });
});
