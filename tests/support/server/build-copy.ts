import { cp, mkdtemp, rm, symlink } from "node:fs/promises";
import { existsSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { CONTENT_HASHES_FILE } from "../../../server/publish/paths";

/**
 * A copy of the build for a server whose pages a test publishes: a publish replaces files of the
 * served folder, and the suite's other files must keep reading the build's own. The on-demand
 * build imports its packages, so the copy sees the project's node_modules.
 */
export async function copyOfBuild(): Promise<{ siteRoot: string; remove: () => Promise<void> }> {
  const source = resolve(process.env.SITE_BUILD_DIR ?? "build");
  const dir = await mkdtemp(join(tmpdir(), "kosmos-publish-"));
  for (const part of ["client", "render", "pglite", CONTENT_HASHES_FILE]) {
    if (existsSync(join(source, part))) await cp(join(source, part), join(dir, part), { recursive: true });
  }
  await symlink(resolve("node_modules"), join(dir, "node_modules"), "dir");
  return { siteRoot: join(dir, "client"), remove: () => rm(dir, { recursive: true, force: true }) };
}
