import { describe, expect, it } from "vitest";
import { firstChangedRoute } from "./preview";

const page = (route: string, added: string[] = []) => ({
  route,
  added,
  removed: [],
  imagesAdded: [],
  imagesRemoved: [],
});

describe("the route a preview opens on", () => {
  it("is the first page whose text or pictures change, not the first page the publish renders", () => {
    expect(
      firstChangedRoute({
        routes: ["/", "/about", "/careers"],
        pages: [page("/"), page("/about"), page("/careers", ["Apply by 31 January 2027"])],
      }),
    ).toBe("/careers");
  });

  it("is the first page when none shows a difference, and nothing when there is no page", () => {
    expect(firstChangedRoute({ routes: ["/", "/home"], pages: [page("/"), page("/home")] })).toBe("/");
    expect(firstChangedRoute({ routes: ["/sitemap.xml"], pages: [] })).toBe("/sitemap.xml");
    expect(firstChangedRoute({ routes: [], pages: [] })).toBe("");
  });
});
