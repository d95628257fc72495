/**
 * Harness for the security tests: the real app on a fresh PGlite database with the settings a
 * test chooses, optionally serving a tiny stand-in for the prerendered site.
 */
import type { FastifyInstance } from "fastify";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import { afterFirstPaintLoader } from "../../../integrations/after-first-paint";
import { buildApp } from "../../../server/app";
import type { Config } from "../../../server/config";
import { databases } from "./databases";
import { writeTokenPages } from "./site-stand-in";

export type SecurityTestApp = {
  app: FastifyInstance;
  anonKey: string;
  serviceKey: string;
  dataDir: string;
  /** The stand-in site's folder, when the app serves one. */
  siteRoot?: string;
  close(): Promise<void>;
};

/**
 * Pages with the inline script the prerendered ones with islands have (the one a page's policy
 * allows), so the per-page policy is real.
 */
const page = (title: string) =>
  `<!doctype html><html lang="en"><head><title>${title}</title></head>` +
  `<body><h1>${title}</h1><script>${afterFirstPaintLoader("/assets/site.0123456789.css", "/assets/islands.0123456789.js")}</script></body></html>`;

export async function fakeSite(): Promise<string> {
  const root = await mkdtemp(join(tmpdir(), "kosmos-site-"));
  for (const [path, title] of [
    ["index.html", "Home"],
    ["contact/index.html", "Contact"],
    ["404.html", "Not found"], // where Astro writes src/pages/404.astro
  ] as const) {
    await mkdir(join(root, path, ".."), { recursive: true });
    await writeFile(join(root, path), page(title));
  }
  // The build writes a Brotli and a gzip copy beside each page and asset (astro.config.ts).
  // Each copy says which it is, so a test can tell it from compression on the fly.
  const copy = (encoding: string) => `${page("Contact")}<!-- the build's ${encoding} copy -->`;
  await writeFile(join(root, "contact", "index.html.br"), brotliCompressSync(copy("br")));
  await writeFile(join(root, "contact", "index.html.gz"), gzipSync(copy("gzip")));
  writeTokenPages(root);
  // What a publish writes beside the pages (server/publish/render.ts): one redirect from a page's own address.
  await writeFile(
    join(root, "_redirects"),
    "/old-contact /contact 301\n/contact /nowhere 301\n/away https://example.org/news#latest 301\n",
  );
  await mkdir(join(root, "assets"));
  await writeFile(join(root, "assets", "app-1234.js"), "console.log('asset');\n");
  // Not a font, only its name: the server decides its headers by the name.
  await writeFile(join(root, "assets", "face-1234.woff2"), "wOF2");
  return root;
}

export async function startSecurityApp(
  settings: Partial<Config> = {},
  { site = false }: { site?: boolean } = {},
): Promise<SecurityTestApp> {
  const pglite = databases.find((factory) => factory.name === "pglite");
  if (!pglite) throw new Error("no PGlite test database factory");
  const database = await pglite.create();
  const buildDir = site ? await fakeSite() : undefined;
  const config: Config = { ...database.config, ...(buildDir ? { BUILD_DIR: buildDir } : {}), ...settings };
  const app = await buildApp({ config, serveSite: site });
  await app.ready();
  return {
    app,
    anonKey: app.installKeys.publishableKey,
    serviceKey: app.installKeys.secretKey,
    dataDir: config.DATA_DIR,
    siteRoot: buildDir,
    async close() {
      await app.close();
      await database.destroy();
      if (buildDir) await rm(buildDir, { recursive: true, force: true });
    },
  };
}
