// Creates an empty PGlite cluster in the folder given as the first argument, then exits.
// Run as a child process by server/db/pglite.ts on a first start: PGlite's initdb takes about
// 700 MB while it runs and the server process would keep most of it for good (WebAssembly memory
// never shrinks), so it runs here and its memory goes back to the system when it exits.
import { PGlite } from "@electric-sql/pglite";

const dir = process.argv[2];
if (!dir) {
  console.error("usage: pglite-initdb.mjs <folder>");
  process.exit(2);
}
const pg = await PGlite.create(dir);
await pg.close();
