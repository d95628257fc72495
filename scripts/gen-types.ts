/**
 * `npm run gen:types`: applies the migrations to a new, empty PGlite database and writes the
 * database's types to shared/database.types.ts (server/db/generate-types.ts). Run it after
 * changing a migration; `npm test` fails until the file matches.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { loadConfig } from "../server/config";
import { migrate, openDatabase } from "../server/db";
import { generateTypes, TYPES_FILE } from "../server/db/generate-types";

const dataDir = mkdtempSync(join(tmpdir(), "kosmos-gen-types-"));
try {
  const db = await openDatabase(loadConfig({ DATA_DIR: dataDir }), { command: "npm run gen:types" });
  try {
    await migrate(db, { seedFile: null });
    writeFileSync(TYPES_FILE, await db.asOwner((tx) => generateTypes(tx)));
    console.log(`wrote ${TYPES_FILE}`);
  } finally {
    await db.close();
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
