import type { SiteContent } from "../../shared/content-types/index.ts";

/** What the server asks of the render thread (render-routes.ts): one line of its stdin. */
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
