import type { Config } from "@react-router/dev/config";
import { prerenderPaths } from "./app/config/pages";

// Static site: every route is rendered to its own HTML file at build time and
// hydrated in the browser. The Node server (server/) serves these files.
export default {
  appDirectory: "app",
  ssr: false,
  prerender: prerenderPaths,
} satisfies Config;
