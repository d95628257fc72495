import { readFileSync } from "node:fs";

/**
 * `npm start` as package.json says it (`NAME=value … node <flags> --import tsx server/main.ts`): the
 * environment it sets and Node's flags, so that this measures the process an operator runs.
 */
export function startCommand(): { env: Record<string, string>; flags: string[] } {
  const { scripts } = JSON.parse(readFileSync("package.json", "utf8")) as { scripts: { start: string } };
  const words = scripts.start.trim().split(/\s+/);
  const node = words.indexOf("node");
  const assignments = words.slice(0, node).map((word) => /^([A-Z_][A-Z0-9_]*)=(.*)$/.exec(word));
  if (node < 0 || assignments.some((match) => !match) || !words.includes("--import")) {
    throw new Error(`npm start is not "[NAME=value …] node … --import tsx server/main.ts": ${scripts.start}`);
  }
  return {
    env: Object.fromEntries(assignments.map((match) => [match![1]!, match![2]!])),
    flags: words.slice(node + 1, words.indexOf("--import")),
  };
}
