/**
 * Through the real server (server/main.ts as `npm start` runs it): password
 * guesses sent all at once must not slip past the account lock.
 */
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";
import { discardServer, newDataDir, startServer, type ServerProcess } from "../../../tests/support/server/faults.ts";
import { PUBLISHABLE_KEY } from "../../keys/index.ts";
import { DEFAULT_THROTTLE } from "./throttle.ts";

describe("parallel password guesses against the running server", () => {
  const dataDir = newDataDir();
  let server: ServerProcess | undefined;
  afterAll(() => discardServer(server, dataDir));

  it("50 guesses at once: at most the allowed number are evaluated, and then the right password is refused while locked", async () => {
    server = await startServer(dataDir);
    const origin = server.origin;
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ["--import", "tsx", "scripts/staff.ts", "add", "target@kosmos.example"],
      {
        env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "", LOG_LEVEL: "silent" },
      },
    );
    const password = /one-time password for \S+: (\S+)/.exec(stdout)![1]!;
    const signIn = (attempt: string) =>
      fetch(`${origin}/auth/v1/token?grant_type=password`, {
        method: "POST",
        headers: {
          apikey: PUBLISHABLE_KEY,
          "content-type": "application/json",
          "x-supabase-api-version": "2024-01-01",
        },
        body: JSON.stringify({ email: "target@kosmos.example", password: attempt }),
      }).then(async (response) => ({
        status: response.status,
        code: ((await response.json()) as { code?: string }).code,
      }));

    const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => signIn(`wrong guess number ${i}`)));
    const evaluated = answers.filter((a) => a.status === 400);
    expect(evaluated.every((a) => a.code === "invalid_credentials")).toBe(true);
    expect(evaluated.length).toBeLessThanOrEqual(DEFAULT_THROTTLE.lockAfter);
    expect(answers.filter((a) => a.status === 429)).toHaveLength(50 - evaluated.length);
    expect(answers.every((a) => a.status === 400 || a.status === 429)).toBe(true);

    expect(await signIn(password)).toEqual({ status: 429, code: "over_request_rate_limit" });
  }, 120_000);
});
