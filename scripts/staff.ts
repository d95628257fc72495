/**
 * `npm run staff -- add <email> | disable <email> | reset-2fa <email> | list`: staff accounts
 * for the back office (docs/decisions/010-staff-sign-in.md). Works on the database the server
 * uses (DATABASE_URL, else DATA_DIR's PGlite) as its owner, applying the migrations first.
 * An embedded (PGlite) database is opened by one process at a time: stop the server first.
 */
import { loadConfig } from "../server/config";
import { migrate, openDatabase } from "../server/db";
import { staffCommand, STAFF_USAGE } from "../server/auth/gotrue/staff-command";

const args = process.argv.slice(2);
if (args.length === 0 || args[0] === "--help") {
  console.log(STAFF_USAGE);
  process.exit(args.length === 0 ? 2 : 0);
}

const config = loadConfig();
if (!config.DATABASE_URL) {
  // Two processes on one PGlite folder would corrupt it: refuse while the server answers.
  const url = `http://${config.HOST === "0.0.0.0" ? "127.0.0.1" : config.HOST}:${config.PORT}/auth/v1/.well-known/jwks.json`;
  const running = await fetch(url, { signal: AbortSignal.timeout(1_000) }).then(
    (response) => response.ok,
    () => false,
  );
  if (running) {
    console.error(`The server is running on this DATA_DIR (${url} answers): stop it first, then run this again.`);
    process.exit(1);
  }
}

const db = await openDatabase(config);
try {
  await migrate(db);
  const { code, lines } = await staffCommand(db, args);
  for (const line of lines) (code === 0 ? console.log : console.error)(line);
  process.exitCode = code;
} finally {
  await db.close();
}
