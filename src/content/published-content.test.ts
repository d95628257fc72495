import { describe, expect, it } from "vitest";
import { publishedContent } from "./published-content";

describe("a hosted project's published content, for a build that goes to a CDN", () => {
  it("is read with the publishable key: live items in the editors' order, one list a type, the library and the redirects", async () => {
    const asked: { url: string; headers: Record<string, string> }[] = [];
    const article = { type: "doc", content: [{ type: "paragraph", content: [{ type: "text", text: "Body" }] }] };
    const answers: Record<string, unknown[]> = {
      content_items: [
        { type: "position", slug: "a", data: { title: "A" } },
        { type: "retired-type", slug: "x", data: {} },
      ],
      resources: [
        { id: "1", title: "Older", date: "2024-01-01", slug: null, body: null },
        { id: "2", title: "Newer", date: "2025-01-01", slug: "newer", body: article },
        { id: "3", title: "Odd body", date: "2023-01-01", slug: "odd", body: { type: "script" } },
      ],
      documentation: [{ id: "d", title: "Guide" }],
      redirects: [{ from_path: "/team", to_path: "/our-team" }],
    };
    const fetcher = (async (url: string, init: { headers: Record<string, string> }) => {
      asked.push({ url, headers: init.headers });
      return new Response(JSON.stringify(answers[new URL(url).pathname.split("/").pop()!]));
    }) as unknown as typeof fetch;
    const content = await publishedContent("https://abc.supabase.co/", "sb_publishable_x", fetcher);
    expect(asked.map((a) => a.url)).toEqual([
      "https://abc.supabase.co/rest/v1/content_items?select=type,slug,data&live=is.true&order=type,sort_order,slug",
      "https://abc.supabase.co/rest/v1/resources?select=id,title,type,categories,date,description,image_url,image_position,download_url,read_more_url,featured,slug,body",
      "https://abc.supabase.co/rest/v1/documentation?select=id,title,description,sections,summary,access_url,download_url&order=sort_order,id",
      "https://abc.supabase.co/rest/v1/redirects?select=from_path,to_path&order=from_path",
    ]);
    expect(asked.every((a) => a.headers.apikey === "sb_publishable_x")).toBe(true);
    expect(content.position).toEqual([{ slug: "a", data: { title: "A" } }]);
    expect(content["legal-page"]).toEqual([]);
    // Newest first; a body that is not rich text is no article.
    expect(content.library.resources.map((r) => [r.title, r.body])).toEqual([
      ["Newer", article],
      ["Older", null],
      ["Odd body", null],
    ]);
    expect(content.library.documentation).toEqual([{ id: "d", title: "Guide" }]);
    expect(content.redirects).toEqual([{ from: "/team", to: "/our-team" }]);
  });

  it("stops the build when the project cannot be read, rather than publish the seed", async () => {
    const fetcher = (async () => new Response("no", { status: 401 })) as unknown as typeof fetch;
    await expect(publishedContent("https://abc.supabase.co", "k", fetcher)).rejects.toThrow(
      "The site's content could not be read from https://abc.supabase.co: 401",
    );
  });
});
