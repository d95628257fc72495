import { readFileSync } from "node:fs";
import { startChildServer, type ChildServer } from "../tests/support/server/child-server";

/**
 * `npm start` as package.json says it (`NAME=value … node <flags> build/server/server/main.js`): the
 * environment it sets and Node's flags, so that this measures the process an operator runs.
 */
/** The server compiled by `npm run build` (decision 074). */
export const MAIN = "build/server/server/main.js";

export function startCommand(): { env: Record<string, string>; flags: string[] } {
  const { scripts } = JSON.parse(readFileSync("package.json", "utf8")) as { scripts: { start: string } };
  const words = scripts.start.trim().split(/\s+/);
  const node = words.indexOf("node");
  const assignments = words.slice(0, node).map((word) => /^([A-Z_][A-Z0-9_]*)=(.*)$/.exec(word));
  if (node < 0 || assignments.some((match) => !match) || words.at(-1) !== MAIN) {
    throw new Error(`npm start is not "[NAME=value …] node … ${MAIN}": ${scripts.start}`);
  }
  return {
    env: Object.fromEntries(assignments.map((match) => [match![1]!, match![2]!])),
    flags: words.slice(node + 1, -1),
  };
}

/**
 * The compiled server in a child process as `npm start` runs it, in production, on loopback, with the
 * API's per-address limits off (one load generator on one address) and `env` on top; ready when
 * /readyz answers.
 */
export function startAsNpmStart(env: Record<string, string>): Promise<ChildServer> {
  const start = startCommand();
  return startChildServer({
    script: MAIN,
    nodeArgs: start.flags,
    loader: "node",
    env: {
      ...start.env,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      LOG_LEVEL: "warn",
      RATE_LIMIT_READS_PER_MINUTE: "0",
      RATE_LIMIT_WRITES_PER_MINUTE: "0",
      ...env,
    },
    stdio: "capture",
    readyWhen: { answers: "/readyz" },
    timeoutMs: 300_000,
  });
}
