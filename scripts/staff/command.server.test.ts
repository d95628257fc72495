/**
 * `npm run staff`: accounts made, listed, disabled and reset as an administrator would, with
 * the one-time password that signs in once and must then be changed.
 */
import { execFile } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { json } from "../../tests/support/server/api";
import { databases } from "../../tests/support/server/databases";
import { copyCachedPgliteTemplate } from "../../tests/support/server/pglite-template";
import { newDataDir, startServer } from "../../tests/support/server/faults";
import { PUBLISHABLE_KEY } from "../../server/keys";
import { createClient } from "@supabase/supabase-js";
import type { AddressInfo } from "node:net";
import { staffCommand } from "./command";
import { apiStaff, databaseStaff, type StaffDirectory } from "./directory";
import { authRequest, startAuthApp, totpCode, type AuthTestApp } from "../../tests/support/server/auth";

const passwordIn = (lines: string[]) => /one-time password for \S+: (\S+)/.exec(lines.join("\n"))?.[1] ?? "";

/** The two ways the command reaches the team: the database as its owner, or a running server's GoTrue admin API. */
const directories = [
  { via: "the database", make: async (test: AuthTestApp): Promise<StaffDirectory> => databaseStaff(test.app.db) },
  {
    via: "the running server's admin API",
    make: async (test: AuthTestApp): Promise<StaffDirectory> => {
      await test.app.listen({ port: 0, host: "127.0.0.1" });
      const { port } = test.app.server.address() as AddressInfo;
      const client = createClient(`http://127.0.0.1:${port}`, test.keys.secretKey, {
        auth: { persistSession: false, autoRefreshToken: false },
      });
      return apiStaff(client, { url: `http://127.0.0.1:${port}`, key: test.keys.secretKey });
    },
  },
];

describe.each(databases.flatMap((database) => directories.map((directory) => ({ ...directory, database }))))(
  "npm run staff on $database.name through $via",
  ({ database, make }) => {
    let test: AuthTestApp;
    let staff: StaffDirectory;
    beforeAll(async () => {
      test = await startAuthApp(database, { throttle: { baseDelayMs: 1, maxDelayMs: 2 } });
      staff = await make(test);
    });
    afterAll(async () => test?.close());

    const run = (...args: string[]) => staffCommand(staff, args);
    const signIn = (email: string, password: string) =>
      authRequest(test, "POST", "/token?grant_type=password", { body: { email, password } });

    it("adds an account whose one-time password signs in and must be changed", async () => {
      const added = await run("add", "Lin@Kosmos.example");
      expect(added.code).toBe(0);
      // The first admin: without --role an account is admin.
      expect(added.lines[0]).toBe("added Lin@Kosmos.example (roles: admin)");
      const password = passwordIn(added.lines);
      expect(password).toMatch(/^[A-Za-z0-9]{20}$/);
      const response = await signIn("lin@kosmos.example", password);
      expect(response.statusCode).toBe(200);
      expect(json<{ user: { app_metadata: Record<string, unknown> } }>(response).user.app_metadata).toMatchObject({
        role: "staff",
        roles: ["admin"],
        password_change_required: true,
      });
      const list = await run("list");
      expect(list.lines[0]).toMatch(/^email\s+roles\s+status\s+2fa\s+password\s+last sign-in$/);
      expect(list.lines[1]).toMatch(/^lin@kosmos\.example\s+admin\s+active\s+no\s+one-time\s+\d{4}-/);
    });

    it("adds an account with the roles named, and refuses a role it does not know", async () => {
      const added = await run("add", "rec@kosmos.example", "--role", "careers", "--role=labs");
      expect(added.lines[0]).toBe("added rec@kosmos.example (roles: careers, labs)");
      expect((await run("list")).lines.find((l) => l.startsWith("rec@"))).toMatch(
        /^rec@kosmos\.example\s+careers,labs\s+active\s/,
      );
      expect(await run("add", "x@kosmos.example", "--role", "owner")).toEqual({
        code: 1,
        lines: ["Unknown role owner: use admin, sales, careers, labs, editor"],
      });
      expect(await run("add", "x@kosmos.example", "--role")).toMatchObject({ code: 2 });
      expect(await run("add", "x@kosmos.example", "careers")).toMatchObject({ code: 2 });
      expect((await run("list")).lines.some((l) => l.startsWith("x@"))).toBe(false);
    });

    it("disables an account: its sessions end and it cannot sign in; add enables it again", async () => {
      const password = passwordIn((await run("add", "kit@kosmos.example")).lines);
      const session = json<{ access_token: string }>(await signIn("kit@kosmos.example", password));
      expect((await run("disable", "kit@kosmos.example")).code).toBe(0);
      expect((await authRequest(test, "GET", "/user", { token: session.access_token })).statusCode).toBe(403);
      expect(json<{ code: string }>(await signIn("kit@kosmos.example", password)).code).toBe("invalid_credentials");
      expect((await run("list")).lines.find((l) => l.startsWith("kit@"))).toMatch(/disabled/);
      const again = passwordIn((await run("add", "kit@kosmos.example")).lines);
      expect((await signIn("kit@kosmos.example", again)).statusCode).toBe(200);
    });

    it("enables a disabled account: it signs in with the password it had", async () => {
      const password = passwordIn((await run("add", "eve.enabled@kosmos.example")).lines);
      expect((await run("disable", "eve.enabled@kosmos.example")).code).toBe(0);
      expect(json<{ code: string }>(await signIn("eve.enabled@kosmos.example", password)).code).toBe(
        "invalid_credentials",
      );
      expect(await run("enable", "eve.enabled@kosmos.example")).toEqual({
        code: 0,
        lines: ["enabled eve.enabled@kosmos.example: they sign in with the password they had"],
      });
      expect((await signIn("eve.enabled@kosmos.example", password)).statusCode).toBe(200);
      expect((await run("list")).lines.find((l) => l.startsWith("eve.enabled@"))).toMatch(/active/);
    });

    it("resets two-factor: authenticators removed, signed out, a new one-time password", async () => {
      const password = passwordIn((await run("add", "ola@kosmos.example")).lines);
      const first = json<{ access_token: string }>(await signIn("ola@kosmos.example", password));
      const factor = json<{ id: string; totp: { secret: string } }>(
        await authRequest(test, "POST", "/factors", { token: first.access_token, body: { factor_type: "totp" } }),
      );
      const challenge = json<{ id: string }>(
        await authRequest(test, "POST", `/factors/${factor.id}/challenge`, { token: first.access_token }),
      );
      await authRequest(test, "POST", `/factors/${factor.id}/verify`, {
        token: first.access_token,
        body: { challenge_id: challenge.id, code: totpCode(factor.totp.secret) },
      });
      expect((await run("list")).lines.find((l) => l.startsWith("ola@"))).toMatch(/active\s+yes/);

      const reset = await run("reset-2fa", "ola@kosmos.example");
      expect(reset.code).toBe(0);
      expect(json<{ code: string }>(await signIn("ola@kosmos.example", password)).code).toBe("invalid_credentials");
      const fresh = json<{ user: { factors: unknown[] } }>(await signIn("ola@kosmos.example", passwordIn(reset.lines)));
      expect(fresh.user.factors).toEqual([]);
    });

    it("shows an account locked by wrong passwords, and unlock lets it sign in at once", async () => {
      const password = passwordIn((await run("add", "locked.out@kosmos.example")).lines);
      for (let i = 0; i < 12; i++) await signIn("locked.out@kosmos.example", `not the password ${i}`);
      expect((await signIn("locked.out@kosmos.example", password)).statusCode).toBe(429);
      expect((await run("list")).lines.find((l) => l.startsWith("locked.out@"))).toMatch(
        /^locked\.out@kosmos\.example\s+admin\s+locked\s/,
      );
      expect(await run("unlock", "locked.out@kosmos.example")).toEqual({
        code: 0,
        lines: ["unlocked locked.out@kosmos.example: wrong passwords forgotten, they may sign in now"],
      });
      expect((await signIn("locked.out@kosmos.example", password)).statusCode).toBe(200);
      expect((await run("list")).lines.find((l) => l.startsWith("locked.out@"))).toMatch(/\s+active\s/);
    }, 60_000);

    it("explains its usage and unknown accounts", async () => {
      expect(await run()).toMatchObject({ code: 2, lines: [expect.stringContaining("usage: npm run staff")] });
      expect(await run("promote", "x@kosmos.example")).toMatchObject({ code: 2 });
      expect(await run("disable", "nobody@kosmos.example")).toEqual({
        code: 1,
        lines: ["No staff account for nobody@kosmos.example"],
      });
      expect(await run("add", "not-an-address")).toEqual({ code: 1, lines: ["Not an e-mail address: not-an-address"] });
    });
  },
);

