import { readFile, rm } from "node:fs/promises";
import { join } from "node:path";
import { afterFirstPaintFiles } from "../../integrations/after-first-paint.ts";
import { elementsOf, parseHtml, rawTextOf } from "../../shared/html-document.ts";
import { listFiles } from "../site/files.ts";

/** The files the finisher writes beside the pages: a page's whole stylesheet and its island loader. */
const FINISHER_FILE = /^\/assets\/(site|islands)\.[\w-]+\.(css|js)$/;

/**
 * How long a file no served page refers to any more is kept: a page loaded before a publish
 * fetches them after its first paint, and a tab opened in the background only when it is first
 * shown, which may be hours later. A day covers a working day's tabs; the files are small.
 */
export const UNREFERENCED_GRACE_MS = 24 * 60 * 60 * 1000;

/** The finisher's files the site's pages refer to now. */
async function referencedFiles(siteRoot: string, files: Set<string>): Promise<Set<string>> {
  const referenced = new Set<string>();
  for (const file of files) {
    if (!file.endsWith(".html")) continue;
    const page = parseHtml(await readFile(join(siteRoot, file), "utf8"));
    for (const script of elementsOf(page, (element) => element.name === "script")) {
      const loader = afterFirstPaintFiles(rawTextOf(script));
      if (loader) referenced.add(loader.stylesheetUrl).add(loader.loaderUrl);
    }
  }
  return referenced;
}

/**
 * Removes the finisher's files that no served page has referred to for `graceMs`. When a file was
 * first seen unreferenced is kept in memory: a server that restarts starts the wait again, which
 * only ever keeps a file longer. Answers what it removed.
 */
export function createAssetSweep(siteRoot: string, { graceMs = UNREFERENCED_GRACE_MS, now = Date.now } = {}) {
  const unreferencedSince = new Map<string, number>();
  return async function sweep(): Promise<string[]> {
    const files = await listFiles(siteRoot);
    const referenced = await referencedFiles(siteRoot, files);
    const removed: string[] = [];
    for (const file of files) {
      if (!FINISHER_FILE.test(file)) continue;
      if (referenced.has(file)) {
        unreferencedSince.delete(file);
        continue;
      }
      const since = unreferencedSince.get(file) ?? now();
      unreferencedSince.set(file, since);
      if (now() - since < graceMs) continue;
      for (const suffix of [".br", ".gz", ""]) await rm(join(siteRoot, file + suffix), { force: true });
      unreferencedSince.delete(file);
      removed.push(file);
    }
    return removed;
  };
}
