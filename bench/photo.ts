/**
 * npm run bench:photo: a page whose largest paint is a photo of the media library,
 * beside a reference page carrying the same photo served the same way. The app serves a copy of
 * the build (bench/server.ts, in a child process); an editor uploads a 6-megapixel photo through
 * the API as the back office does, the server makes its variants, the editor gives it to the
 * /about hero, and the publish renders /about. The reference is the hand-written reference page
 * (bench/reference/) with the hero's illustration replaced by the very `<picture>` /about serves.
 * Lighthouse (mobile) runs on both round-robin; the table prints medians and ranges of LCP, CLS
 * and the image KB loaded before the largest paint, and judges /about: LCP within 15% of the
 * reference's, CLS 0. Exits 1 when it misses.
 *
 *   npm run bench:photo -- --runs 5 --skip-build
 */
import { execSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { loadConfig } from "../server/config";
import { migrate, openDatabase } from "../server/db";
import { PUBLISHABLE_KEY } from "../server/keys";
import { copyOfBuild } from "../tests/support/server/build-copy";
import { BUDGETS, lcpBudgetMs, summarise } from "./budgets";
import { launchLighthouseChrome, runLighthouse, type LighthouseSample } from "./lighthouse";
import { PHOTO_REFERENCE_PATH } from "./reference";
import { builtFontUrl, referencePage } from "./reference-page";
import { formatSpread } from "./report";
import { CHROMIUM } from "./script-probe";
import { serveBuild } from "./serve";
import { BUILD_COMMAND } from "./site";
import { cameraPhoto } from "./camera-photo";
import { addBenchStaff, staffToken } from "./staff-token";

const { values } = parseArgs({
  options: { runs: { type: "string", default: "5" }, "skip-build": { type: "boolean", default: false } },
});
const RUNS = Number(values.runs);
const EMAIL = "bench.editor@kosmos.example";
const PASSWORD = "a long benchmark password";
const ROUTE = "/about";
const ALT = "The Kosmos team at work in the London office";

const photo = () => cameraPhoto();

if (!values["skip-build"]) execSync(BUILD_COMMAND, { stdio: "inherit" });
const build = await copyOfBuild();
const dataDir = mkdtempSync(join(tmpdir(), "kosmos-bench-photo-"));
const referenceFile = join(dataDir, "photo-reference.html");
{
  const db = await openDatabase(loadConfig({ DATA_DIR: dataDir }), { command: "bench" });
  try {
    await migrate(db);
    await addBenchStaff(db, EMAIL, PASSWORD, ["editor"]);
  } finally {
    await db.close();
  }
}
const server = await serveBuild(build.siteRoot, { dataDir, env: { BENCH_PHOTO_PAGE: referenceFile } });
const { origin } = server;

try {
  const token = await staffToken(origin, EMAIL, PASSWORD);
  const headers = { apikey: PUBLISHABLE_KEY, authorization: `Bearer ${token}` };
  const rest = async <T>(path: string, init: RequestInit = {}): Promise<T> => {
    const response = await fetch(`${origin}${path}`, {
      ...init,
      headers: { ...headers, "content-type": "application/json", prefer: "return=representation", ...init.headers },
    });
    if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
    return (await response.json()) as T;
  };

  // The editor's upload, as the back office makes it.
  const original = `originals/${randomUUID()}`;
  const stored = await fetch(`${origin}/storage/v1/object/media/${original}`, {
    method: "POST",
    headers: { ...headers, "content-type": "image/jpeg" },
    body: new Uint8Array(await photo()),
  });
  if (!stored.ok) throw new Error(`upload: ${stored.status} ${await stored.text()}`);
  const [row] = await rest<{ id: string }[]>("/rest/v1/media", {
    method: "POST",
    body: JSON.stringify({ name: "team.jpg", original }),
  });
  const started = Date.now();
  for (;;) {
    const [media] = await rest<{ state: string; problem: string | null }[]>(
      `/rest/v1/media?id=eq.${row!.id}&select=state,problem`,
    );
    if (media!.state === "ready") break;
    if (media!.state === "refused") throw new Error(`the photo was refused: ${media!.problem}`);
    if (Date.now() - started > 60_000) throw new Error("the photo was not ready within a minute");
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  process.stderr.write(`photo ready in ${Date.now() - started} ms\n`);

  const [hero] = await rest<{ id: string; data: Record<string, unknown> }[]>(
    "/rest/v1/content_items?type=eq.page-hero&slug=eq.about&select=id,data",
  );
  await rest(`/rest/v1/content_items?id=eq.${hero!.id}`, {
    method: "PATCH",
    body: JSON.stringify({ data: { ...hero!.data, photo: { media: row!.id, alt: ALT, decorative: false } } }),
  });
  let page = "";
  for (const begun = Date.now(); !page.includes("<picture>");) {
    if (Date.now() - begun > 60_000) throw new Error(`${ROUTE} did not show the photo within a minute`);
    await new Promise((resolve) => setTimeout(resolve, 100));
    page = await (await fetch(origin + ROUTE)).text();
  }
  const picture = /<picture>[\s\S]*?<\/picture>/.exec(page)![0];

  // The reference with the same picture in place of its illustration, sized as /about sizes it.
  const reference = referencePage(builtFontUrl(build.siteRoot));
  const from = reference.indexOf('<div role="img"');
  const to = reference.indexOf("\n    </div>\n  </section>", from);
  if (from < 0 || to < 0) throw new Error("bench/reference/index.html changed: mend bench/photo.ts's cut");
  const style =
    "<style>.hero picture img{display:block;width:100%;height:auto;aspect-ratio:2/1;max-width:56rem;margin:2.5rem auto 0;border-radius:1rem;object-fit:cover}</style>";
  writeFileSync(
    referenceFile,
    reference.slice(0, from).replace("</head>", `${style}</head>`) + picture + reference.slice(to),
  );

  const targets = [
    { label: `reference with the photo (${PHOTO_REFERENCE_PATH})`, url: origin + PHOTO_REFERENCE_PATH },
    { label: `${ROUTE} with the photo in its hero`, url: origin + ROUTE },
  ];
  const samples = new Map<string, LighthouseSample[]>();
  const chrome = await launchLighthouseChrome(CHROMIUM);
  try {
    for (let run = 1; run <= RUNS; run++) {
      for (const target of targets) {
        const sample = await runLighthouse(target.url, "mobile", chrome.port);
        samples.set(target.label, [...(samples.get(target.label) ?? []), sample]);
        process.stderr.write(
          `run ${run}/${RUNS} ${target.label}: LCP ${Math.round(sample.lcpMs)} ms, CLS ${sample.cls.toFixed(3)}, images before LCP ${sample.imageKbBeforeLcp} KB, LCP element ${sample.lcpElement?.slice(0, 60)}\n`,
        );
      }
    }
  } finally {
    chrome.kill();
  }

  const [reference_, route] = targets.map((t) => summarise(samples.get(t.label)!));
  const limit = lcpBudgetMs(reference_!.lcpMs.median);
  const missed = [
    ...(Math.round(route!.lcpMs.median) <= limit ? [] : ["LCP"]),
    ...(Math.round(route!.cls.median * 1000) / 1000 <= BUDGETS.cls ? [] : ["CLS"]),
  ];
  console.log(
    `\nLighthouse mobile, ${RUNS} runs each, round-robin; medians (range). Budget: LCP ≤ ${limit} ms (the reference's + 15%), CLS 0.\n`,
  );
  console.log("| page | LCP s | CLS | image KB before LCP | performance | budgets |");
  console.log("| --- | --- | --- | --- | --- | --- |");
  targets.forEach((target, i) => {
    const s = [reference_, route][i]!;
    const verdict = i === 0 ? "(reference)" : missed.length ? `FAIL: ${missed.join(", ")}` : "PASS";
    console.log(
      `| ${target.label} | ${formatSpread(s.lcpMs, 1000, 2)} | ${formatSpread(s.cls, 1, 3)} | ${formatSpread(s.imageKbBeforeLcp, 1, 1)} | ${formatSpread(s.performance)} | ${verdict} |`,
    );
  });
  if (missed.length) process.exitCode = 1;
} finally {
  await server.stop();
  await build.remove();
  rmSync(dataDir, { recursive: true, force: true });
}
