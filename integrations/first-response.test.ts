import { describe, expect, it } from "vitest";
import { elementsOf, parseHtml, rawTextOf } from "../shared/html-document.ts";
import { afterFirstPaintFiles } from "./after-first-paint.ts";
import { pageFinisher } from "./first-response.ts";

const CSS = "body{margin:0}.lead{color:#111}.hidden{display:none}";
const ISLAND = "astro-island,astro-slot,astro-static-slot{display:contents}";
const LOADER =
  "<script>(()=>{self.Astro={}})();</script><script>customElements.define('astro-island',class{})</script>";

/** A page as Astro renders it (island scripts already at the end of the body), with `typed` in its description. */
const page = (typed: string, island = true) =>
  `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="description" content="${typed}">` +
  `<style>${CSS}</style></head><body><main><p class="lead">Kosmos</p>` +
  (island ? `<style>${ISLAND}</style><astro-island uid="a" ssr>form</astro-island></main>${LOADER}` : "</main>") +
  `</body></html>`;

const finish = pageFinisher("/nonexistent", { warn: () => undefined, error: () => undefined });
const ATTACK =
  "Kosmos <script>1</script></body><script>alert(document.domain)</script></style><style>.lead{background:url(https://evil.example/x)}</style>";

describe("a page's first response, made from the parsed page", () => {
  it("moves only the build's own loader: a description holding </body><script> stays one attribute's text", async () => {
    const finished = (await finish(page(ATTACK)))!;
    const document = parseHtml(finished.page);
    const scripts = elementsOf(document, (e) => e.name === "script");
    expect(scripts).toHaveLength(1);
    expect(afterFirstPaintFiles(rawTextOf(scripts[0]!))).not.toBeNull();
    const meta = elementsOf(document, (e) => e.name === "meta" && e.attribs.name === "description")[0]!;
    expect(meta.attribs.content).toBe(ATTACK.replaceAll("<", "&lt;").replaceAll(">", "&gt;"));
    // The loader file holds Astro's scripts and nothing typed; the stylesheet file, the site's CSS only.
    const loader = finished.assets.find((asset) => asset.file.startsWith("assets/islands."))!;
    expect(loader.content).toBe("(()=>{self.Astro={}})();\n;\ncustomElements.define('astro-island',class{})");
    const stylesheet = finished.assets.find((asset) => asset.file.startsWith("assets/site."))!;
    expect(stylesheet.content).toBe(CSS);
    expect(finished.page).not.toContain("evil.example/x)}</style>");
  });

  it("hands the files back rather than writing them: the caller puts them where its pages go", async () => {
    const finished = (await finish(page("Kosmos")))!;
    expect(finished.assets.map((asset) => asset.file)).toEqual([
      expect.stringMatching(/^assets\/site\.[\w-]{10}\.css$/),
      expect.stringMatching(/^assets\/islands\.[\w-]{10}\.js$/),
    ]);
    expect((await finish(page("Kosmos", false)))!.assets).toEqual([]);
  });

  it('leaves the back office alone, told by its island, not by the text client="only"', async () => {
    expect(await finish(page("x", true).replace("<astro-island", '<astro-island client="only"'))).toBeNull();
    expect(await finish(page('client=&#34;only&#34; client="only"'))).not.toBeNull();
  });
});
