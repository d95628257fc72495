import { describe, expect, it } from "vitest";
import { publishedContent } from "./published-content";

describe("a hosted project's published content, for a build that goes to a CDN", () => {
  it("is read with the publishable key, live items only, in the editors' order, one list a type", async () => {
    const asked: { url: string; headers: Record<string, string> }[] = [];
    const fetcher = (async (url: string, init: { headers: Record<string, string> }) => {
      asked.push({ url, headers: init.headers });
      return new Response(
        JSON.stringify([
          { type: "position", slug: "a", data: { title: "A" } },
          { type: "retired-type", slug: "x", data: {} },
        ]),
      );
    }) as unknown as typeof fetch;
    const content = await publishedContent("https://abc.supabase.co/", "sb_publishable_x", fetcher);
    expect(asked[0]!.url).toBe(
      "https://abc.supabase.co/rest/v1/content_items?select=type,slug,data&live=is.true&order=type,sort_order,slug",
    );
    expect(asked[0]!.headers.apikey).toBe("sb_publishable_x");
    expect(content.position).toEqual([{ slug: "a", data: { title: "A" } }]);
    expect(content["legal-page"]).toEqual([]);
  });

  it("stops the build when the project cannot be read, rather than publish the seed", async () => {
    const fetcher = (async () => new Response("no", { status: 401 })) as unknown as typeof fetch;
    await expect(publishedContent("https://abc.supabase.co", "k", fetcher)).rejects.toThrow(
      "The site's content could not be read from https://abc.supabase.co: 401",
    );
  });
});
