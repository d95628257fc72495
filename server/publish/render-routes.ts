/**
 * The thread that renders routes for a publish (decision 037), kept warm by
 * render.ts between publishes: started with the on-demand build's handler (`astro build --config
 * astro.render.config.ts`) and the served folder as arguments, it reads one job a line on its stdin
 * and answers one line on its stdout (server/child-worker.ts gives a thread both). For each route it renders the page with the site's own pages
 * and the job's content as Astro.locals, makes its first response exactly as the build does
 * (integrations/first-response.ts), and writes the page and the files it refers to (its late
 * stylesheet and island loader), with their Brotli and gzip copies, into the job's staging folder.
 * It never touches a page the server serves: render.ts moves the files in once every route has
 * rendered. Its own V8 heap, capped, so beasties' garbage is never on the server's heap and a
 * runaway render ends the thread, not the server (decision 051).
 */
import { mkdir, writeFile } from "node:fs/promises";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { dirname, join } from "node:path";
import { createInterface } from "node:readline";
import { pathToFileURL } from "node:url";
import type { SiteContent } from "../../shared/content-types/index.ts";
import { pageFinisher, type FinishedPage } from "../../integrations/first-response.ts";
import { fileOfRoute } from "../site/files.ts";
import { brotliCopy, gzipCopy } from "./compressed-copies.ts";
import type { RenderJob, RenderResult } from "./render-job.ts";

type Handler = (req: http.IncomingMessage, res: http.ServerResponse, next: () => void, locals: object) => void;

const [entry, siteRoot] = process.argv.slice(2) as [string, string];
const { handler } = (await import(pathToFileURL(entry).href)) as { handler: Handler };
// The content of the job being rendered: every request of the job is rendered from it.
let content: SiteContent | null = null;
const server = http.createServer((req, res) =>
  handler(
    req,
    res,
    () => {
      res.statusCode = 404;
      res.end();
    },
    { content },
  ),
);
await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

/** Writes a file with its Brotli and gzip copies (compressed-copies.ts), as the build's compressor leaves them. */
async function writeCompressed(file: string, text: string): Promise<number> {
  const bytes = Buffer.from(text);
  // Both copies start now, on zlib's threads, while this thread goes on (to the next page).
  const copies = Promise.all([brotliCopy(bytes), gzipCopy(bytes)]);
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, bytes);
  const [br, gz] = await copies;
  await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
  return bytes.length;
}

async function renderRoute(route: string, finish: (html: string) => Promise<FinishedPage | null>) {
  const response = await fetch(origin + route);
  // The not-found page answers 404, as it should.
  if (response.status !== (route === "/404" ? 404 : 200)) throw new Error(`${route} answered ${response.status}`);
  const body = await response.text();
  const isPage = (response.headers.get("content-type") ?? "").startsWith("text/html");
  const finished = isPage ? await finish(body) : { page: body, assets: [] };
  if (finished === null) throw new Error(`${route} is not a page the publisher renders`);
  return finished;
}

const failure = (route: string, error: unknown): RenderResult => ({
  route,
  ok: false,
  error: error instanceof Error ? error.message : String(error),
});

async function render(job: RenderJob): Promise<RenderResult[]> {
  content = job.content;
  const warnings: string[] = [];
  const finish = pageFinisher(siteRoot, { warn: (m) => warnings.push(m), error: (m) => warnings.push(m) });
  const results: RenderResult[] = [];
  // The files the pages refer to go into the staging folder with them (each once).
  const written = new Set<string>();
  // One page's files are compressed and written (on zlib's threads) while the next page renders (on
  // this one): docs/benchmarks.md measures what that and the quicker copies save.
  let writing: Promise<void> = Promise.resolve();
  for (const [index, route] of job.routes.entries()) {
    const started = performance.now();
    let finished: FinishedPage;
    try {
      finished = await renderRoute(route, finish);
    } catch (error) {
      results[index] = failure(route, error);
      continue;
    }
    await writing;
    const assets = finished.assets.filter((asset) => !written.has(asset.file));
    for (const asset of assets) written.add(asset.file);
    writing = (async () => {
      const bytes = await writeCompressed(join(job.stagingDir, fileOfRoute(route)), finished.page);
      for (const asset of assets) await writeCompressed(join(job.stagingDir, asset.file), asset.content);
      const files = finished.assets.map((asset) => asset.file);
      results[index] = { route, ok: true, bytes, ms: Math.round(performance.now() - started), assets: files };
    })().catch((error: unknown) => {
      results[index] = failure(route, error);
    });
  }
  await writing;
  return results;
}

for await (const line of createInterface({ input: process.stdin })) {
  if (!line.trim()) continue;
  const results = await render(JSON.parse(line) as RenderJob);
  process.stdout.write(JSON.stringify({ results, peakRssBytes: process.resourceUsage().maxRSS * 1024 }) + "\n");
}
server.close();
