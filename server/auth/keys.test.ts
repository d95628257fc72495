import { SignJWT } from "jose";
import { afterEach, describe, expect, it, vi } from "vitest";
import { DEV_JWT_SECRET } from "../config";
import { createKeyVerifier, InvalidApiKeyError, signApiKey, verifyApiKey } from "./keys";

const SECRET = "a-test-secret-of-at-least-thirty-two-characters";

describe("API keys", () => {
  it.each(["anon", "authenticated", "service_role"] as const)("signs and verifies a %s key", async (role) => {
    const caller = await verifyApiKey(await signApiKey(role, SECRET), SECRET);
    expect(caller.role).toBe(role);
    expect(caller.claims).toMatchObject({ role, iss: "supabase-demo" });
  });

  it("accepts the Supabase CLI's well-known local anon key with the development secret", async () => {
    const key =
      "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0";
    expect((await verifyApiKey(key, DEV_JWT_SECRET)).role).toBe("anon");
    await expect(verifyApiKey(key, SECRET)).rejects.toBeInstanceOf(InvalidApiKeyError);
  });

  it("refuses expired keys, other secrets, other algorithms and unknown roles", async () => {
    const expired = await signApiKey("anon", SECRET, { expiresIn: Math.floor(Date.now() / 1000) - 1 });
    const otherSecret = await signApiKey("anon", `${SECRET}-other`);
    const hs512 = await new SignJWT({ role: "anon" })
      .setProtectedHeader({ alg: "HS512" })
      .sign(new TextEncoder().encode(SECRET));
    const superuser = await new SignJWT({ role: "postgres" })
      .setProtectedHeader({ alg: "HS256" })
      .sign(new TextEncoder().encode(SECRET));
    const noRole = await new SignJWT({}).setProtectedHeader({ alg: "HS256" }).sign(new TextEncoder().encode(SECRET));
    for (const token of [expired, otherSecret, hs512, superuser, noRole, "garbage", ""]) {
      await expect(verifyApiKey(token, SECRET)).rejects.toBeInstanceOf(InvalidApiKeyError);
    }
  });
});

describe("the key verifier the server uses", () => {
  afterEach(() => vi.useRealTimers());

  it("accepts a good key every time it is sent, with its role and claims", async () => {
    const verify = createKeyVerifier(SECRET);
    const key = await signApiKey("service_role", SECRET, { claims: { sub: "team" } });
    for (let i = 0; i < 3; i++) {
      expect(await verify(key)).toMatchObject({ role: "service_role", claims: { sub: "team" } });
    }
  });

  it("stops accepting a remembered key once it has expired", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-11-23T12:00:00Z"));
    const verify = createKeyVerifier(SECRET);
    const key = await signApiKey("anon", SECRET, { expiresIn: "1h" });
    expect((await verify(key)).role).toBe("anon");
    vi.setSystemTime(new Date("2026-11-23T13:00:01Z"));
    await expect(verify(key)).rejects.toBeInstanceOf(InvalidApiKeyError);
  });

  it("refuses a forged key each time, and a key signed with another secret", async () => {
    const verify = createKeyVerifier(SECRET);
    const good = await signApiKey("anon", SECRET);
    expect((await verify(good)).role).toBe("anon");
    const [header, payload] = good.split(".");
    const forged = `${header}.${payload}.${"A".repeat(43)}`;
    for (let i = 0; i < 2; i++) await expect(verify(forged)).rejects.toBeInstanceOf(InvalidApiKeyError);
    await expect(createKeyVerifier(`${SECRET}-other`)(good)).rejects.toBeInstanceOf(InvalidApiKeyError);
  });

  it("keeps working past its memory's size, and hands out claims nobody can change", async () => {
    const verify = createKeyVerifier(SECRET, { maxEntries: 2 });
    const keys = await Promise.all(["a", "b", "c"].map((sub) => signApiKey("anon", SECRET, { claims: { sub } })));
    for (const key of [...keys, ...keys]) expect((await verify(key)).role).toBe("anon");
    const { claims } = await verify(keys[0]!);
    expect(claims.sub).toBe("a");
    expect(() => {
      (claims as Record<string, unknown>).role = "service_role";
    }).toThrow(TypeError);
  });
});
