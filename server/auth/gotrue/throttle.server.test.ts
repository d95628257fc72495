/** A lock for TOTP codes grows with each lockout; a password lock does not. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrate, openDatabase, type Database } from "../../db/index.ts";
import { databases, type TestDatabase } from "../../../tests/support/server/databases.ts";
import { DEFAULT_THROTTLE, failedAttempt, reserveAttempt, type ThrottlePolicy } from "./throttle.ts";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(databases)("account locks on $name", (factory) => {
  let database: TestDatabase;
  let db: Database;
  beforeAll(async () => {
    database = await factory.create();
    db = await openDatabase(database.config);
    await migrate(db);
  });
  afterAll(async () => {
    await db?.close();
    await database?.destroy();
  });

  /** Fails the allowed attempts, then returns how long the next one is locked out for. */
  async function lockOut(key: string, policy: ThrottlePolicy): Promise<number> {
    for (let i = 0; i < policy.lockAfter; i++) {
      const state = await db.asOwner((tx) => reserveAttempt(tx, key, policy));
      expect(state.lockedForSeconds).toBe(0);
      await db.asOwner((tx) => failedAttempt(tx, key, policy));
    }
    return (await db.asOwner((tx) => reserveAttempt(tx, key, policy))).lockedForSeconds;
  }

  it("doubles each lockout in a row for codes, and keeps a password's lock the same", async () => {
    const codes = { ...DEFAULT_THROTTLE, slowAfter: 99, lockAfter: 2, lockSeconds: 2, growLocks: true };
    expect(await lockOut("mfa:grows", codes)).toBe(2);
    await sleep(2_200);
    expect(await lockOut("mfa:grows", codes)).toBe(4);

    const passwords = { ...codes, growLocks: false };
    expect(await lockOut("password:same", passwords)).toBe(2);
    await sleep(2_200);
    expect(await lockOut("password:same", passwords)).toBe(2);
  }, 20_000);
});
