import { afterAll, describe, expect, it } from "vitest";
import { createAccessibilityChecker } from "./accessibility.ts";

const page = (main: string) =>
  `<!doctype html><html lang="en"><head><title>Insights</title></head><body><main><h1>Insights</h1>${main}</main></body></html>`;

describe("the accessibility check of rendered pages", () => {
  const checker = createAccessibilityChecker();
  afterAll(() => checker.close());

  it("finds what staff text can break: an empty heading and a link without words", async () => {
    const [found] = await checker.check([
      { route: "/resources/a", html: page(`<h2></h2><p>Read <a href="/about"> </a> for more.</p>`) },
    ]);
    expect(found!.route).toBe("/resources/a");
    expect(found!.violations.map((v) => [v.rule, v.help, v.elements])).toEqual([
      ["empty-heading", "Headings should not be empty", 1],
      ["link-name", "Links must have discernible text", 1],
    ]);
    expect(found!.violations[1]!.example).toBe(`<a href="/about"> </a>`);
  });

  it("passes a sound page, and never runs the page's own scripts", async () => {
    const [found] = await checker.check([
      {
        route: "/",
        html: page(`<p>Systemic risk, seen.</p><script>document.body.innerHTML = "<h2></h2>"</script>`),
      },
    ]);
    expect(found!.violations).toEqual([]);
  });

  it("is never ended under a check by a publish starting, and starts again after one", async () => {
    const sound = { route: "/", html: page("<p>Systemic risk, seen.</p>") };
    const running = checker.check([sound, sound, sound]);
    checker.closeIfIdle();
    expect((await running).map((p) => p.violations)).toEqual([[], [], []]);
    checker.closeIfIdle();
    expect(await checker.check([sound])).toEqual([{ route: "/", violations: [] }]);
  });

  it("needs no layout: a low-contrast colour is not its to judge", async () => {
    const [found] = await checker.check([
      { route: "/", html: page(`<p style="color:#eee;background:#fff">Pale words.</p>`) },
    ]);
    expect(found!.violations).toEqual([]);
  });
});
