/**
 * supabase-js itself, unchanged, against the embedded server on a socket: a staff member signs
 * in, enrols an authenticator, reaches aal2, reads what visitors sent, refreshes and signs out,
 * and the client sees the events and assurance levels it would see against hosted Supabase.
 */
import { createClient, type AuthChangeEvent } from "@supabase/supabase-js";
import type { FastifyInstance } from "fastify";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../app.ts";
import { databases, type TestDatabase } from "../../../tests/support/server/databases.ts";
import { contact } from "../../../tests/support/server/submissions.ts";
import { staffAccount, totpCode } from "../../../tests/support/server/auth.ts";

/** Node 20 has no WebSocket; realtime is never used here. */
class NoWebSocket {
  constructor() {
    throw new Error("realtime is not used in these tests");
  }
}

/** A browser-like client: its session kept (in memory), every request it makes recorded. */
function staffClient(url: string, key: string) {
  const store = new Map<string, string>();
  const requests: string[] = [];
  const events: AuthChangeEvent[] = [];
  const client = createClient(url, key, {
    auth: {
      persistSession: true,
      autoRefreshToken: false,
      detectSessionInUrl: false,
      storage: {
        getItem: (k) => store.get(k) ?? null,
        setItem: (k, v) => void store.set(k, v),
        removeItem: (k) => void store.delete(k),
      },
    },
    global: {
      fetch: (input, init) => {
        requests.push(
          `${init?.method ?? "GET"} ${new URL(String(input instanceof Request ? input.url : input)).pathname}`,
        );
        return fetch(input, init);
      },
    },
    realtime: { transport: NoWebSocket as never },
  });
  client.auth.onAuthStateChange((event) => {
    events.push(event);
  });
  return { client, requests, events };
}

