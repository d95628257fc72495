import { describe, expect, it } from "vitest";
import { filterResources, noFilters, type ResourceFilters } from "./filter";
import { ALL, categoryLabel, categoryOptions, optionsIncluding, typeLabel, typeOptions } from "./labels";

type Row = { id: string; title: string; description: string; categories: string[]; type: string };

const rows: Row[] = [
  {
    id: "a",
    title: "Systemic Risk in Banking",
    description: "Contagion across balance sheets.",
    categories: ["finance"],
    type: "white-paper",
  },
  {
    id: "b",
    title: "Sanctions and Supply Chains",
    description: "How geopolitical SHOCKS travel.",
    categories: ["geopolitics", "finance"],
    type: "blog",
  },
  {
    id: "c",
    title: "Inside the Core Engine",
    description: "Graph databases meet agent-based models.",
    categories: ["technology", "platform"],
    type: "webinar",
  },
  {
    id: "d",
    title: "Quarterly update",
    description: "News about systemic stress testing.",
    categories: ["platform"],
    type: "news",
  },
  { id: "e", title: "Podcast: risk talk", description: "An episode.", categories: [], type: "podcast" },
];

const ids = (filters: Partial<ResourceFilters>) => filterResources(rows, { ...noFilters, ...filters }).map((r) => r.id);

describe("filterResources", () => {
  it("lets everything through with no filter, in the order given", () => {
    expect(ids({})).toEqual(["a", "b", "c", "d", "e"]);
  });

  it("matches the search in the title or the description, whatever the case", () => {
    expect(ids({ search: "SYSTEMIC" })).toEqual(["a", "d"]); // a by title, d by description
    expect(ids({ search: "shocks" })).toEqual(["b"]); // description only, stored in capitals
    expect(ids({ search: "core engine" })).toEqual(["c"]); // title only
    expect(ids({ search: "k in ban" })).toEqual(["a"]); // any substring, across words
    expect(ids({ search: "nowhere to be found" })).toEqual([]);
  });

  it("matches a category when the resource lists it among others", () => {
    expect(ids({ category: "finance" })).toEqual(["a", "b"]);
    expect(ids({ category: "platform" })).toEqual(["c", "d"]);
    expect(ids({ category: "Finance" })).toEqual([]); // values are the stored lower-case ones
  });

  it("matches the type exactly, including a type it has no label for", () => {
    expect(ids({ type: "blog" })).toEqual(["b"]);
    expect(ids({ type: "podcast" })).toEqual(["e"]);
    expect(ids({ type: "video" })).toEqual([]);
  });

  it("combines the three with AND, in every combination", () => {
    expect(ids({ search: "systemic", category: "platform" })).toEqual(["d"]);
    expect(ids({ search: "systemic", type: "white-paper" })).toEqual(["a"]);
    expect(ids({ category: "finance", type: "blog" })).toEqual(["b"]);
    expect(ids({ search: "sanctions", category: "finance", type: "blog" })).toEqual(["b"]);
    expect(ids({ search: "sanctions", category: "technology", type: "blog" })).toEqual([]);
    expect(ids({ search: "systemic", category: "finance", type: "news" })).toEqual([]);
  });

  it("checks every option of both selects against a brute-force reading of the rule", () => {
    for (const search of ["", "RISK", "graph", "zzz"]) {
      for (const { value: category } of categoryOptions) {
        for (const { value: type } of typeOptions) {
          const expected = rows
            .filter((r) =>
              `${r.title}\n${r.description}`
                .toLowerCase()
                .split("\n")
                .some((t) => t.includes(search.toLowerCase())),
            )
            .filter((r) => category === ALL || r.categories.includes(category))
            .filter((r) => type === ALL || r.type === type)
            .map((r) => r.id);
          expect(ids({ search, category, type }), JSON.stringify({ search, category, type })).toEqual(expected);
        }
      }
    }
  });
});

describe("labels", () => {
  it("names every known type and shows any other value as it is", () => {
    expect(["white-paper", "case-study", "blog", "webinar", "news", "video"].map(typeLabel)).toEqual([
      "White Paper",
      "Case Study",
      "Blog Post",
      "Webinar",
      "News",
      "Video",
    ]);
    expect(typeLabel("podcast")).toBe("podcast");
    expect(typeLabel("toString")).toBe("toString"); // not a label inherited from Object
  });

  it("capitalises the first letter of a category badge and leaves the rest", () => {
    expect(["finance", "geopolitics", "technology", "platform"].map(categoryLabel)).toEqual([
      "Finance",
      "Geopolitics",
      "Technology",
      "Platform",
    ]);
    expect(categoryLabel("esg-risk")).toBe("Esg-risk");
    expect(categoryLabel("")).toBe("");
  });

  it("offers the spec's options in the spec's order", () => {
    expect(categoryOptions.map((o) => o.label)).toEqual([
      "All Topics",
      "Finance",
      "Geopolitics",
      "Technology",
      "Platform",
    ]);
    expect(typeOptions.map((o) => o.label)).toEqual([
      "All Types",
      "White Papers",
      "Case Studies",
      "Blog Posts",
      "Webinars",
      "News",
      "Videos",
    ]);
  });

  it("adds an option for a value from the address that the list lacks", () => {
    expect(optionsIncluding(typeOptions, "blog", typeLabel)).toBe(typeOptions);
    expect(optionsIncluding(typeOptions, "podcast", typeLabel).at(-1)).toEqual({ value: "podcast", label: "podcast" });
  });
});
