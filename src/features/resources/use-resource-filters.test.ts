import { describe, expect, it } from "vitest";
import { readFilters, writeFilters } from "./use-resource-filters";

describe("filters in the query string", () => {
  it("reads q, category and type, defaulting to everything", () => {
    expect(readFilters(new URLSearchParams(""))).toEqual({ search: "", category: "all", type: "all" });
    expect(readFilters(new URLSearchParams("type="))).toEqual({ search: "", category: "all", type: "all" });
    expect(readFilters(new URLSearchParams("q=Risk+model&category=finance&type=blog"))).toEqual({
      search: "Risk model",
      category: "finance",
      type: "blog",
    });
  });

  it("writes only what differs from the defaults and keeps unrelated parameters", () => {
    const current = new URLSearchParams("utm_source=mail&type=blog");
    expect(writeFilters(current, { search: "", category: "all", type: "all" }).toString()).toBe("utm_source=mail");
    expect(writeFilters(current, { search: "a b", category: "finance", type: "video" }).toString()).toBe(
      "utm_source=mail&type=video&q=a+b&category=finance",
    );
    expect(current.toString()).toBe("utm_source=mail&type=blog"); // not modified in place
  });
});
