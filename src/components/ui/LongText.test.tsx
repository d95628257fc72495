/** A job's description as a recruiter types it in the back office's plain box, on /careers. */
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { LongText, longTextBlocks } from "./LongText";

const DESCRIPTION = `Build the graph platform behind our digital twins.
Work with the modelling team every day.

What you bring:
- 5+ years of data engineering
* Graph databases at scale
• Python and SQL

Hybrid, London.`;

describe("a long text on a page", () => {
  it("keeps its paragraphs, its line breaks and its lists", () => {
    expect(longTextBlocks(DESCRIPTION)).toEqual([
      {
        kind: "paragraph",
        lines: ["Build the graph platform behind our digital twins.", "Work with the modelling team every day."],
      },
      { kind: "paragraph", lines: ["What you bring:"] },
      { kind: "list", items: ["5+ years of data engineering", "Graph databases at scale", "Python and SQL"] },
      { kind: "paragraph", lines: ["Hybrid, London."] },
    ]);
    const html = renderToStaticMarkup(<LongText text={DESCRIPTION} />);
    expect(html).toContain("<li>5+ years of data engineering</li><li>Graph databases at scale</li>");
    expect(html).toContain("digital twins.</span><span><br/>Work with");
    expect(html).not.toContain("- 5+");
  });

  it("is text only: markup typed in it is shown, never made", () => {
    const html = renderToStaticMarkup(<LongText text={"<script>alert(1)</script>\n- <img src=x onerror=alert(1)>"} />);
    expect(html).not.toContain("<script>");
    expect(html).not.toContain("<img");
    expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
  });
});
