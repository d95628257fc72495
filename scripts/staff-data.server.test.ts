/**
 * `npm run staff` says which database it acts on, and never makes a new one silently
 * (before, `staff add` beside a server started with another DATA_DIR made ./data and printed a
 * one-time password for an account the site never saw).
 */
import { execFile } from "node:child_process";
import { existsSync, mkdtempSync } from "node:fs";
import { rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";
import { newDataDir, removeDataDir } from "../tests/support/server/faults";
import { copyCachedPgliteTemplate } from "../tests/support/server/pglite-template";

const run = promisify(execFile);
const staff = (args: string[], env: Record<string, string>) =>
  run(process.execPath, ["--import", "tsx", "scripts/staff.ts", ...args], {
    env: { ...process.env, DATABASE_URL: "", LOG_LEVEL: "silent", ...env },
  }).catch((error: { code: number; stdout: string; stderr: string }) => error);

describe("npm run staff and the data it acts on", () => {
  const empty = mkdtempSync(join(tmpdir(), "kosmos-no-database-"));
  const existing = newDataDir();
  afterAll(async () => {
    await rm(empty, { recursive: true, force: true });
    removeDataDir(existing);
  });

  it("refuses to make a database where there is none, and says how to point it at the right one", async () => {
    const answer = await staff(["add", "ada@kosmos.example"], { DATA_DIR: empty });
    expect(answer).toMatchObject({ code: 1 });
    expect(answer.stderr).toContain(`There is no database in ${empty}`);
    expect(answer.stderr).toMatch(/Start the server first.*--data-dir/s);
    expect(answer.stdout).not.toMatch(/one-time password/);
    expect(existsSync(join(empty, "pglite"))).toBe(false);
  }, 60_000);

  it("acts on the folder given with --data-dir, and says so", async () => {
    const answer = await staff(["add", "ada@kosmos.example", "--data-dir", existing], { DATA_DIR: empty });
    expect(answer.stderr).toContain(`npm run staff: the embedded database in ${existing}`);
    expect(answer.stdout).toMatch(/one-time password for ada@kosmos\.example: \S+/);
    expect(existsSync(join(empty, "pglite"))).toBe(false);
  }, 60_000);
});

describe("npm run backup on a folder with no database", () => {
  const empty = mkdtempSync(join(tmpdir(), "kosmos-no-database-"));
  afterAll(() => rm(empty, { recursive: true, force: true }));

  it("refuses, says why, and leaves neither a database nor an archive behind", async () => {
    const archive = join(empty, "kosmos.tar.gz");
    const answer = await run(process.execPath, ["--import", "tsx", "scripts/backup.ts", "--out", archive], {
      env: { ...process.env, DATA_DIR: join(empty, "data"), DATABASE_URL: "", LOG_LEVEL: "silent" },
    }).catch((error: { code: number; stdout: string; stderr: string }) => error);
    expect(answer).toMatchObject({ code: 1 });
    expect(answer.stderr).toContain(`There is no database in ${join(empty, "data")}`);
    expect(answer.stderr).not.toMatch(/\n\s+at /); // a message, not a stack trace
    expect(existsSync(join(empty, "data", "pglite"))).toBe(false);
    expect(existsSync(archive)).toBe(false);
  }, 60_000);

  it("refuses a database the migrations never ran on (a server that never finished starting), with no archive", async () => {
    const dataDir = join(empty, "unmigrated");
    copyCachedPgliteTemplate(dataDir);
    const archive = join(empty, "unmigrated.tar.gz");
    const answer = await run(process.execPath, ["--import", "tsx", "scripts/backup.ts", "--out", archive], {
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "", LOG_LEVEL: "silent" },
    }).catch((error: { code: number; stdout: string; stderr: string }) => error);
    expect(answer).toMatchObject({ code: 1 });
    expect(answer.stderr).toContain("holds no Kosmos schema yet");
    expect(answer.stderr).not.toMatch(/\n\s+at /);
    expect(existsSync(archive)).toBe(false);
  }, 60_000);
});