describe.each(databases)("supabase-js staff sign-in on $name", (factory) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let url: string;
  let publishable: string;
  let staff: { email: string; password: string };
  let secret = "";
  let factorId = "";

  beforeAll(async () => {
    database = await factory.create();
    app = await buildApp({ config: database.config, serveSite: false });
    await app.listen({ port: 0, host: "127.0.0.1" });
    url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    publishable = app.installKeys.publishableKey;
    staff = await staffAccount(app, "grace@kosmos.example");
    const visitor = createClient(url, publishable, {
      auth: { persistSession: false },
      realtime: { transport: NoWebSocket as never },
    });
    const { error } = await visitor.from("contact_submissions").insert(contact());
    expect(error).toBeNull();
  });
  afterAll(async () => {
    await app?.close();
    await database?.destroy();
  });

  it("signs in, enrols TOTP, verifies a code, reads submissions at aal2, refreshes and signs out", async () => {
    const { client, requests, events } = staffClient(url, publishable);

    const signedIn = await client.auth.signInWithPassword({ email: staff.email, password: staff.password });
    expect(signedIn.error).toBeNull();
    expect(signedIn.data.session?.user.email).toBe(staff.email);
    expect((await client.auth.mfa.getAuthenticatorAssuranceLevel()).data).toMatchObject({
      currentLevel: "aal1",
      nextLevel: "aal1",
    });
    // Signed in with a password only, nothing is readable.
    expect((await client.from("contact_submissions").select("*")).data).toEqual([]);

    const enrolled = await client.auth.mfa.enroll({
      factorType: "totp",
      friendlyName: "Work phone",
      issuer: "Kosmos Intelligence",
    });
    expect(enrolled.error).toBeNull();
    const totp = enrolled.data!.totp!;
    expect(totp.qr_code.startsWith("data:image/svg+xml;utf-8,<svg")).toBe(true);
    expect(totp.uri).toMatch(/^otpauth:\/\/totp\/Kosmos%20Intelligence:grace%40kosmos\.example\?/);
    secret = totp.secret;
    factorId = enrolled.data!.id;

    const challenge = await client.auth.mfa.challenge({ factorId });
    expect(challenge.error).toBeNull();
    const verified = await client.auth.mfa.verify({
      factorId,
      challengeId: challenge.data!.id,
      code: totpCode(secret),
    });
    expect(verified.error).toBeNull();
    expect((await client.auth.mfa.getAuthenticatorAssuranceLevel()).data).toMatchObject({
      currentLevel: "aal2",
      nextLevel: "aal2",
      currentAuthenticationMethods: [
        expect.objectContaining({ method: "totp" }),
        expect.objectContaining({ method: "password" }),
      ],
    });
    const factors = await client.auth.mfa.listFactors();
    expect(factors.data?.totp).toEqual([
      expect.objectContaining({ id: factorId, status: "verified", friendly_name: "Work phone" }),
    ]);

    // At aal2, staff read what visitors sent.
    const inbox = await client.from("contact_submissions").select("name, status");
    expect(inbox.error).toBeNull();
    expect(inbox.data).toEqual([{ name: "Amelia Hart", status: "new" }]);

    // getClaims verifies the token locally with the published keys: no call to /user.
    requests.length = 0;
    const claims = await client.auth.getClaims();
    expect(claims.error).toBeNull();
    expect(claims.data?.claims).toMatchObject({ aal: "aal2", email: staff.email, role: "authenticated" });
    expect(requests).toContain("GET /auth/v1/.well-known/jwks.json");
    expect(requests).not.toContain("GET /auth/v1/user");

    const before = (await client.auth.getSession()).data.session!;
    const refreshed = await client.auth.refreshSession();
    expect(refreshed.error).toBeNull();
    expect(refreshed.data.session!.refresh_token).not.toBe(before.refresh_token);
    expect((await client.auth.mfa.getAuthenticatorAssuranceLevel()).data?.currentLevel).toBe("aal2");

    expect((await client.auth.signOut()).error).toBeNull();
    expect((await client.auth.getSession()).data.session).toBeNull();
    expect(events).toEqual(
      expect.arrayContaining(["SIGNED_IN", "MFA_CHALLENGE_VERIFIED", "TOKEN_REFRESHED", "SIGNED_OUT"]),
    );
    expect(events.indexOf("SIGNED_IN")).toBeLessThan(events.indexOf("MFA_CHALLENGE_VERIFIED"));
    expect(events.indexOf("MFA_CHALLENGE_VERIFIED")).toBeLessThan(events.indexOf("TOKEN_REFRESHED"));
    expect(events.indexOf("TOKEN_REFRESHED")).toBeLessThan(events.indexOf("SIGNED_OUT"));

    // The signed-out session's refresh token is gone with it.
    const { error } = await client.auth.refreshSession({ refresh_token: refreshed.data.session!.refresh_token });
    expect(error?.code).toBe("refresh_token_not_found");
  });

  it("a second sign-in is aal1 with aal2 next, and reads nothing until its code is verified", async () => {
    const { client } = staffClient(url, publishable);
    expect((await client.auth.signInWithPassword({ email: staff.email, password: staff.password })).error).toBeNull();
    expect((await client.auth.mfa.getAuthenticatorAssuranceLevel()).data).toMatchObject({
      currentLevel: "aal1",
      nextLevel: "aal2",
    });
    expect((await client.from("contact_submissions").select("*")).data).toEqual([]);
    // A new authenticator cannot be added at aal1 once one is verified.
    const another = await client.auth.mfa.enroll({ factorType: "totp", friendlyName: "Thief's phone" });
    expect(another.error?.code).toBe("insufficient_aal");

    // The code of the step after the one used above (a code is taken once).
    const challenge = await client.auth.mfa.challenge({ factorId });
    const verified = await client.auth.mfa.verify({
      factorId,
      challengeId: challenge.data!.id,
      code: totpCode(secret, Date.now() + 30_000),
    });
    expect(verified.error).toBeNull();
    expect((await client.from("contact_submissions").select("name")).data).toEqual([{ name: "Amelia Hart" }]);
    await client.auth.signOut();
  });

  it("getClaims refuses a token signed by another key with 'Invalid JWT signature'", async () => {
    const { client } = staffClient(url, publishable);
    await client.auth.signInWithPassword({ email: staff.email, password: staff.password });
    const { access_token } = (await client.auth.getSession()).data.session!;
    const { generateKeyPair, SignJWT, decodeJwt } = await import("jose");
    const { privateKey } = await generateKeyPair("ES256");
    const forged = await new SignJWT({ ...decodeJwt(access_token), aal: "aal2" })
      .setProtectedHeader({ alg: "ES256", kid: app.installKeys.signing.kid, typ: "JWT" })
      .sign(privateKey);
    const { error } = await client.auth.getClaims(forged);
    expect(error?.message).toBe("Invalid JWT signature");
    await client.auth.signOut();
  });
});
