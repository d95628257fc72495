import { describe, expect, it } from "vitest";
import {
  CONTENT_TYPES,
  contentType,
  fieldProblem,
  slugOf,
  routesShown,
  SLUG_PATTERN,
  type ContentTypeDecl,
} from "./content-types/index.ts";

const field = (name: string) => contentType("position").fields.find((f) => f.name === name)!;

describe("the content types' declarations", () => {
  it("name each type once, with a title field among its fields and routes of the site", () => {
    expect(new Set(CONTENT_TYPES.map((t) => t.type)).size).toBe(CONTENT_TYPES.length);
    for (const type of CONTENT_TYPES) {
      expect(type.fields.map((f) => f.name)).toContain(type.titleField);
      expect(new Set(type.fields.map((f) => f.name)).size).toBe(type.fields.length);
      for (const route of type.routes) expect(route).toMatch(/^(\/([a-z0-9/.-]|\{slug\})*|\*|\{route\}|\{section\})$/);
      // A type shown by section routes each of its sections, and only those.
      const decl: ContentTypeDecl = type;
      if (decl.routes.includes("{section}")) {
        const options = decl.fields.find((f) => f.name === "section")?.options?.map((o) => o.value);
        expect(Object.keys(decl.sectionRoutes ?? {}).sort(), type.type).toEqual([...(options ?? [])].sort());
      }
    }
  });

  it("say what every picture's place wants (its proportions, or shown whole, and what it shows), and only a picture's", () => {
    for (const type of CONTENT_TYPES)
      for (const f of type.fields as ContentTypeDecl["fields"]) {
        if (f.kind !== "image") {
          expect(f.slot, `${type.type}.${f.name}`).toBeUndefined();
          continue;
        }
        expect(f.slot?.wants.length, `${type.type}.${f.name}`).toBeGreaterThan(10);
        for (const side of f.slot?.ratio ?? []) expect(Number.isInteger(side) && side > 0).toBe(true);
      }
  });

  it("say what is wrong with a value as the database does", () => {
    expect(fieldProblem(field("title"), "  ")).toBe("Title: this field is required");
    expect(fieldProblem(field("title"), "x".repeat(201))).toBe("Title: at most 200 characters (this has 201)");
    expect(fieldProblem(field("title"), "A\nB")).toBe("Title: one line of text, without control characters");
    expect(fieldProblem(field("description"), "One.\nTwo.")).toBeNull();
    expect(fieldProblem(field("datePosted"), "2026-02-30")).toBe("Date posted: a date as YYYY-MM-DD");
    expect(fieldProblem(field("datePosted"), "2026-02-28")).toBeNull();
    const link = { ...field("title"), kind: "url" as const, label: "Link" };
    for (const bad of ["javascript:alert(1)", "data:text/html,x", "//evil.example", "http://plain.example"]) {
      expect(fieldProblem(link, bad)).toMatch(/^Link: an address starting with/);
    }
    for (const good of ["https://www.linkedin.com/in/x", "/careers", "mailto:a@b.co"]) {
      expect(fieldProblem(link, good)).toBeNull();
    }
  });

  it("name a link to a page the site does not have, when told the site's pages", () => {
    const link = { ...field("title"), kind: "url" as const, label: "Link" };
    const isSitePath = (path: string) => ["/", "/contact", "/apply"].includes(path);
    expect(fieldProblem(link, "/pricing", isSitePath)).toBe("Link: /pricing is not a page of this site");
    for (const good of ["/contact#office", "/apply?position=Analyst", "/contact/", "/", "https://x.example/pricing"]) {
      expect(fieldProblem(link, good, isSitePath), good).toBeNull();
    }
    const text = { ...field("description"), kind: "richText" as const, label: "Text" };
    const doc = (href: string) => ({
      type: "doc" as const,
      content: [
        { type: "paragraph", content: [{ type: "text", text: "x", marks: [{ type: "link", attrs: { href } }] }] },
      ],
    });
    expect(fieldProblem(text, doc("/pricing?x=1"), isSitePath)).toBe("Text: /pricing is not a page of this site");
    expect(fieldProblem(text, doc("/contact"), isSitePath)).toBeNull();
  });

  it("make slugs the database accepts", () => {
    expect(slugOf("Full-Stack Engineer (React/TypeScript)")).toBe("full-stack-engineer-react-typescript");
    expect(slugOf("Café Économiste")).toBe("cafe-economiste");
    expect(slugOf("Graph & Data Platform Engineer")).toMatch(new RegExp(SLUG_PATTERN));
  });
});

describe("where the back office says a type's content is shown", () => {
  it("names pages in words: no token and no star, an item's own page said so", () => {
    for (const decl of CONTENT_TYPES) {
      for (const shown of routesShown(decl)) expect(shown).not.toMatch(/[{}*]/);
    }
    expect(routesShown(contentType("legal-page"))).toEqual(["its own page at /…"]);
    expect(routesShown(contentType("site-settings"))).toEqual(["every page"]);
    expect(routesShown(contentType("resource"))).toContain("its own page at /resources/…");
  });
});
