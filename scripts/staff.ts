/**
 * `npm run staff -- add|disable|enable|reset-2fa <email> | list`: staff accounts for the back office
 * (docs/decisions/010-staff-sign-in.md). While a server owns an embedded DATA_DIR, found through
 * the folder's lock (server/db/data-lock.ts), the command goes through that server's GoTrue
 * admin API with the install's secret key: no restart, and a new account signs in at once.
 * Otherwise (no server runs, or DATABASE_URL) it works on the database as its owner, applying
 * the migrations first. It says which database it acts on, and refuses to make one.
 * `--data-dir <folder>` stands for DATA_DIR.
 */
import { createClient } from "@supabase/supabase-js";
import { hostname } from "node:os";
import { loadConfig } from "../server/config";
import { describeOwner, migrate, openDatabase, readOwner, StartupError } from "../server/db";
import { staffCommand, STAFF_USAGE } from "./staff/command";
import { apiStaff, databaseStaff } from "./staff/directory";
import { loadOrCreateInstallKeys } from "../server/keys/install-keys";
import { describeTarget, hasEmbeddedDatabase, noDatabaseMessage, takeDataDir } from "../server/db/data-target";

const { dataDir, rest: args } = takeDataDir(process.argv.slice(2));
if (args.length === 0 || args[0] === "--help") {
  console.log(STAFF_USAGE);
  process.exit(args.length === 0 ? 2 : 0);
}

function print({ code, lines }: { code: number; lines: string[] }) {
  for (const line of lines) (code === 0 ? console.log : console.error)(line);
  process.exitCode = code;
}

const config = loadConfig(dataDir ? { ...process.env, DATA_DIR: dataDir } : process.env);
console.error(`npm run staff: ${describeTarget(config)}`);
const owner = config.DATABASE_URL ? null : await readOwner(config.DATA_DIR);
// Never a new database: an account made there is one the site never sees.
if (!config.DATABASE_URL && !owner && !hasEmbeddedDatabase(config.DATA_DIR)) {
  console.error(noDatabaseMessage(config.DATA_DIR));
  process.exit(1);
}
if (owner) {
  if (owner.command !== "server" || !owner.url || owner.hostname !== hostname()) {
    console.error(
      `DATA_DIR ${config.DATA_DIR} is in use by ${describeOwner(owner)}: run this again once it has finished.`,
    );
    process.exit(1);
  }
  const { secretKeys } = await loadOrCreateInstallKeys(config.DATA_DIR);
  const client = createClient(owner.url, secretKeys[0]!.key, {
    auth: { persistSession: false, autoRefreshToken: false },
  });
  print(await staffCommand(apiStaff(client, { url: owner.url, key: secretKeys[0]!.key }), args));
} else {
  let db;
  try {
    db = await openDatabase(config, { command: "npm run staff" });
  } catch (error) {
    if (!(error instanceof StartupError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
  try {
    await migrate(db);
    print(await staffCommand(databaseStaff(db), args));
  } finally {
    await db.close();
  }
}
