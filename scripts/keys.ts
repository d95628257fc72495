/**
 * `npm run keys`: prints the publishable key (the site's, the anonymous role) and the install's
 * current secret key (service role: bypasses row-level security; keep it off the browser).
 *
 *   npm run keys                                    print them (made on first use, as the server would)
 *   npm run keys -- rotate secret [--grace 7d]      a new secret key; the old one works for the grace period
 *   npm run keys -- rotate signing [--grace 1h]     a new session signing key; the old one verifies for the grace period
 *
 * A rotation takes effect when the server restarts (every process, when several share DATA_DIR).
 * See docs/decisions/009-api-keys.md.
 */
import { parseArgs } from "node:util";
import { loadConfig } from "../server/config";
import { PUBLISHABLE_KEY } from "../server/keys";
import { loadOrCreateInstallKeys, rotate, saveInstallKeys } from "../server/keys/install-keys";

const SPAN = /^(\d+)([mhd])$/;
const UNIT_MS = { m: 60_000, h: 3_600_000, d: 86_400_000 } as const;

function parseSpan(text: string): number {
  const match = SPAN.exec(text);
  if (!match) throw new Error(`--grace takes a number and a unit (m, h or d), such as 7d; got "${text}"`);
  return Number(match[1]) * UNIT_MS[match[2] as keyof typeof UNIT_MS];
}

const { values, positionals } = parseArgs({ allowPositionals: true, options: { grace: { type: "string" } } });
const { DATA_DIR } = loadConfig();
const file = await loadOrCreateInstallKeys(DATA_DIR);

if (positionals.length === 0) {
  console.log(`publishable key: ${PUBLISHABLE_KEY}`);
  console.log(`secret key:      ${file.secretKeys[0]!.key}`);
} else if (positionals[0] === "rotate" && (positionals[1] === "secret" || positionals[1] === "signing")) {
  const kind = positionals[1];
  // Secret keys sit in other systems' settings; session tokens live an hour.
  const grace = parseSpan(values.grace ?? (kind === "secret" ? "7d" : "1h"));
  const rotated = await rotate(file, kind, grace);
  await saveInstallKeys(DATA_DIR, rotated);
  const until = new Date(Date.now() + grace).toISOString();
  if (kind === "secret") {
    console.log(`new secret key: ${rotated.secretKeys[0]!.key}`);
    console.log(`the previous secret key keeps working until ${until}; restart the server to use the new one`);
  } else {
    console.log(`new signing key: ${rotated.signingKeys[0]!.kid}`);
    console.log(`sessions signed with the previous key stay valid until ${until}; restart the server to sign with the new one`);
  }
} else {
  console.error("usage: npm run keys [-- rotate secret|signing [--grace 7d]]");
  process.exit(2);
}
