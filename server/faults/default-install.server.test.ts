/**
 * A server started exactly as the README says (`npm start`: NODE_ENV=development, no
 * JWT_SECRET) must not let in the keys every Supabase tutorial publishes, and must make its own
 * secret key, unique to the install and kept across restarts.
 */
import { statSync } from "node:fs";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { PUBLISHED_JWT_SECRET } from "../config.ts";
import { PUBLISHABLE_KEY } from "../keys/index.ts";
import { signLegacyJwt } from "../keys/legacy-jwt.ts";
import { keysFor } from "../../tests/support/server/keys.ts";
import { contact } from "../../tests/support/server/submissions.ts";
import {
  discardServer,
  newDataDir,
  removeDataDir,
  runServer,
  startServer,
  type ServerProcess,
} from "../../tests/support/server/faults.ts";

/** What the Supabase CLI prints as the local service_role key, copied into countless tutorials. */
const CLI_SERVICE_ROLE_KEY =
  "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6InNlcnZpY2Vfcm9sZSIsImV4cCI6MTk4MzgxMjk5Nn0.EGIM96RAZx35lJzdJsyH-qQwv8Hdp7fsn3W0YpN81IU";

/** `npm start` as the README runs it: nothing set but where to listen and keep data. */
const AS_THE_README_SAYS = { NODE_ENV: "development", JWT_SECRET: "", PORT: "0" };

const get = (origin: string, path: string, key: string, bearer = key) =>
  fetch(`${origin}${path}`, { headers: { apikey: key, authorization: `Bearer ${bearer}` } });

describe("a default install", () => {
  const dataDir = newDataDir();
  let server: ServerProcess | undefined;
  afterAll(() => discardServer(server, dataDir));

  it("refuses the published service key and any token signed with the published secret, and serves the site's key", async () => {
    server = await startServer(dataDir, AS_THE_README_SAYS);
    const forged = await signLegacyJwt("service_role", PUBLISHED_JWT_SECRET, { claims: { sub: "attacker" } });
    for (const [apikey, bearer] of [
      [CLI_SERVICE_ROLE_KEY, CLI_SERVICE_ROLE_KEY],
      [PUBLISHABLE_KEY, CLI_SERVICE_ROLE_KEY],
      [forged, forged],
      [PUBLISHABLE_KEY, forged],
    ] as const) {
      const response = await get(server.origin, "/rest/v1/contact_submissions?select=*", apikey, bearer);
      expect(response.status).toBe(401);
      const download = await get(server.origin, "/storage/v1/object/job-applications/cvs/any.pdf", apikey, bearer);
      expect(download.status).toBe(401);
    }

    expect((await get(server.origin, "/rest/v1/resources?select=id&limit=1", PUBLISHABLE_KEY)).status).toBe(200);
    const sent = await fetch(`${server.origin}/rest/v1/contact_submissions`, {
      method: "POST",
      headers: {
        apikey: PUBLISHABLE_KEY,
        authorization: `Bearer ${PUBLISHABLE_KEY}`,
        "content-type": "application/json",
      },
      body: JSON.stringify(contact()),
    });
    expect(sent.status).toBe(201);
  });

  it("made a secret key of its own, readable by its owner only, that the team's tools can use", async () => {
    const { serviceKey } = await keysFor(dataDir);
    expect(statSync(join(dataDir, "keys", "install-keys.json")).mode & 0o777).toBe(0o600);
    const rows = await get(server!.origin, "/rest/v1/contact_submissions?select=id", serviceKey);
    expect(rows.status).toBe(200);
    expect(await rows.json()).toHaveLength(1);
  });

  it("keeps its secret key across a restart; another install has another", async () => {
    const before = (await keysFor(dataDir)).serviceKey;
    await server!.stop();
    server = await startServer(dataDir, AS_THE_README_SAYS);
    expect((await keysFor(dataDir)).serviceKey).toBe(before);
    expect((await get(server.origin, "/rest/v1/contact_submissions?select=id", before)).status).toBe(200);

    const other = newDataDir();
    try {
      expect((await keysFor(other)).serviceKey).not.toBe(before);
    } finally {
      removeDataDir(other);
    }
  });
});

describe("legacy JWT keys", () => {
  it("are refused at start when JWT_SECRET is the CLI's published secret", async () => {
    const dataDir = newDataDir();
    try {
      const run = runServer({ ...AS_THE_README_SAYS, DATA_DIR: dataDir, JWT_SECRET: PUBLISHED_JWT_SECRET });
      expect(await run.exited).toEqual({ code: 1, signal: null });
      expect(run.output().stderr).toContain("JWT_SECRET must not be the Supabase CLI's published secret");
    } finally {
      removeDataDir(dataDir);
    }
  });

  it("work when JWT_SECRET is set to a secret of the project's own (moving from hosted Supabase)", async () => {
    const dataDir = newDataDir();
    const secret = "a-project-secret-from-hosted-supabase-0123456789";
    let server: ServerProcess | undefined;
    try {
      server = await startServer(dataDir, { ...AS_THE_README_SAYS, JWT_SECRET: secret });
      const legacyService = await signLegacyJwt("service_role", secret);
      expect((await get(server.origin, "/rest/v1/contact_submissions?select=id", legacyService)).status).toBe(200);
      const legacyAnon = await signLegacyJwt("anon", secret);
      expect((await get(server.origin, "/rest/v1/contact_submissions?select=id", legacyAnon)).status).toBe(401);
    } finally {
      await discardServer(server, dataDir);
    }
  });
});
