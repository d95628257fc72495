/**
 * One Lighthouse run of one URL, reduced to the numbers the benchmark reports, with what is
 * needed to judge the run itself (the host's benchmark index, warnings, the LCP element).
 */
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import desktopConfig from "lighthouse/core/config/desktop-config.js";

export type Preset = "mobile" | "desktop";

/** The Chromium Lighthouse drives: headless, no background traffic, nothing between runs. */
export const launchLighthouseChrome = (chromePath: string) =>
  chromeLauncher.launch({
    chromePath,
    chromeFlags: [
      "--headless=new",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--disable-dev-shm-usage",
    ],
  });

export type LighthouseSample = {
  performance: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  /** Script and everything, transferred during the run (no interaction), in KB. */
  scriptKb: number;
  totalKb: number;
  /** Images transferred before the largest contentful paint (as observed in the run), in KB. */
  imageKbBeforeLcp: number;
  /** Lighthouse's measure of the host's CPU speed at the time of this run (higher is faster). */
  benchmarkIndex: number;
  /** The element Lighthouse took as the largest contentful paint. */
  lcpElement: string | null;
  /** Audits below a score of 1 in the four categories, so a FAIL can be read without rerunning. */
  failedAudits: string[];
  runWarnings: string[];
  lighthouseVersion: string;
  userAgent: string;
};

type Item = Record<string, unknown>;
const itemsOf = (details: unknown): Item[] => (details as { items?: Item[] } | undefined)?.items ?? [];

/**
 * The bytes of the images whose transfer ended before the largest paint: what a page's pictures
 * cost its first view. Both times are the run's observed ones, in ms from the start of the load.
 */
export function imageBytesBeforeLcp(requests: readonly Item[], observedLcpMs: number): number {
  return requests
    .filter((r) => r.resourceType === "Image" && Number(r.networkEndTime) <= observedLcpMs)
    .reduce((sum, r) => sum + Number(r.transferSize ?? 0), 0);
}

/** Lighthouse's own verdict that a run could not be measured (NO_NAVSTART, NO_FCP…): "run Lighthouse again". */
class RuntimeError extends Error {}

/** A run Lighthouse could not measure is run again, twice at most; the retry is kept in the run's warnings. */
const ATTEMPTS = 3;

/** Runs Lighthouse (mobile: its default config; desktop: its desktop preset) on a Chrome at port. */
export async function runLighthouse(url: string, preset: Preset, port: number): Promise<LighthouseSample> {
  const failures: string[] = [];
  for (;;) {
    try {
      const sample = await runOnce(url, preset, port);
      return { ...sample, runWarnings: [...failures.map((f) => `retried after: ${f}`), ...sample.runWarnings] };
    } catch (error) {
      if (!(error instanceof RuntimeError) || failures.length + 1 >= ATTEMPTS) throw error;
      failures.push(error.message);
      console.warn(`${error.message}; running it again`);
    }
  }
}

async function runOnce(url: string, preset: Preset, port: number): Promise<LighthouseSample> {
  const result = await lighthouse(
    url,
    { port, output: "json", logLevel: "error" },
    preset === "desktop" ? desktopConfig : undefined,
  );
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError)
    throw new RuntimeError(`Lighthouse failed on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? NaN) * 100);
  const metric = (id: string) => Number(lhr.audits[id]?.numericValue ?? NaN);
  const resources = itemsOf(lhr.audits["resource-summary"]?.details);
  const kb = (type: string) => {
    const bytes = Number(resources.find((i) => i.resourceType === type)?.transferSize ?? 0);
    return Math.round((bytes / 1024) * 10) / 10;
  };
  const observedLcpMs = Number(itemsOf(lhr.audits.metrics?.details)[0]?.observedLargestContentfulPaint ?? NaN);
  const requests = itemsOf(lhr.audits["network-requests"]?.details);
  const lcpItems = itemsOf(lhr.audits["largest-contentful-paint-element"]?.details);
  const lcpNode = itemsOf(lcpItems[0])[0]?.node as { snippet?: string } | undefined;
  const failedAudits = Object.values(lhr.categories).flatMap((category) =>
    category.auditRefs
      .filter((ref) => ref.weight > 0)
      .map((ref) => lhr.audits[ref.id])
      .filter((audit) => audit && audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === "binary")
      .map((audit) => `${category.id}: ${audit!.id}`),
  );
  return {
    performance: score("performance"),
    fcpMs: metric("first-contentful-paint"),
    lcpMs: metric("largest-contentful-paint"),
    tbtMs: metric("total-blocking-time"),
    cls: metric("cumulative-layout-shift"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    scriptKb: kb("script"),
    totalKb: kb("total"),
    imageKbBeforeLcp: Math.round((imageBytesBeforeLcp(requests, observedLcpMs) / 1024) * 10) / 10,
    benchmarkIndex: lhr.environment.benchmarkIndex,
    lcpElement: lcpNode?.snippet ?? null,
    failedAudits,
    runWarnings: lhr.runWarnings.map(String),
    lighthouseVersion: lhr.lighthouseVersion,
    userAgent: lhr.environment.hostUserAgent,
  };
}
