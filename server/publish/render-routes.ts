/**
 * The child process that renders routes for a publish (issue 37, decision 037): run by
 * render.ts with one job on stdin, it renders each route with the site's own pages (the handler
 * `astro build --config astro.render.config.ts` made), the content given as Astro.locals, makes
 * each page's first response exactly as the build does (integrations/first-response.ts), and
 * writes the page with its Brotli and gzip copies into the staging folder. It never touches a
 * page the server serves: render.ts moves the files in once every route has rendered. Its own
 * process, so beasties' peak memory (hundreds of MB on a large page) is never the server's.
 */
import { mkdir, writeFile } from "node:fs/promises";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { dirname, join } from "node:path";
import { pathToFileURL } from "node:url";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import { pageFinisher } from "../../integrations/first-response";
import type { RenderJob, RenderResult } from "./render-job";
import { fileOfRoute } from "./render-job";

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

type Handler = (req: http.IncomingMessage, res: http.ServerResponse, next: () => void, locals: object) => void;

async function readJob(): Promise<RenderJob> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString("utf8")) as RenderJob;
}

async function render(job: RenderJob): Promise<RenderResult[]> {
  const { handler } = (await import(pathToFileURL(job.entry).href)) as { handler: Handler };
  const server = http.createServer((req, res) =>
    handler(
      req,
      res,
      () => {
        res.statusCode = 404;
        res.end();
      },
      { content: job.content },
    ),
  );
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const warnings: string[] = [];
  const finish = pageFinisher(job.siteRoot, { warn: (m) => warnings.push(m), error: (m) => warnings.push(m) });
  const results: RenderResult[] = [];
  try {
    for (const route of job.routes) {
      const started = performance.now();
      try {
        const response = await fetch(origin + route);
        if (response.status !== 200) throw new Error(`${route} answered ${response.status}`);
        const body = await response.text();
        const isPage = (response.headers.get("content-type") ?? "").startsWith("text/html");
        const page = isPage ? await finish(body) : body;
        if (page === null) throw new Error(`${route} is not a page the publisher renders`);
        const file = join(job.stagingDir, fileOfRoute(route));
        await mkdir(dirname(file), { recursive: true });
        const bytes = Buffer.from(page);
        await writeFile(file, bytes);
        await writeFile(`${file}.br`, await brotli(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
        await writeFile(`${file}.gz`, await gz(bytes, { level: 9 }));
        results.push({ route, ok: true, bytes: bytes.length, ms: Math.round(performance.now() - started) });
      } catch (error) {
        results.push({ route, ok: false, error: error instanceof Error ? error.message : String(error) });
      }
    }
  } finally {
    server.close();
  }
  return results;
}

const results = await render(await readJob());
process.stdout.write(JSON.stringify({ results, peakRssBytes: process.resourceUsage().maxRSS * 1024 }));
