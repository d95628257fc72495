/**
 * Everything the Lighthouse benchmark knows about the site, in one place: how to build it,
 * where the build's browser files are, and which routes to measure. When the site's build or
 * route table moves, only this file changes.
 */
import { join } from "node:path";
import { pages } from "../src/config/pages";

/** The command that builds the site (`npm run bench` runs it unless --skip-build). */
export const BUILD_COMMAND = "npm run build";

/** The build's browser-facing files, as the server's BUILD_DIR (SITE_BUILD_DIR overrides the build root). */
export const CLIENT_DIR = join(process.env.SITE_BUILD_DIR ?? "build", "client");

/**
 * Routes that have a form or a data list, and so may load an island's script. Every other
 * route is a content route and must load no script at all. The route
 * table has no such field yet; if it gains one, derive this from it.
 */
const INTERACTIVE_ROUTES = new Set([
  "/", // the home contact form and Latest Insights
  "/home", // the same page under its alias
  "/resources", // the library and the newsletter form
  "/resources/documentation", // the documentation list
  "/contact", // the contact form and the map's load-on-request button
  "/apply", // the job application form
  "/research-partnerships", // the partnership form
  "/incubation-programme", // the programme form
]);

export type BenchRoute = {
  path: string;
  /** No form and no data list: the page must load no script, before or after scrolling. */
  content: boolean;
};

export const ROUTES: BenchRoute[] = pages.map((page) => ({
  path: page.path,
  content: !INTERACTIVE_ROUTES.has(page.path),
}));

/** The home page's texts the reference page (bench/reference/index.html) must repeat word for word. */
export { challenges as HOME_CHALLENGES, hero as HOME_HERO } from "../src/content/home";
