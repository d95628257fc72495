import { describe, expect, it } from "vitest";
import { documentSchema, isHttpUrl, isLinkAddress, resourceSchema, validate } from "./rules";

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
};

describe("content rules", () => {
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

  it("documents keep their ordered sections; empty sections are refused", () => {
    const doc = {
      title: "API",
      description: "The API.",
      sections: ["Intro", "Auth"],
      summary: "",
      access_url: "https://a.example",
      download_url: "",
    };
    const ok = validate(documentSchema, doc);
    expect(ok.ok && ok.value.sections).toEqual(["Intro", "Auth"]);
    expect(validate(documentSchema, { ...doc, sections: ["Intro", " "] })).toMatchObject({
      errors: { "sections.1": "A section cannot be empty" },
    });
  });
});
