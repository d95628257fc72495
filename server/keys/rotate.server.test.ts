/**
 * `npm run keys -- rotate` while the server runs, without a restart. Through the running
 * embedded server (found through DATA_DIR's lock): the new key works at once, the old one for its
 * grace. Without a server in between (PostgreSQL, another process): the server follows the file.
 */
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";
import { buildApp } from "../app.ts";
import {
  discardServer,
  newDataDir,
  startServer,
  waitFor,
  type ServerProcess,
} from "../../tests/support/server/faults.ts";
import { databases } from "../../tests/support/server/databases.ts";
import { PUBLISHABLE_KEY } from "./index.ts";
import { rotateKeyFile } from "./install-keys.ts";

const keysCommand = (dataDir: string, ...args: string[]) =>
  promisify(execFile)(process.execPath, ["--import", "tsx", "scripts/keys.ts", ...args], {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "", PORT: "1", LOG_LEVEL: "silent" },
  });

describe("npm run keys -- rotate while the server runs", () => {
  let server: ServerProcess | undefined;
  const dataDir = newDataDir();
  afterAll(async () => discardServer(server, dataDir));

  it("through the running server: the new secret key works at once, the old one until its grace ends; a new signing key signs at once", async () => {
    server = await startServer(dataDir);
    const read = (key: string) =>
      fetch(`${server!.origin}/rest/v1/contact_submissions?select=id`, {
        headers: { apikey: key, authorization: `Bearer ${key}` },
      }).then((r) => r.status);
    const oldSecret = /secret key:\s+(\S+)/.exec((await keysCommand(dataDir)).stdout)![1]!;
    expect(await read(oldSecret)).toBe(200);

    const rotated = await keysCommand(dataDir, "rotate", "secret", "--grace", "10m");
    const newSecret = /new secret key: (\S+)/.exec(rotated.stdout)![1]!;
    expect(rotated.stdout).toContain("the running server uses it now");
    expect(newSecret).not.toBe(oldSecret);
    expect(await read(newSecret)).toBe(200);
    expect(await read(oldSecret)).toBe(200);
    expect((await keysCommand(dataDir)).stdout).toContain(`secret key:      ${newSecret}`);

    const before = (await (await fetch(`${server.origin}/auth/v1/.well-known/jwks.json`)).json()) as {
      keys: { kid: string }[];
    };
    const signing = await keysCommand(dataDir, "rotate", "signing", "--grace", "1h");
    const kid = /new signing key: (\S+)/.exec(signing.stdout)![1]!;
    const after = (await (await fetch(`${server.origin}/auth/v1/.well-known/jwks.json`)).json()) as {
      keys: { kid: string }[];
    };
    expect(after.keys.map((k) => k.kid)).toEqual([kid, ...before.keys.map((k) => k.kid)]);

    // Only the secret key may ask; a bad request is refused whole.
    const rotate = (headers: Record<string, string>, body: unknown) =>
      fetch(`${server!.origin}/ops/v1/keys/rotate`, {
        method: "POST",
        headers: { "content-type": "application/json", ...headers },
        body: JSON.stringify(body),
      });
    expect((await rotate({}, { kind: "secret", grace_ms: 0 })).status).toBe(401);
    expect((await rotate({ authorization: `Bearer ${PUBLISHABLE_KEY}` }, { kind: "secret", grace_ms: 0 })).status).toBe(
      401,
    );
    expect((await rotate({ authorization: `Bearer ${newSecret}` }, { kind: "everything", grace_ms: 0 })).status).toBe(
      400,
    );
    expect(await read(newSecret)).toBe(200);
  }, 120_000);
});

describe("a key file rotated by another process", () => {
  it("is followed by the server within seconds: the new secret key works, no restart", async () => {
    const database = await databases.find((d) => d.name === "pglite")!.create();
    const app = await buildApp({ config: database.config, serveSite: false });
    await app.ready();
    try {
      const oldSecret = app.installKeys.secretKey;
      const rotated = await rotateKeyFile(database.config.DATA_DIR, "secret", 0);
      const newSecret = rotated.secretKeys[0]!.key;
      const read = (key: string) =>
        app
          .inject({
            method: "GET",
            url: "/rest/v1/contact_submissions?select=id",
            headers: { apikey: key, authorization: `Bearer ${key}` },
          })
          .then((r) => r.statusCode);
      await waitFor("the new secret key", async () => (await read(newSecret)) === 200, 10_000);
      expect(app.installKeys.secretKey).toBe(newSecret);
      // Rotated with no grace: the old key stopped with the rotation.
      expect(await read(oldSecret)).toBe(401);
    } finally {
      await app.close();
      await database.destroy();
    }
  }, 60_000);
});
