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
 * chunks still download in parallel) and runs the same imports in the same order. The rewritten
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

/** The classic script that starts hydration once the page has painted. */
function deferredBootScript(boot: Boot, preloads: string[]): string {
  const [first, ...rest] = boot.imports;
  const start = [
    `var hrefs=${JSON.stringify(preloads)};`,
    `hrefs.forEach(function(h){var l=document.createElement("link");l.rel="modulepreload";l.href=h;document.head.appendChild(l);});`,
    // The first import (the manifest) runs before the route modules, as the static imports did.
    `import(${JSON.stringify(first!.href)}).then(function(){return Promise.all([${rest
      .map((i) => `import(${JSON.stringify(i.href)})`)
      .join(",")}]);}).then(function(m){`,
    rest.map((route, i) => `var ${route.name}=m[${i}];`).join(""),
    `window.__reactRouterRouteModules=${boot.routeModules};`,
    `return import(${JSON.stringify(boot.entry)});});`,
  ].join("");
  // requestAnimationFrame runs just before the first frame is drawn; the timeout, just after it.
  return `(function(){function start(){${start}}requestAnimationFrame(function(){setTimeout(start,0);});})();`;
}

/** Rewrites one prerendered page; a page without React Router's boot script is left as it is. */
export function deferHydration(html: string): string {
  const boot = BOOT_SCRIPT.exec(html);
  if (!boot) return html;
  const preloads = [...html.matchAll(MODULEPRELOAD)].map((m) => m[1]!);
  const script = deferredBootScript(parseBootScript(boot[1]!), preloads);
  return html.replace(MODULEPRELOAD, "").replace(BOOT_SCRIPT, () => `<script>${script}</script>`);
}