describe("the staff script", () => {
  const folders: string[] = [];
  afterAll(() => folders.forEach((f) => rmSync(f, { recursive: true, force: true })));

  it("adds and lists accounts in DATA_DIR's embedded database", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "kosmos-staff-"));
    folders.push(dataDir);
    copyCachedPgliteTemplate(dataDir);
    const run = (...args: string[]) =>
      promisify(execFile)(process.execPath, ["--import", "tsx", "scripts/staff.ts", ...args], {
        env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "", PORT: "1", LOG_LEVEL: "silent" },
      });
    const added = await run("add", "first@kosmos.example");
    expect(added.stdout).toMatch(/one-time password for first@kosmos\.example: [A-Za-z0-9]{20}/);
    expect((await run("list")).stdout).toMatch(/first@kosmos\.example\s+admin\s+active\s+no\s+one-time\s+never/);
  }, 120_000);

  it("works while the server runs on that DATA_DIR, found through the folder (not PORT): a new account signs in at once", async () => {
    const dataDir = newDataDir();
    folders.push(dataDir, `${dataDir}-site`);
    const server = await startServer(dataDir);
    try {
      const run = (...args: string[]) =>
        promisify(execFile)(process.execPath, ["--import", "tsx", "scripts/staff.ts", ...args], {
          // PORT names nothing that listens: the command must not rely on it.
          env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "", PORT: "1", LOG_LEVEL: "silent" },
        });
      const added = await run("add", "new@kosmos.example", "--role", "sales");
      const password = passwordIn([added.stdout]);
      expect(password).toMatch(/^[A-Za-z0-9]{20}$/);
      const signIn = await fetch(`${server.origin}/auth/v1/token?grant_type=password`, {
        method: "POST",
        headers: { apikey: PUBLISHABLE_KEY, "content-type": "application/json" },
        body: JSON.stringify({ email: "new@kosmos.example", password }),
      });
      expect(signIn.status).toBe(200);
      expect((await run("list")).stdout).toMatch(/new@kosmos\.example\s+sales\s+active\s+no\s+one-time\s+\d{4}-/);
      expect((await run("disable", "new@kosmos.example")).stdout).toContain("disabled new@kosmos.example");
      expect((await run("list")).stdout).toMatch(/new@kosmos\.example\s+sales\s+disabled/);
    } finally {
      await server.stop();
    }
  }, 120_000);
});
