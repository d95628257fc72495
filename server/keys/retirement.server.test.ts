/**
 * A rotated-out secret key or signing key stops working the moment its
 * grace period ends, without a restart (retired keys were filtered only when the server started).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app.ts";
import { databases, type TestDatabase } from "../../tests/support/server/databases.ts";
import { staffSessions } from "../../tests/support/server/staff-session.ts";
import { loadOrCreateInstallKeys, rotate, saveInstallKeys } from "./install-keys.ts";

const pglite = databases.find((d) => d.name === "pglite")!;
const GRACE_MS = 2_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("keys at the end of their grace period", () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await pglite.create();
  });
  afterAll(async () => database?.destroy());

  it("a rotated-out secret key and a session signed by a rotated-out signing key are refused once the grace ends", async () => {
    // A staff session, signed by the signing key of the first start.
    const first = await buildApp({ config: database.config, serveSite: false });
    await first.ready();
    const { aal2 } = await staffSessions(first, "grace@kosmos.example");
    const oldSecret = first.installKeys.secretKey;
    await first.close();

    // Both keys rotated with a short grace; the server restarts once, as a rotation needs.
    let file = await loadOrCreateInstallKeys(database.config.DATA_DIR);
    file = await rotate(file, "secret", GRACE_MS);
    file = await rotate(file, "signing", GRACE_MS);
    await saveInstallKeys(database.config.DATA_DIR, file);
    const app = await buildApp({ config: database.config, serveSite: false });
    await app.ready();
    try {
      const read = (headers: Record<string, string>) =>
        app.inject({ method: "GET", url: "/rest/v1/contact_submissions?select=id", headers }).then((r) => r.statusCode);
      const asOldSecret = { apikey: oldSecret, authorization: `Bearer ${oldSecret}` };
      const asOldSession = { apikey: app.installKeys.publishableKey, authorization: `Bearer ${aal2}` };
      expect(await read(asOldSecret)).toBe(200);
      expect(await read(asOldSession)).toBe(200);

      await sleep(GRACE_MS + 300);
      expect(await read(asOldSecret)).toBe(401);
      expect(await read(asOldSession)).toBe(401);
      const newSecret = app.installKeys.secretKey;
      expect(await read({ apikey: newSecret, authorization: `Bearer ${newSecret}` })).toBe(200);
      const jwks = await app.inject({ method: "GET", url: "/auth/v1/.well-known/jwks.json" });
      expect((jwks.json() as { keys: unknown[] }).keys).toHaveLength(1);
    } finally {
      await app.close();
    }
  }, 60_000);
});
