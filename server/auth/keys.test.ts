import { SignJWT } from "jose";
import { describe, expect, it } from "vitest";
import { DEV_JWT_SECRET } from "../config";
import { InvalidApiKeyError, signApiKey, verifyApiKey } from "./keys";

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
