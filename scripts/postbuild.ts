/**
 * Runs after `react-router build`: writes sitemap.xml and robots.txt from the route table
 * into the client build, removes the SPA fallback, which the server never serves
 * (every route has its own HTML and unknown paths get the 404 page), and makes every
 * prerendered page start hydrating only after its first paint (./defer-hydration.ts).
 */
import { readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { pages } from "../app/config/pages";
import { deferHydration } from "./defer-hydration";
import { robotsTxt, sitemapXml } from "./seo";
import { staticImportsOf } from "./static-imports";

const client = join(process.env.SITE_BUILD_DIR ?? "build", "client");
const siteUrl = process.env.SITE_URL || "http://localhost:3000";

writeFileSync(join(client, "sitemap.xml"), sitemapXml(pages, siteUrl));
writeFileSync(join(client, "robots.txt"), robotsTxt(siteUrl));
rmSync(join(client, "__spa-fallback.html"), { force: true });
console.log(`sitemap.xml and robots.txt written for ${siteUrl}`);

const importsOf = staticImportsOf(client);
const htmlFiles = readdirSync(client, { recursive: true, encoding: "utf8" }).filter((f) => f.endsWith(".html"));
for (const file of htmlFiles) {
  const path = join(client, file);
  writeFileSync(path, deferHydration(readFileSync(path, "utf8"), importsOf));
}
console.log(`${htmlFiles.length} pages set to hydrate after their first paint`);
