import { describe, expect, it } from "vitest";
import { deferHydration, evaluationOrder } from "./defer-hydration";

// The shape React Router 7 writes into a prerendered page (build/client/about/index.html).
const page = [
  '<html><head><link rel="stylesheet" href="/assets/app-1.css" data-precedence="default"/>',
  '<link rel="modulepreload" href="/assets/manifest-1.js"/>',
  '<link rel="modulepreload" href="/assets/entry.client-1.js"/>',
  '<link rel="modulepreload" href="/assets/root-1.js"/>',
  '<link rel="modulepreload" href="/assets/about-1.js"/>',
  '<link rel="modulepreload" href="/assets/react-1.js"/>',
  '<link rel="modulepreload" href="/assets/header-1.js"/>',
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

// The chunks' static imports: React is shared, the header belongs to the root route.
const chunkImports: Record<string, string[]> = {
  "/assets/entry.client-1.js": ["/assets/react-1.js"],
  "/assets/root-1.js": ["/assets/react-1.js", "/assets/header-1.js"],
  "/assets/header-1.js": ["/assets/react-1.js"],
  "/assets/about-1.js": ["/assets/react-1.js"],
};
const importsOf = (href: string) => chunkImports[href] ?? [];

const bootScriptOf = (html: string) => {
  const scripts = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
  return scripts.find((s) => s.includes("requestAnimationFrame"))!;
};

/** Runs the rewritten script with the browser's scheduling and import() stood in for. */
async function run(script: string) {
  const log: string[] = [];
  const frames: (() => void)[] = [];
  const timers: (() => void)[] = [];
  // Each message is one task; tasks() lists how many the script has queued and not yet run.
  const messages: (() => void)[] = [];
  class MessageChannel {
    port1: { onmessage?: () => void } = {};
    port2 = { postMessage: () => messages.push(() => this.port1.onmessage!()) };
  }
  const window: Record<string, unknown> = {};
  const document = {
    createElement: () => ({}) as Record<string, string>,
    head: { appendChild: (link: Record<string, string>) => log.push(`preload ${link.rel} ${link.href}`) },
  };
  const load = (href: string) => {
    log.push(`import ${href}`);
    return Promise.resolve({ href });
  };
  const body = script.replaceAll("import(", "importStub(");
  new Function("window", "document", "requestAnimationFrame", "setTimeout", "MessageChannel", "importStub", body)(
    window,
    document,
    (f: () => void) => frames.push(f),
    (f: () => void) => timers.push(f),
    MessageChannel,
    load,
  );
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  /** Runs queued tasks one at a time, letting promises settle after each, and logs each task's end. */
  const runTasks = async () => {
    for (let i = 0; i < 5; i++) await settle();
    while (messages.length) {
      messages.shift()!();
      log.push("-- task ends");
      for (let i = 0; i < 5; i++) await settle();
    }
  };
  return { log, frames, timers, window, runTasks };
}

describe("deferHydration", () => {
  const html = deferHydration(page, importsOf);

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

  it("then preloads every chunk and evaluates the modules one a task, dependencies first, the entry last", async () => {
    const { log, frames, timers, window, runTasks } = await run(bootScriptOf(html));
    frames[0]!();
    timers[0]!();
    log.push("-- task ends");
    await runTasks();
    const preloads = [
      "/assets/manifest-1.js",
      "/assets/entry.client-1.js",
      "/assets/root-1.js",
      "/assets/about-1.js",
      "/assets/react-1.js",
      "/assets/header-1.js",
    ];
    expect(log).toEqual([
      // One link a task: starting two dozen fetches at once was a long task on a slow phone.
      ...preloads.flatMap((href) => [`preload modulepreload ${href}`, "-- task ends"]),
      "-- task ends",
      // The order the browser's own module loading would evaluate them in, one at a time.
      ...["/assets/manifest-1.js", "/assets/react-1.js", "/assets/header-1.js", "/assets/root-1.js", "/assets/about-1.js"].flatMap(
        (href) => [`import ${href}`, "-- task ends"],
      ),
      // Then the route modules' namespaces (already evaluated) and, with them registered, the entry.
      "import /assets/root-1.js",
      "import /assets/about-1.js",
      "-- task ends",
      "import /assets/entry.client-1.js",
    ]);
    expect(window.__reactRouterRouteModules).toEqual({
      root: { href: "/assets/root-1.js" },
      "routes/about": { href: "/assets/about-1.js" },
    });
  });

  it("leaves a page without React Router's boot script as it is", () => {
    const plain = "<html><body><p>Hello</p></body></html>";
    expect(deferHydration(plain, importsOf)).toBe(plain);
  });

  it("refuses a boot script of a shape it does not know, rather than break hydration quietly", () => {
    const changed = page.replace('import("/assets/entry.client-1.js");', 'boot("/assets/entry.client-1.js");');
    expect(() => deferHydration(changed, importsOf)).toThrow(/Unexpected line/);
  });
});

describe("evaluationOrder", () => {
  it("puts every module after its imports, once, following the import order, cycles included", () => {
    const graph: Record<string, string[]> = { a: ["b", "c"], b: ["d"], c: ["d", "a"], d: [] };
    expect(evaluationOrder(["a"], (href) => graph[href]!)).toEqual(["d", "b", "c", "a"]);
    expect(evaluationOrder(["c", "b"], (href) => graph[href]!)).toEqual(["d", "b", "a", "c"]);
  });
});
