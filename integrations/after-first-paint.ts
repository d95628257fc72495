/**
 * The one inline script of a page with islands (decision 032): once the browser has shown the
 * page's first contentful paint, link the whole stylesheet; once it has arrived (or failed), add
 * Astro's island loader. Nothing it fetches can hold up the first screen, and no island renders
 * a state (an error, a fetched list) before its rules are there. A browser that reports no paints
 * starts after the load event and the frame after it; a hidden tab waits until it is shown (it
 * paints nothing before). The server lists this script's hash in the page's
 * Content-Security-Policy (server/site/csp.ts), like every inline script.
 */
export function afterFirstPaintLoader(stylesheetUrl: string, loaderUrl: string): string {
  const css = JSON.stringify(stylesheetUrl);
  const js = JSON.stringify(loaderUrl);
  // Written small on purpose: it travels in every such page's first TCP window.
  return [
    "(()=>{",
    "let started=0;",
    "const start=()=>{if(started++)return;",
    `const link=document.createElement("link");link.rel="stylesheet";link.href=${css};`,
    `link.onload=link.onerror=()=>{const s=document.createElement("script");s.src=${js};document.body.append(s)};`,
    "document.head.append(link)};",
    'const painted=()=>performance.getEntriesByName("first-contentful-paint").length>0;',
    "if(painted())start();",
    'else if(PerformanceObserver.supportedEntryTypes?.includes("paint")){',
    "const o=new PerformanceObserver(()=>{if(painted()){o.disconnect();start()}});",
    'o.observe({type:"paint",buffered:true})}',
    'else addEventListener("load",()=>requestAnimationFrame(()=>setTimeout(start)),{once:true})',
    "})()",
  ].join("");
}

/** The files a finished page's loader fetches: hashed names under /assets/. */
const HASHED_ASSET = /^\/assets\/[\w-]+\.[\w-]+\.(css|js)$/;

/**
 * The stylesheet and loader a script's text fetches, when the text is exactly the script above
 * (as the finisher wrote it); null for any other text. The server allows an inline script on a
 * page only when it is this one (server/site/csp.ts), and keeps the files it names
 * (server/publish/asset-sweep.ts).
 */
export function afterFirstPaintFiles(text: string): { stylesheetUrl: string; loaderUrl: string } | null {
  const template = afterFirstPaintLoader("\u0000", "\u0001");
  const [start = "", rest = ""] = template.split(JSON.stringify("\u0000"));
  const [between = "", end = ""] = rest.split(JSON.stringify("\u0001"));
  if (!text.startsWith(start) || !text.endsWith(end) || text.length < start.length + end.length) return null;
  const middle = text.slice(start.length, text.length - end.length);
  const at = middle.indexOf(between);
  if (at === -1) return null;
  try {
    const stylesheetUrl: unknown = JSON.parse(middle.slice(0, at));
    const loaderUrl: unknown = JSON.parse(middle.slice(at + between.length));
    if (typeof stylesheetUrl !== "string" || typeof loaderUrl !== "string") return null;
    if (!HASHED_ASSET.test(stylesheetUrl) || !HASHED_ASSET.test(loaderUrl)) return null;
    return afterFirstPaintLoader(stylesheetUrl, loaderUrl) === text ? { stylesheetUrl, loaderUrl } : null;
  } catch {
    return null;
  }
}
