/**
 * The weekly sweep of external links on PGlite and on PostgreSQL, against a real HTTP server on
 * this machine standing in for the sites linked to (each https:// address is asked at
 * http://127.0.0.1/<host>/<path>: nothing leaves the machine): every address live content links to
 * is asked once, HEAD then GET where HEAD is refused, redirects followed, a silent one given up
 * after the timeout; one request at a time per host with the pause between; the answers kept with
 * the items that use them, for staff; once a week, whichever server asks.
 */
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { askLink, sweepExternalLinks } from "./link-sweep.ts";
import { client, json, startApiApp, type ApiTestApp } from "../../tests/support/server/api.ts";
import { databases } from "../../tests/support/server/databases.ts";
import { staffSessions } from "../../tests/support/server/staff-session.ts";

type Result = {
  url: string;
  status: number | null;
  problem: string | null;
  ok: boolean;
  used_in: { title: string; field: string }[];
};

const linked = (text: string, href: string) => ({ type: "text", text, marks: [{ type: "link", attrs: { href } }] });
const ADDRESSES = [
  "https://partner-a.test/ok",
  "https://partner-a.test/gone",
  "https://partner-a.test/moved",
  "https://partner-b.test/no-head",
  "https://partner-b.test/silent",
];

describe.each(databases)("the external link sweep on $name", (factory) => {
  let api: ApiTestApp;
  let anon: ReturnType<typeof client>;
  let editor: string;
  let title: string;
  const asked: { host: string; method: string }[] = [];
  const sites = createServer((request: IncomingMessage, response: ServerResponse) => {
    const [, host, path] = (request.url ?? "").split("/");
    asked.push({ host: host!, method: request.method! });
    if (path === "ok") return void response.writeHead(200).end("fine");
    if (path === "moved") return void response.writeHead(301, { location: `/${host}/ok` }).end();
    if (path === "no-head")
      return void (request.method === "HEAD" ? response.writeHead(405).end() : response.writeHead(200).end("fine"));
    if (path === "silent") return; // never answers
    response.writeHead(404).end("not here");
  });
  let local = "";
  const real = askLink("https://kosmos.test", 500);
  // Each ask the sweep makes, per host: when it began and when its answer came (redirects inside).
  const asks: { host: string; at: number; done: number }[] = [];
  const ask = async (url: string) => {
    const address = new URL(url);
    if (!address.hostname.endsWith(".test")) return { problem: "Not asked: outside this machine" };
    const at = Date.now();
    const answer = await real(`${local}/${address.host}${address.pathname}`);
    asks.push({ host: address.host, at, done: Date.now() });
    return answer;
  };

  beforeAll(async () => {
    await new Promise<void>((resolve) => sites.listen(0, "127.0.0.1", resolve));
    local = `http://127.0.0.1:${(sites.address() as AddressInfo).port}`;
    api = await startApiApp(factory);
    anon = client(api.app, api.anonKey);
    editor = (await staffSessions(api.app, "editor@kosmos.test", { roles: ["editor"] })).aal2;
    const [resource] = json<{ id: string; version: number; data: Record<string, unknown> }[]>(
      await anon.get("/rest/v1/content_items?type=eq.resource&select=id,version,data&order=sort_order&limit=1", {
        authorization: `Bearer ${editor}`,
      }),
    );
    title = String(resource!.data.title);
    const body = {
      type: "doc",
      content: [{ type: "paragraph", content: ADDRESSES.map((href, n) => linked(`Source ${n + 1}. `, href)) }],
    };
    const saved = await anon.patch(
      `/rest/v1/content_items?id=eq.${resource!.id}`,
      { data: { ...resource!.data, body } },
      { authorization: `Bearer ${editor}` },
    );
    expect(saved.statusCode).toBe(204);
  }, 120_000);
  afterAll(async () => {
    await api?.close();
    sites.closeAllConnections();
    await new Promise((resolve) => sites.close(resolve));
  });

  it("asks every address once, politely, and keeps what each answered with where it is used", async () => {
    const report = await sweepExternalLinks(api.app.db, 7, {
      siteUrl: "https://kosmos.test",
      ask,
      perHostDelayMs: 150,
    });
    expect(report).not.toBeNull();
    const results = json<Result[]>(
      await anon.get(`/rest/v1/link_sweep_results?sweep_id=eq.${report!.sweep}&order=url`, {
        authorization: `Bearer ${editor}`,
      }),
    );
    const ours = results.filter((result) => result.url.includes(".test/"));
    expect(ours.map(({ url, status, problem, ok }) => ({ url, status, problem, ok }))).toEqual([
      { url: "https://partner-a.test/gone", status: 404, problem: null, ok: false },
      { url: "https://partner-a.test/moved", status: 200, problem: null, ok: true },
      { url: "https://partner-a.test/ok", status: 200, problem: null, ok: true },
      { url: "https://partner-b.test/no-head", status: 200, problem: null, ok: true },
      { url: "https://partner-b.test/silent", status: null, problem: "No answer within 0.5 seconds", ok: false },
    ]);
    expect(ours[0]!.used_in).toEqual([expect.objectContaining({ title, field: "Article" })]);
    expect(report!.checked).toBe(results.length);
    expect(report!.broken).toBe(results.filter((result) => !result.ok).length);

    // HEAD first; GET only where HEAD was refused; each address once (a redirect's target aside).
    expect(asked.filter((a) => a.method === "GET").map((a) => a.host)).toEqual(["partner-b.test"]);
    // One request at a time per host, with the pause between.
    for (const host of ["partner-a.test", "partner-b.test"]) {
      const times = asks.filter((a) => a.host === host).sort((a, b) => a.at - b.at);
      expect(times.length).toBeGreaterThan(1);
      for (let n = 1; n < times.length; n++) expect(times[n]!.at - times[n - 1]!.done).toBeGreaterThanOrEqual(140);
    }

    // Once a week, whichever server asks next.
    expect(await sweepExternalLinks(api.app.db, 7, { siteUrl: "https://kosmos.test", ask })).toBeNull();
    expect((await anon.get("/rest/v1/link_sweeps")).statusCode).toBe(401);
  });
});
