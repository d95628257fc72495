import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { contact } from "../../tests/support/server/submissions.ts";
import { keysFor } from "../../tests/support/server/keys.ts";
import {
  discardServer,
  newDataDir,
  runServer,
  startServer,
  tinySiteBuild,
  type ServerProcess,
} from "../../tests/support/server/faults.ts";

async function sendContact(origin: string, anonKey: string, n: number) {
  const response = await fetch(`${origin}/rest/v1/contact_submissions`, {
    method: "POST",
    headers: { apikey: anonKey, "content-type": "application/json", prefer: "return=minimal" },
    body: JSON.stringify(contact({ email: `writer-${n}@example.com` })),
  });
  return response.status;
}

async function storedEmails(origin: string, serviceKey: string): Promise<string[]> {
  const response = await fetch(`${origin}/rest/v1/contact_submissions?select=email&order=email`, {
    headers: { apikey: serviceKey, authorization: `Bearer ${serviceKey}` },
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { email: string }[]).map((row) => row.email);
}

describe("one process owns an embedded DATA_DIR", () => {
  const dataDir = newDataDir();
  let server: ServerProcess | undefined;
  afterAll(() => discardServer(server, dataDir));

  it("a second server on the same folder stops with a message naming the first; the first keeps every write", async () => {
    const { anonKey, serviceKey } = await keysFor(dataDir);
    server = await startServer(dataDir);
    const first = server;
    for (const n of [1, 2, 3]) expect(await sendContact(first.origin, anonKey, n)).toBe(201);

    const second = runServer({ PORT: "0", DATA_DIR: dataDir, BUILD_DIR: tinySiteBuild(dataDir) });
    expect(await second.exited).toEqual({ code: 1, signal: null });
    const { stderr } = second.output();
    expect(stderr).toContain(`DATA_DIR ${dataDir} is in use by the server (process ${first.pid}, since `);
    expect(stderr).toContain(`answering at ${first.origin}`);
    expect(stderr).toContain("stop that one first, or give this one a DATA_DIR of its own");
    expect(stderr).not.toMatch(/^\s+at /m);

    for (const n of [4, 5, 6]) expect(await sendContact(first.origin, anonKey, n)).toBe(201);
    await first.stop();
    server = await startServer(dataDir);
    expect(await storedEmails(server.origin, serviceKey)).toEqual(
      [1, 2, 3, 4, 5, 6].map((n) => `writer-${n}@example.com`),
    );
  }, 120_000);

  it("a lock left by a server that was killed is taken over at the next start, at once", async () => {
    const { serviceKey } = await keysFor(dataDir);
    const killed = server!;
    killed.child.kill("SIGKILL");
    await killed.exited;
    // What it left behind names a process that no longer runs.
    const left = JSON.parse(await readFile(join(dataDir, "owner.json"), "utf8")) as { pid: number };
    expect(left.pid).toBe(killed.pid);

    server = await startServer(dataDir);
    expect(await storedEmails(server.origin, serviceKey)).toHaveLength(6);
    const owner = JSON.parse(await readFile(join(dataDir, "owner.json"), "utf8")) as { pid: number; url: string };
    expect(owner).toMatchObject({ pid: server.pid, url: server.origin });
  }, 120_000);

  it("a stopped server leaves the folder free", async () => {
    await server!.stop();
    server = undefined;
    await expect(readFile(join(dataDir, "owner.json"), "utf8")).rejects.toMatchObject({ code: "ENOENT" });
  });
});
