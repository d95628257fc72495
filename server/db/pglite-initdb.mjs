// Creates an empty PGlite cluster in the folder given as the first argument, then exits.
// Run as a child process (server/db/empty-cluster.ts) by `npm run build` and, when the build
// holds no cluster, on a first start: PGlite's initdb peaks at 550 to 700 MB and the server would
// keep most of it for good (WebAssembly memory never shrinks), so it runs here and its memory goes
// back to the system when it exits.
import { PGlite } from "@electric-sql/pglite";

const dir = process.argv[2];
if (!dir) {
  console.error("usage: pglite-initdb.mjs <folder>");
  process.exit(2);
}
// 16 MB of shared buffers while initdb runs (about 100 MB less at its peak) and in the cluster's
// postgresql.conf; the server sets its own (PGLITE_SHARED_BUFFERS) when it opens the cluster.
const pg = await PGlite.create(dir, { initDbStartParams: ["-c", "shared_buffers=16MB"] });
await pg.close();
