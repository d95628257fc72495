/** Issue 21: metrics in Prometheus's format, never public. */
import { afterAll, describe, expect, it } from "vitest";
import { discardServer, newDataDir, startServer, type ServerProcess } from "../../tests/support/server/faults";
import { freePort } from "../../tests/support/server/free-port";
import { keysFor } from "../../tests/support/server/keys";
import { contact } from "../../tests/support/server/submissions";

describe("/metrics of the running server", () => {
  const dataDir = newDataDir();
  let server: ServerProcess | undefined;
  afterAll(() => discardServer(server, dataDir));

  it("answers only the secret key, METRICS_TOKEN, or its own listener, with requests, submissions, the outbox, sign-ins and the process", async () => {
    const metricsPort = await freePort();
    const token = "a-token-for-the-monitoring-system";
    server = await startServer(dataDir, { METRICS_TOKEN: token, METRICS_LISTEN: `127.0.0.1:${metricsPort}` });
    const { anonKey, serviceKey } = await keysFor(dataDir);
    const sent = await fetch(`${server.origin}/rest/v1/contact_submissions`, {
      method: "POST",
      headers: { apikey: anonKey, "content-type": "application/json" },
      body: JSON.stringify(contact({ email: "metrics@example.com" })),
    });
    expect(sent.status).toBe(201);
    const wrong = await fetch(`${server.origin}/auth/v1/token?grant_type=password`, {
      method: "POST",
      headers: { apikey: anonKey, "content-type": "application/json" },
      body: JSON.stringify({ email: "nobody@kosmos.example", password: "not the password at all" }),
    });
    expect(wrong.status).toBe(400);

    expect((await fetch(`${server.origin}/metrics`)).status).toBe(401);
    expect((await fetch(`${server.origin}/metrics`, { headers: { authorization: `Bearer ${anonKey}` } })).status).toBe(401);
    expect((await fetch(`${server.origin}/metrics`, { headers: { authorization: `Bearer ${serviceKey}` } })).status).toBe(200);
    const response = await fetch(`${server.origin}/metrics`, { headers: { authorization: `Bearer ${token}` } });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = await response.text();
    expect(text).toContain('kosmos_http_requests_total{route="/rest/v1/:table",method="POST",status="201"} 1');
    expect(text).toContain('kosmos_submissions_total{kind="contact_submissions"} 1');
    expect(text).toContain('kosmos_outbox_notices{status="pending"} 1');
    expect(text).toMatch(/kosmos_outbox_oldest_pending_seconds \d/);
    expect(text).toContain("kosmos_sign_in_failures_total 1");
    expect(text).toContain("kosmos_locked_accounts 0");
    expect(text).toMatch(/kosmos_db_wait_seconds_count [1-9]/);
    expect(text).toMatch(/kosmos_process_resident_memory_bytes \d/);
    expect(text).not.toContain("metrics@example.com");

    const own = await fetch(`http://127.0.0.1:${metricsPort}/metrics`);
    expect(own.status).toBe(200);
    expect(await own.text()).toContain("kosmos_http_requests_total");
  });
});
