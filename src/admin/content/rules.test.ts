import { describe, expect, it } from "vitest";
import { isHttpUrl, isLinkAddress, resourceSchema, validate } from "./rules";

const resource = {
  title: "Contagion in non-bank lending",
  type: "white-paper",
  categories: ["finance"],
  date: "2026-10-01",
  description: "How losses travel.",
  image_url: "",
  download_url: "https://kosmos.example/paper.pdf",
  read_more_url: "https://kosmos.example/paper",
  featured: false,
  slug: "",
  body: { type: "doc", content: [] },
};
const article = (text: string) => ({
  type: "doc",
  content: [{ type: "paragraph", content: [{ type: "text", text }] }],
});

describe("content rules", () => {
  it("takes an article with its address, and names the field missing from either half", () => {
    expect(validate(resourceSchema, { ...resource, slug: "rate-shocks", body: article("Text.") }).ok).toBe(true);
    const noAddress = validate(resourceSchema, { ...resource, body: article("Text.") });
    expect(noAddress.ok ? {} : noAddress.errors).toEqual({
      slug: "Give the article an address, such as rate-shock-primer",
    });
    const noArticle = validate(resourceSchema, { ...resource, slug: "rate-shocks" });
    expect(noArticle.ok ? {} : noArticle.errors).toEqual({ body: "Write the article, or clear its address" });
    const badAddress = validate(resourceSchema, { ...resource, slug: "Rate Shocks!", body: article("Text.") });
    expect(badAddress.ok ? [] : Object.keys(badAddress.errors)).toEqual(["slug"]);
  });

  it("accepts a complete resource", () => {
    expect(validate(resourceSchema, resource).ok).toBe(true);
  });

  it("names each broken field: type from the six, categories from the four, a date, http(s) addresses", () => {
    const result = validate(resourceSchema, {
      ...resource,
      title: "   ",
      type: "podcast",
      categories: ["sport"],
      date: "2026-02-30x",
      read_more_url: "javascript:alert(1)",
      image_url: "/relative.png",
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(Object.keys(result.errors).sort()).toEqual([
      "categories.0",
      "date",
      "image_url",
      "read_more_url",
      "title",
      "type",
    ]);
    expect(result.errors.read_more_url).toBe(
      "The read-more address must be a full address starting with https:// or http://, or a page of this site starting with /",
    );
    expect(validate(resourceSchema, { ...resource, categories: [] })).toMatchObject({
      errors: { categories: "Choose at least one category" },
    });
  });

  it("a read-more address of this site leads to one of its pages", () => {
    expect(validate(resourceSchema, { ...resource, read_more_url: "/pricing" })).toMatchObject({
      errors: { read_more_url: "The read-more address leads to no page of this site: check its path" },
    });
    for (const good of ["/resources?type=blog", "/platform/studio", "/resources/rate-shock-primer"])
      expect(validate(resourceSchema, { ...resource, read_more_url: good }).ok, good).toBe(true);
  });

  it("only http and https addresses", () => {
    expect(isHttpUrl("https://a.example/x")).toBe(true);
    expect(isHttpUrl("http://a.example")).toBe(true);
    for (const bad of ["javascript:alert(1)", "data:text/html,x", "//a.example", "ftp://a.example", "a.example"])
      expect(isHttpUrl(bad)).toBe(false);
    // A card's button may also lead to a page of this site (the seeded library does), never to another.
    for (const good of ["/platform/core-engine", "/resources/documentation#guides", "https://a.example"])
      expect(isLinkAddress(good)).toBe(true);
    for (const bad of ["//a.example", "/\\a.example", "javascript:alert(1)", "platform", "/a b"])
      expect(isLinkAddress(bad)).toBe(false);
  });
});
