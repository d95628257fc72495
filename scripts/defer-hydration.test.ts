import { describe, expect, it } from "vitest";
import { deferHydration } from "./defer-hydration";

// The shape React Router 7 writes into a prerendered page (build/client/about/index.html).
const page = [
  '<html><head><link rel="stylesheet" href="/assets/app-1.css" data-precedence="default"/>',
  '<link rel="modulepreload" href="/assets/manifest-1.js"/>',
  '<link rel="modulepreload" href="/assets/entry.client-1.js"/>',
  '<link rel="modulepreload" href="/assets/root-1.js"/>',
  '<link rel="modulepreload" href="/assets/about-1.js"/>',
  "</head><body><h1>About</h1>",
  "<script>window.__reactRouterContext = {};</script>",
  '<script type="module" async="">import "/assets/manifest-1.js";',
  'import * as route0 from "/assets/root-1.js";',
  'import * as route1 from "/assets/about-1.js";',
  "  ",
  '  window.__reactRouterRouteModules = {"root":route0,"routes/about":route1};',
  "",
  'import("/assets/entry.client-1.js");</script>',
  "</body></html>",
].join("\n");

const bootScriptOf = (html: string) => {
  const scripts = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
  return scripts.find((s) => s.includes("requestAnimationFrame"))!;
};

/** Runs the rewritten script with the browser's scheduling and import() stood in for. */
async function run(script: string) {
  const log: string[] = [];
  const frames: (() => void)[] = [];
  const timers: (() => void)[] = [];
  const window: Record<string, unknown> = {};
  const document = {
    createElement: () => ({}) as Record<string, string>,
    head: { appendChild: (link: Record<string, string>) => log.push(`preload ${link.rel} ${link.href}`) },
  };
  const load = (href: string) => {
    log.push(`import ${href}`);
    return Promise.resolve({ href });
  };
  const body = script.replaceAll("import(", "load(");
  new Function("window", "document", "requestAnimationFrame", "setTimeout", "load", body)(
    window,
    document,
    (f: () => void) => frames.push(f),
    (f: () => void) => timers.push(f),
    load,
  );
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  return { log, frames, timers, window, settle };
}

describe("deferHydration", () => {
  const html = deferHydration(page);

  it("leaves no modulepreload link and no module script in the page", () => {
    expect(html).not.toMatch(/<link rel="modulepreload"/);
    expect(html).not.toMatch(/type="module"/);
    expect(html).toContain("<h1>About</h1>");
    expect(html).toContain('<link rel="stylesheet" href="/assets/app-1.css"');
  });

  it("loads nothing until the first frame has been drawn", async () => {
    const { log, frames, timers } = await run(bootScriptOf(html));
    expect(log).toEqual([]);
    expect(frames).toHaveLength(1);
    frames[0]!();
    expect(log).toEqual([]); // still before the paint: the frame callback only schedules
    expect(timers).toHaveLength(1);
  });

  it("then preloads every chunk and imports the manifest, the route modules and the entry, in order", async () => {
    const { log, frames, timers, window, settle } = await run(bootScriptOf(html));
    frames[0]!();
    timers[0]!();
    for (let i = 0; i < 5; i++) await settle();
    expect(log).toEqual([
      "preload modulepreload /assets/manifest-1.js",
      "preload modulepreload /assets/entry.client-1.js",
      "preload modulepreload /assets/root-1.js",
      "preload modulepreload /assets/about-1.js",
      "import /assets/manifest-1.js",
      "import /assets/root-1.js",
      "import /assets/about-1.js",
      "import /assets/entry.client-1.js",
    ]);
    expect(window.__reactRouterRouteModules).toEqual({
      root: { href: "/assets/root-1.js" },
      "routes/about": { href: "/assets/about-1.js" },
    });
  });

  it("leaves a page without React Router's boot script as it is", () => {
    const plain = "<html><body><p>Hello</p></body></html>";
    expect(deferHydration(plain)).toBe(plain);
  });

  it("refuses a boot script of a shape it does not know, rather than break hydration quietly", () => {
    const changed = page.replace('import("/assets/entry.client-1.js");', 'boot("/assets/entry.client-1.js");');
    expect(() => deferHydration(changed)).toThrow(/Unexpected line/);
  });
});
