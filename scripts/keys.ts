/**
 * `npm run keys`: prints the publishable key (the site's, the anonymous role) and the install's
 * current secret key (service role: bypasses row-level security; keep it off the browser).
 *
 *   npm run keys                                    print them and the backup public key (made on first use, as the server would)
 *   npm run keys -- rotate secret [--grace 7d]      a new secret key; the old one works for the grace period
 *   npm run keys -- rotate signing [--grace 1h]     a new session signing key; the old one verifies for the grace period
 *
 * A rotation applies without a restart: while a server owns an embedded DATA_DIR (found through the
 * folder's lock) the command asks it to rotate (POST /ops/v1/keys/rotate with the current secret
 * key), so the server writes the key file and uses the new key at once; otherwise the command
 * writes the file, and every server sharing DATA_DIR (PostgreSQL) reads it within seconds.
 * See docs/decisions/009-api-keys.md.
 */
import { hostname } from "node:os";
import { parseArgs } from "node:util";
import { loadConfig } from "../server/config";
import { PUBLISHABLE_KEY } from "../server/keys";
import { describeOwner, readOwner } from "../server/db";
import { loadOrCreateInstallKeys, rotateKeyFile } from "../server/keys/install-keys";
import { loadOrCreateBackupSigner } from "../server/backup/signing";
import { describeTarget } from "../server/db/data-target";

const SPAN = /^(\d+)([mhd])$/;
const UNIT_MS = { m: 60_000, h: 3_600_000, d: 86_400_000 } as const;

function parseSpan(text: string): number {
  const match = SPAN.exec(text);
  if (!match) throw new Error(`--grace takes a number and a unit (m, h or d), such as 7d; got "${text}"`);
  return Number(match[1]) * UNIT_MS[match[2] as keyof typeof UNIT_MS];
}

const { values, positionals } = parseArgs({ allowPositionals: true, options: { grace: { type: "string" } } });
const { DATA_DIR, DATABASE_URL } = loadConfig();
console.error(`npm run keys: ${describeTarget({ DATA_DIR, DATABASE_URL })}`);
const file = await loadOrCreateInstallKeys(DATA_DIR);

if (positionals.length === 0) {
  console.log(`publishable key: ${PUBLISHABLE_KEY}`);
  console.log(`secret key:      ${file.secretKeys[0]!.key}`);
  // Kept by the operator off this machine: what `npm run restore -- FILE --public-key KEY` checks archives with.
  console.log(`backup public key: ${(await loadOrCreateBackupSigner(DATA_DIR)).publicKey}`);
} else if (positionals[0] === "rotate" && (positionals[1] === "secret" || positionals[1] === "signing")) {
  const kind = positionals[1];
  // Secret keys sit in other systems' settings; session tokens live an hour.
  let grace: number;
  try {
    grace = parseSpan(values.grace ?? (kind === "secret" ? "7d" : "1h"));
  } catch (error) {
    console.error((error as Error).message);
    process.exit(2);
  }
  const owner = DATABASE_URL ? null : await readOwner(DATA_DIR);
  if (owner && (owner.command !== "server" || !owner.url || owner.hostname !== hostname())) {
    console.error(`DATA_DIR ${DATA_DIR} is in use by ${describeOwner(owner)}: run this again once it has finished.`);
    process.exit(1);
  }
  let made: string;
  if (owner?.url) {
    const response = await fetch(`${owner.url}/ops/v1/keys/rotate`, {
      method: "POST",
      headers: { authorization: `Bearer ${file.secretKeys[0]!.key}`, "content-type": "application/json" },
      body: JSON.stringify({ kind, grace_ms: grace }),
    });
    if (!response.ok) {
      console.error(`The server at ${owner.url} did not rotate the key (${response.status}): ${await response.text()}`);
      process.exit(1);
    }
    const answer = (await response.json()) as { secret_key?: string; kid?: string };
    made = (kind === "secret" ? answer.secret_key : answer.kid) ?? "";
  } else {
    const rotated = await rotateKeyFile(DATA_DIR, kind, grace);
    made = kind === "secret" ? rotated.secretKeys[0]!.key : rotated.signingKeys[0]!.kid;
  }
  const until = new Date(Date.now() + grace).toISOString();
  const applied = owner
    ? "the running server uses it now"
    : "a server sharing DATA_DIR uses it within seconds, or from its next start";
  if (kind === "secret") {
    console.log(`new secret key: ${made}`);
    console.log(`the previous secret key keeps working until ${until}; ${applied}`);
  } else {
    console.log(`new signing key: ${made}`);
    console.log(`sessions signed with the previous key stay valid until ${until}; ${applied} to sign new sessions`);
  }
} else {
  console.error("usage: npm run keys [-- rotate secret|signing [--grace 7d]]");
  process.exit(2);
}
