import { getSchema } from "@tiptap/react";
import { describe, expect, it } from "vitest";
import { RICH_TEXT_TYPES } from "~shared/content-types/checks";
import { richTextKit } from "./rich-text-kit";

describe("the rich-text editor's kit", () => {
  it("can make only nodes and marks the checks accept and the pages show", () => {
    const schema = getSchema([richTextKit]);
    const made = [...Object.keys(schema.nodes), ...Object.keys(schema.marks)];
    expect(made.filter((type) => !(RICH_TEXT_TYPES as readonly string[]).includes(type))).toEqual([]);
    // The ones it had by default that a page cannot show.
    for (const refused of ["horizontalRule", "strike", "underline", "code", "codeBlock"])
      expect(made).not.toContain(refused);
    expect(made).toEqual(expect.arrayContaining(["blockquote", "heading", "bulletList", "orderedList", "link"]));
  });
});
