import { describe, expect, it } from "vitest";
import { islandScriptsAtEnd } from "./island-scripts";

// Astro 7's block, shortened: the islands' style, a directive's script, the island element's script.
const style = "<style>astro-island,astro-slot,astro-static-slot{display:contents}</style>";
const block =
  "<script>(()=>{(self.Astro||(self.Astro={})).visible=a;})();</script>" +
  '<script>(()=>{customElements.get("astro-island")||customElements.define("astro-island",f)})();</script>';
const page = (main: string, tail = "") =>
  `<!doctype html><html><head><script type="application/ld+json">{}</script></head><body><header>Kosmos</header><main>${main}</main><footer>©</footer>${tail}</body></html>`;

describe("Astro's hydration scripts", () => {
  it("move from before the page's heading to the end of the body, in their order, the islands' style left in place", () => {
    const hero = '<section><h1>Contact</h1><p>Tell us</p></section><astro-island uid="a" ssr>form</astro-island>';
    expect(islandScriptsAtEnd(page(style + block + hero))).toBe(page(style + hero, block));
  });

  it("take the scripts of every directive the page uses with them", () => {
    const both = block + "<script>(()=>{(self.Astro||(self.Astro={})).load=e;})();</script>";
    const hero = '<h1>Apply</h1><astro-island uid="a">x</astro-island><astro-island uid="b">y</astro-island>';
    expect(islandScriptsAtEnd(page(style + both + hero))).toBe(page(style + hero, both));
  });

  it("leave a page without islands, and the page's own scripts, as they are", () => {
    const content = page("<h1>About</h1><p>Text</p>");
    expect(islandScriptsAtEnd(content)).toBe(content);
    const data = page('<h1>Home</h1><script type="application/ld+json">{"a":1}</script>');
    expect(islandScriptsAtEnd(data)).toBe(data);
  });

  it("move only the page's own scripts: the same text inside an attribute a member of staff wrote stays text", () => {
    const typed = `${style}<script>alert(document.domain)</script>`;
    const meta = `<meta name="description" content="Kosmos ${typed}">`;
    const hero = '<h1>Contact</h1><astro-island uid="a" ssr>form</astro-island>';
    const moved = islandScriptsAtEnd(page(meta + style + block + hero));
    const escaped = typed.replaceAll("<", "&lt;").replaceAll(">", "&gt;");
    expect(moved).toBe(page(`<meta name="description" content="Kosmos ${escaped}">` + style + hero, block));
  });
});
