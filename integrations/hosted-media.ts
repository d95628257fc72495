/**
 * A site built for a hosted Supabase project goes to a static host or a CDN, where no server of
 * ours answers `/media/…`. So the build carries the media library's files its pages refer to:
 * once the pages are written, every `/media/` address in them (a picture's sources, a document's
 * download, the share image) is fetched from the project's Storage with the publishable key, as
 * any visitor may, and written beside the pages at the same address. The project's storage
 * policies decide, as they do for this server's `/media/` route: only the files of pictures and
 * documents live content shows can be read, so a page that refers to anything else stops the
 * build rather than go out with a broken picture. The pages themselves are unchanged.
 */
import type { AstroIntegration } from "astro";
import { mkdir, readdir, readFile, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { loadEnv } from "vite";
import { elementsOf, parseHtml } from "../shared/html-document.ts";
import { MEDIA_PATH } from "../shared/picture.ts";

/** The attributes a page refers to a file with; `srcset` holds a list of "address width" pairs. */
const ADDRESS_ATTRIBUTES = ["src", "href", "content", "poster"] as const;
/** How many files are fetched at once. */
const PARALLEL = 8;

/** The library's addresses (`/media/…`) a page refers to, each once, in the order they appear. */
export function mediaAddresses(html: string): string[] {
  const found = new Set<string>();
  const note = (value: string | undefined) => {
    const address = value?.trim() ?? "";
    // Pages write the library's addresses from the site's root, or whole (the share image).
    if (!address.startsWith("/") && !/^https?:\/\//.test(address)) return;
    let path: string;
    try {
      path = new URL(address, "http://page.invalid/").pathname;
    } catch {
      return;
    }
    if (path.startsWith(MEDIA_PATH) && path.length > MEDIA_PATH.length) found.add(path);
  };
  for (const element of elementsOf(parseHtml(html))) {
    for (const name of ADDRESS_ATTRIBUTES) note(element.attribs[name]);
    for (const candidate of (element.attribs.srcset ?? "").split(",")) note(candidate.trim().split(/\s+/)[0]);
  }
  return [...found];
}

async function htmlFiles(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  return entries.filter((e) => e.isFile() && e.name.endsWith(".html")).map((e) => join(e.parentPath, e.name));
}

export type CopiedMedia = { files: number; bytes: number };

/**
 * Fetches every library file the pages in `outDir` refer to from the project's Storage (as a
 * visitor: the publishable key) into `outDir` at its address. Every file is tried; then, if any
 * was refused, the build fails naming each.
 */
export async function copyPublishedMedia(
  outDir: string,
  project: { url: string; key: string },
  fetcher: typeof fetch = fetch,
): Promise<CopiedMedia> {
  const addresses = new Set<string>();
  for (const file of await htmlFiles(outDir)) {
    for (const address of mediaAddresses(await readFile(file, "utf8"))) addresses.add(address);
  }
  const base = `${project.url.replace(/\/+$/, "")}/storage/v1/object/authenticated/media/`;
  const refused: string[] = [];
  let bytes = 0;
  const queue = [...addresses];
  const fetchOne = async (address: string) => {
    const key = decodeURIComponent(address.slice(MEDIA_PATH.length));
    const response = await fetcher(base + key.split("/").map(encodeURIComponent).join("/"), {
      headers: { apikey: project.key, authorization: `Bearer ${project.key}` },
    });
    if (!response.ok) {
      refused.push(`${address} (${response.status})`);
      return;
    }
    const body = Buffer.from(await response.arrayBuffer());
    const target = join(outDir, ...address.split("/").filter(Boolean).map(decodeURIComponent));
    await mkdir(dirname(target), { recursive: true });
    await writeFile(target, body);
    bytes += body.length;
  };
  await Promise.all(
    Array.from({ length: Math.min(PARALLEL, queue.length) }, async () => {
      for (let next = queue.shift(); next !== undefined; next = queue.shift()) await fetchOne(next);
    }),
  );
  if (refused.length) {
    throw new Error(
      `The pages refer to ${refused.length} file(s) the project does not let visitors read (is what shows them live?): ${refused.sort().join(", ")}`,
    );
  }
  return { files: addresses.size, bytes };
}

/** The integration: only for a build made for a hosted project (VITE_SUPABASE_URL set). */
export function hostedMedia(): AstroIntegration {
  return {
    name: "kosmos:hosted-media",
    hooks: {
      "astro:build:done": async ({ dir, logger }) => {
        const env = { ...loadEnv(process.env.NODE_ENV ?? "production", process.cwd(), "VITE_"), ...process.env };
        if (!env.VITE_SUPABASE_URL) return;
        const copied = await copyPublishedMedia(fileURLToPath(dir), {
          url: env.VITE_SUPABASE_URL,
          key: env.VITE_SUPABASE_PUBLISHABLE_KEY ?? "",
        });
        logger.info(`${copied.files} media file(s), ${Math.round(copied.bytes / 1024)} KB, copied from the project`);
      },
    },
  };
}
