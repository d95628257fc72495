import type { SiteContent } from "../../shared/content-types";

/** What the server asks of the render process (render-routes.ts): one line of its stdin. */
export type RenderJob = {
  /** Where the rendered files go until all of them are ready. */
  stagingDir: string;
  routes: string[];
  content: SiteContent;
};

export type RenderResult =
  | {
      route: string;
      ok: true;
      bytes: number;
      ms: number;
      /** The files under the site's folder the page refers to (`assets/site.<hash>.css`…), rendered beside it. */
      assets: string[];
    }
  | { route: string; ok: false; error: string };

/** The file a route is served from, relative to the site's folder: a page's index.html, the not-found page's 404.html, or a file such as /sitemap.xml. */
export function fileOfRoute(route: string): string {
  if (route === "/404") return "404.html";
  if (/\.[a-z]+$/.test(route)) return route.slice(1);
  return route === "/" ? "index.html" : `${route.replace(/^\/|\/$/g, "")}/index.html`;
}
