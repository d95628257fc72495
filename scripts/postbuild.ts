/**
 * Runs after `react-router build`: writes sitemap.xml and robots.txt from the route table
 * into the client build, and removes the SPA fallback, which the server never serves
 * (every route has its own HTML and unknown paths get the 404 page).
 */
import { rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { pages } from "../app/config/pages";
import { robotsTxt, sitemapXml } from "./seo";

const client = join(process.env.SITE_BUILD_DIR ?? "build", "client");
const siteUrl = process.env.SITE_URL || "http://localhost:3000";

writeFileSync(join(client, "sitemap.xml"), sitemapXml(pages, siteUrl));
writeFileSync(join(client, "robots.txt"), robotsTxt(siteUrl));
rmSync(join(client, "__spa-fallback.html"), { force: true });
console.log(`sitemap.xml and robots.txt written for ${siteUrl}`);
