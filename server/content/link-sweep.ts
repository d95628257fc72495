import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { Database } from "../db/types.ts";

/** What asking one address answered: its final status after redirects, or why none came. */
export type LinkAnswer = { status: number } | { problem: string };

export type SweepOptions = {
  /** Asks one address (the real one, by default: HEAD, then GET when HEAD is not allowed). */
  ask?: (url: string) => Promise<LinkAnswer>;
  /** At most this many addresses a sweep: the rest wait for next week's. */
  max?: number;
  /** Between two requests to the same host. */
  perHostDelayMs?: number;
  /** Hosts asked at once. */
  hostsAtOnce?: number;
  timeoutMs?: number;
  /** Named in the User-Agent, so a site's owner knows who asks and where from. */
  siteUrl: string;
  /** The server is stopping: no further request; the sweep stays unfinished. */
  signal?: AbortSignal;
};

export type SweepReport = { sweep: number; checked: number; broken: number };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Asks an address as a polite checker does: HEAD first, GET when the server does not take HEAD. */
export function askLink(siteUrl: string, timeoutMs: number) {
  const headers = { "user-agent": `KosmosLinkCheck/1.0 (+${siteUrl.replace(/\/+$/, "")}/)`, accept: "*/*" };
  return async (url: string): Promise<LinkAnswer> => {
    try {
      let answer = await fetch(url, {
        method: "HEAD",
        headers,
        redirect: "follow",
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (answer.status === 405 || answer.status === 501) {
        answer = await fetch(url, {
          method: "GET",
          headers,
          redirect: "follow",
          signal: AbortSignal.timeout(timeoutMs),
        });
        await answer.body?.cancel();
      }
      return { status: answer.status };
    } catch (caught) {
      const error = caught as Error & { cause?: { code?: string } };
      if (error.name === "TimeoutError") return { problem: `No answer within ${timeoutMs / 1000} seconds` };
      return { problem: error.cause?.code ? `Not reached (${error.cause.code})` : "Not reached" };
    }
  };
}

/**
 * One sweep of the site's external links, when none ran within `days` days (with several servers,
 * one of them runs it): every https:// address the live content links to, asked once, one request
 * at a time per host with a pause between, a few hosts at once, at most `max` addresses. Each
 * answer is kept with the items that use it; a 2xx or 3xx answer is fine, anything else broken.
 */
export async function sweepExternalLinks(
  db: Database,
  days: number,
  options: SweepOptions,
): Promise<SweepReport | null> {
  const { max = 500, perHostDelayMs = 1_000, hostsAtOnce = 4, timeoutMs = 10_000 } = options;
  const ask = options.ask ?? askLink(options.siteUrl, timeoutMs);
  const [started] = (
    await db.asOwner((tx) => tx.query<{ id: string | null }>("select private.start_link_sweep($1) as id", [days]))
  ).rows;
  if (!started?.id) return null;
  const sweep = Number(started.id);
  const links = (
    await db.asOwner((tx) =>
      tx.query<{ url: string; used_in: unknown }>("select url, used_in from private.external_links() limit $1", [max]),
    )
  ).rows;
  const byHost = new Map<string, typeof links>();
  for (const link of links) {
    const host = new URL(link.url).host;
    byHost.set(host, [...(byHost.get(host) ?? []), link]);
  }
  let broken = 0;
  const hosts = [...byHost.values()];
  async function worker() {
    for (let queue = hosts.shift(); queue; queue = hosts.shift()) {
      for (const [n, link] of queue.entries()) {
        if (n > 0) await sleep(perHostDelayMs);
        if (options.signal?.aborted) return;
        const answer = await ask(link.url);
        const ok = "status" in answer && answer.status < 400;
        if (!ok) broken += 1;
        await db.asOwner((tx) =>
          tx.query(
            `insert into public.link_sweep_results (sweep_id, url, status, problem, ok, used_in)
             values ($1, $2, $3, $4, $5, $6::jsonb) on conflict do nothing`,
            [
              sweep,
              link.url,
              "status" in answer ? answer.status : null,
              "problem" in answer ? answer.problem : null,
              ok,
              JSON.stringify(link.used_in),
            ],
          ),
        );
      }
    }
  }
  await Promise.all(Array.from({ length: Math.min(hostsAtOnce, hosts.length) }, worker));
  if (options.signal?.aborted) return null;
  await db.asOwner((tx) =>
    tx.query("update public.link_sweeps set finished_at = now(), checked = $2, broken = $3 where id = $1", [
      sweep,
      links.length,
      broken,
    ]),
  );
  return { sweep, checked: links.length, broken };
}

export type LinkSweepPluginOptions = { days: number; siteUrl: string; firstAfterMs?: number };

/**
 * The weekly sweep: looked for every hour, the first time ten minutes after the server starts (a
 * start is busy enough); `days` 0 sweeps never (development and tests, unless asked).
 */
export default fp(
  async function linkSweepPlugin(
    app: FastifyInstance,
    { days, siteUrl, firstAfterMs = 600_000 }: LinkSweepPluginOptions,
  ) {
    if (days <= 0) return;
    let timer: NodeJS.Timeout | null = null;
    let running: Promise<unknown> | null = null;
    const stopping = new AbortController();
    const run = () => {
      running = sweepExternalLinks(app.db, days, { siteUrl, signal: stopping.signal })
        .then((report) => report && app.log.info(report, "swept the site's external links"))
        .catch((caught: unknown) =>
          app.log.warn({ err: caught }, "the external link sweep failed; it runs again within the hour"),
        )
        .finally(() => {
          running = null;
          if (!stopping.signal.aborted) timer = setTimeout(run, 3_600_000).unref();
        });
    };
    app.addHook("onReady", async () => {
      timer = setTimeout(run, firstAfterMs).unref();
    });
    app.addHook("preClose", async () => {
      stopping.abort();
      if (timer) clearTimeout(timer);
      // The request under way ends within its timeout; what was asked is kept.
      await running;
    });
  },
  { name: "kosmos-link-sweep", fastify: "5.x", dependencies: ["kosmos-db"] },
);
