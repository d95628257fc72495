/** Health for a load balancer, and logs that keep visitors' data out. */
import { chmod, mkdir } from "node:fs/promises";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import {
  discardServer,
  newDataDir,
  startServer,
  waitFor,
  type ServerProcess,
} from "../../tests/support/server/faults.ts";
import { keysFor } from "../../tests/support/server/keys.ts";
import { contact } from "../../tests/support/server/submissions.ts";

const get = (origin: string, path: string) =>
  fetch(`${origin}${path}`).then(async (r) => ({
    status: r.status,
    body: (await r.json()) as Record<string, string>,
    headers: r.headers,
  }));

describe("health endpoints of the running server", () => {
  const dataDir = newDataDir();
  let server: ServerProcess | undefined;
  afterAll(() => discardServer(server, dataDir));

  it("/healthz says alive, /readyz says ready, with nothing about versions; readiness fails by name when storage cannot be written", async () => {
    server = await startServer(dataDir, { SHUTDOWN_DELAY_MS: "1500" });
    const alive = await get(server.origin, "/healthz");
    expect(alive).toMatchObject({ status: 200, body: { status: "ok" } });
    expect(alive.headers.get("cache-control")).toBe("no-store");
    const ready = await get(server.origin, "/readyz");
    expect(ready).toMatchObject({ status: 200, body: { status: "ready" } });
    expect(Object.keys(ready.body)).toEqual(["status"]);

    const storage = join(dataDir, "storage");
    await mkdir(storage, { recursive: true });
    await chmod(storage, 0o500);
    try {
      // Root ignores file modes: only where the mode holds is the failure observable.
      if (process.getuid?.() !== 0)
        expect(await get(server.origin, "/readyz")).toMatchObject({ status: 503, body: { failed: "storage" } });
    } finally {
      await chmod(storage, 0o700);
    }
  });

  it("from SIGTERM, /readyz answers 503 'shutdown' while the rest is still served, then the server stops", async () => {
    const running = server!;
    running.child.kill("SIGTERM");
    await waitFor("readiness to turn off", async () => (await get(running.origin, "/readyz")).status === 503);
    expect(await get(running.origin, "/readyz")).toMatchObject({ body: { status: "not ready", failed: "shutdown" } });
    expect((await get(running.origin, "/healthz")).status).toBe(200);
    expect(await running.exited).toEqual({ code: 0, signal: null });
    server = undefined;
  });
});

describe("the request log", () => {
  const dataDir = newDataDir();
  let server: ServerProcess | undefined;
  afterAll(() => discardServer(server, dataDir));

  it("has one line per request with an id sent back, and never a visitor's email, name or message, even when staff search for them", async () => {
    server = await startServer(dataDir, { LOG_LEVEL: "info" });
    const { anonKey, serviceKey } = await keysFor(dataDir);
    const visitor = contact({
      name: "Vic Tim",
      email: "victim.person@example.com",
      message: "A secret message about Vic Tim's risk models.",
    });
    const sent = await fetch(`${server.origin}/rest/v1/contact_submissions`, {
      method: "POST",
      headers: { apikey: anonKey, "content-type": "application/json" },
      body: JSON.stringify(visitor),
    });
    expect(sent.status).toBe(201);
    const requestId = sent.headers.get("x-request-id");
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
    const staff = { apikey: serviceKey, authorization: `Bearer ${serviceKey}` };
    for (const query of [
      "or=(name.ilike.*Vic%20Tim*,email.ilike.*victim*)",
      `email=eq.${encodeURIComponent(visitor.email)}`,
      "message=ilike.*secret*",
    ]) {
      expect(
        (await fetch(`${server.origin}/rest/v1/contact_submissions?select=*&${query}`, { headers: staff })).status,
      ).toBe(200);
    }
    await fetch(`${server.origin}/no-such-page?email=victim.person@example.com`);
    await fetch(`${server.origin}/contact?name=Vic%20Tim`);

    const log = () => server!.output().stdout;
    // The line a request writes once it has been answered: the last one's, before reading them all.
    await waitFor("the last request's line", () => /"path":"\/contact".*"msg":"request"/.test(log()));
    for (const secret of ["victim", "Vic Tim", "Vic%20Tim", "secret message", "example.com"])
      expect(log()).not.toContain(secret);
    const lines = log()
      .trim()
      .split("\n")
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .filter((line) => line.msg === "request");
    expect(lines.find((line) => line.reqId === requestId)).toMatchObject({
      method: "POST",
      path: "/rest/v1/:table",
      status: 201,
    });
    // One line for each of the six requests above, from the visitor's on (the start-up's probes come before it).
    const ours = lines.slice(lines.findIndex((line) => line.reqId === requestId));
    expect(ours.map((line) => `${String(line.method)} ${String(line.path)}`)).toEqual([
      "POST /rest/v1/:table",
      "GET /rest/v1/:table",
      "GET /rest/v1/:table",
      "GET /rest/v1/:table",
      "GET /no-such-page",
      "GET /contact",
    ]);
  });
});
