/**
 * Hydration starts after the first paint (docs/decisions/006-hydration-after-first-paint.md).
 *
 * React Router writes, into every prerendered page, modulepreload links for the whole initial
 * bundle and an inline module script that imports the manifest and the route modules, then the
 * client entry. The browser fetches all of it at once, alongside the stylesheet, before it has
 * painted anything; on a slow mobile connection the 140 KB of script shares the line with what the
 * first paint needs. The content is already in the HTML, so nothing is lost by painting first.
 *
 * This rewrites the built HTML: the modulepreload links go, and the module script becomes a
 * classic one that waits for the first frame, then adds the same modulepreload links (so the
 * chunks still download in parallel) and evaluates the same modules in the same order, one
 * module a task, so that no step of the start-up holds the main thread for long. The rewritten
 * script is inline and stays covered by the page's CSP hash (server/site/csp.ts hashes what it
 * finds in the served HTML).
 */

const MODULEPRELOAD = /<link rel="modulepreload" href="(\/assets\/[^"]+\.js)"\/>/g;
const BOOT_SCRIPT = /<script type="module" async="">([\s\S]*?)<\/script>/;
const STATIC_IMPORT = /^import (?:\* as (\w+) from )?"(\/assets\/[^"]+\.js)";$/;
const ROUTE_MODULES = /^window\.__reactRouterRouteModules = (\{[^\n]*\});$/;
const ENTRY_IMPORT = /^import\("(\/assets\/[^"]+\.js)"\);$/;

type Boot = { imports: { name?: string; href: string }[]; routeModules: string; entry: string };

/** Reads React Router's boot script; throws when its shape is not the one this rewrite knows. */
function parseBootScript(body: string): Boot {
  const imports: Boot["imports"] = [];
  let routeModules: string | undefined;
  let entry: string | undefined;
  for (const raw of body.split("\n")) {
    const line = raw.trim();
    if (line === "") continue;
    const imported = STATIC_IMPORT.exec(line);
    const modules = ROUTE_MODULES.exec(line);
    const entryImport = ENTRY_IMPORT.exec(line);
    if (imported) imports.push({ name: imported[1], href: imported[2]! });
    else if (modules) routeModules = modules[1];
    else if (entryImport) entry = entryImport[1];
    else throw new Error(`Unexpected line in React Router's boot script: ${line}`);
  }
  // The manifest comes first, for its side effects; every import after it is a named route module.
  const [manifest, ...routes] = imports;
  if (!routeModules || !entry || !manifest || manifest.name || !routes.length || routes.some((r) => !r.name)) {
    throw new Error("React Router's boot script no longer has the shape defer-hydration expects");
  }
  return { imports, routeModules, entry };
}

/** A chunk's static imports, as site-relative hrefs, in the order its source lists them. */
export type StaticImports = (href: string) => string[];

/**
 * The order in which the browser would evaluate the modules reachable from `roots`: depth first,
 * each module after its imports (ECMAScript's own order, cycles included). Importing them one at a
 * time in this order runs exactly the same code in the same order, but as many short tasks
 * instead of one long one per import().
 */
export function evaluationOrder(roots: string[], importsOf: StaticImports): string[] {
  const order: string[] = [];
  const seen = new Set<string>();
  const visit = (href: string) => {
    if (seen.has(href)) return;
    seen.add(href);
    for (const dependency of importsOf(href)) visit(dependency);
    order.push(href);
  };
  roots.forEach(visit);
  return order;
}

/** The classic script that starts hydration once the page has painted. */
function deferredBootScript(boot: Boot, preloads: string[], importsOf: StaticImports): string {
  const [manifest, ...routes] = boot.imports;
  // Everything the entry needs is evaluated ahead of it; the entry itself, which calls
  // hydrateRoot, runs only once the route modules are registered, as in React Router's script.
  const entryDependencies = evaluationOrder([boot.entry], importsOf).slice(0, -1);
  const steps = evaluationOrder([manifest!.href, ...routes.map((r) => r.href), ...entryDependencies], importsOf);
  const start = [
    `var preloads=${JSON.stringify(preloads)},steps=${JSON.stringify(steps)};`,
    // One task each (a MessageChannel message is not clamped like a nested timeout): starting a
    // fetch costs a millisecond or more on a slow phone, and two dozen at once made a long task.
    `var queue=[],channel=new MessageChannel();channel.port1.onmessage=function(){queue.shift()();};`,
    `function next(f){queue.push(f);channel.port2.postMessage(null);}`,
    `function preload(i){if(i===preloads.length)return next(function(){load(0);});`,
    `var l=document.createElement("link");l.rel="modulepreload";l.href=preloads[i];document.head.appendChild(l);`,
    `next(function(){preload(i+1);});}`,
    `function load(i){if(i===steps.length)return boot();import(steps[i]).then(function(){next(function(){load(i+1);});});}`,
    // Every route module is evaluated by now; these imports only collect their namespaces.
    `function boot(){Promise.all([${routes.map((r) => `import(${JSON.stringify(r.href)})`).join(",")}]).then(function(m){`,
    routes.map((route, i) => `var ${route.name}=m[${i}];`).join(""),
    `window.__reactRouterRouteModules=${boot.routeModules};`,
    `return import(${JSON.stringify(boot.entry)});});}`,
    `preload(0);`,
  ].join("");
  // requestAnimationFrame runs just before the first frame is drawn; the timeout, just after it.
  return `(function(){function start(){${start}}requestAnimationFrame(function(){setTimeout(start,0);});})();`;
}

/** Rewrites one prerendered page; a page without React Router's boot script is left as it is. */
export function deferHydration(html: string, importsOf: StaticImports): string {
  const boot = BOOT_SCRIPT.exec(html);
  if (!boot) return html;
  const preloads = [...html.matchAll(MODULEPRELOAD)].map((m) => m[1]!);
  const script = deferredBootScript(parseBootScript(boot[1]!), preloads, importsOf);
  return html.replace(MODULEPRELOAD, "").replace(BOOT_SCRIPT, () => `<script>${script}</script>`);
}
