import type { Config } from "@react-router/dev/config";
import { prerenderPaths } from "./app/config/pages";

// Static site: every route is rendered to its own HTML file at build time and
// hydrated in the browser. The Node server (server/) serves these files.
export default {
  appDirectory: "app",
  // SITE_BUILD_DIR lets parallel work build to its own folder; the default is ./build.
  buildDirectory: process.env.SITE_BUILD_DIR ?? "build",
  ssr: false,
  prerender: prerenderPaths,
} satisfies Config;
