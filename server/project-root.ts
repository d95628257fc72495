import { existsSync } from "node:fs";
import { dirname, extname, join } from "node:path";
import { fileURLToPath } from "node:url";

/**
 * The server runs from its sources (`node server/main.ts`, Node stripping the types) or, as
 * `npm start` runs it, compiled to JavaScript under `build/server/` (decision 074). The files it
 * reads beside its code (the migrations, the schema, the database's first-start script) are found
 * from the repository's root, the nearest folder above holding package.json, either way.
 */
function findRoot(from: string): string {
  for (let dir = from; ; dir = dirname(dir)) {
    if (existsSync(join(dir, "package.json"))) return dir;
    if (dirname(dir) === dir) throw new Error(`No package.json above ${from}`);
  }
}

export const PROJECT_ROOT = findRoot(dirname(fileURLToPath(import.meta.url)));

/** A path inside the repository. */
export const projectPath = (...parts: string[]) => join(PROJECT_ROOT, ...parts);

/**
 * A worker's script beside the module that starts it (`import.meta.url`), with that module's own
 * extension: `.ts` from the sources, `.js` compiled.
 */
export function siblingScript(moduleUrl: string, name: string): string {
  const here = fileURLToPath(moduleUrl);
  return join(dirname(here), `${name}${extname(here)}`);
}
