/**
 * The real client against the real server on a socket: each REST call of spec §7 (as
 * changes them) and each error case, asserting the `data` and `error` supabase-js hands back.
 */
import { createClient, type SupabaseClient } from "@supabase/supabase-js";
import type { FastifyInstance } from "fastify";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app.ts";
import { PUBLISHABLE_KEY } from "../keys/index.ts";
import { signLegacyJwt } from "../keys/legacy-jwt.ts";
import { databases, type TestDatabase } from "../../tests/support/server/databases.ts";
import { contact, incubation, jobApplication, partnership } from "../../tests/support/server/submissions.ts";

/** Node 20 has no WebSocket; realtime is never used here, so a transport that is never opened will do. */
class NoWebSocket {
  constructor() {
    throw new Error("realtime is not used in these tests");
  }
}

function connect(url: string, key: string): SupabaseClient {
  return createClient(url, key, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: NoWebSocket as never },
  });
}

const RESOURCE_FIELDS = [
  "id",
  "title",
  "type",
  "categories",
  "date",
  "description",
  "image_url",
  "download_url",
  "read_more_url",
];

describe.each(databases)("supabase-js against the server on $name", (factory) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let url: string;
  let site: SupabaseClient;
  let team: SupabaseClient;

  beforeAll(async () => {
    database = await factory.create();
    app = await buildApp({ config: database.config, serveSite: false });
    await app.listen({ port: 0, host: "127.0.0.1" });
    url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    // The site ships the publishable key; the team's tools use the install's secret key.
    site = connect(url, PUBLISHABLE_KEY);
    team = connect(url, app.installKeys.secretKey);
  });
  afterAll(async () => {
    await app?.close();
    await database?.destroy();
  });

  async function stored(table: string, column: string, value: string) {
    const { data, error } = await team.from(table).select("*").eq(column, value);
    expect(error).toBeNull();
    return data!;
  }

  describe("the calls of spec §7", () => {
    it("featured resources: the three newest featured, every field the home page reads", async () => {
      const { data, error, status } = await site
        .from("resources")
        .select("*")
        .eq("featured", true)
        .order("date", { ascending: false })
        .limit(3);
      expect(error).toBeNull();
      expect(status).toBe(200);
      expect(data).toHaveLength(3);
      for (const row of data!) {
        expect(row.featured).toBe(true);
        for (const field of RESOURCE_FIELDS) expect(row).toHaveProperty(field);
      }
      const dates = data!.map((r) => r.date as string);
      expect(dates).toEqual([...dates].sort().reverse());
    });

    it("resource library: every row, newest first", async () => {
      const { data, error } = await site.from("resources").select("*").order("date", { ascending: false });
      expect(error).toBeNull();
      expect(data!.length).toBeGreaterThanOrEqual(12);
      const dates = data!.map((r) => r.date as string);
      expect(dates).toEqual([...dates].sort().reverse());
    });

    it("documentation: every row with its fields", async () => {
      const { data, error } = await site.from("documentation").select("*");
      expect(error).toBeNull();
      expect(data!.length).toBeGreaterThanOrEqual(4);
      for (const field of ["id", "title", "description", "sections", "summary", "access_url", "download_url"]) {
        expect(data![0]).toHaveProperty(field);
      }
      expect(Array.isArray(data![0]!.sections)).toBe(true);
    });

    it("contact: insert without reading back", async () => {
      const row = contact({ name: "Conformance Contact", company: "Example Bank" });
      const result = await site.from("contact_submissions").insert(row);
      expect(result).toMatchObject({ error: null, data: null, status: 201 });
      expect(await stored("contact_submissions", "name", row.name)).toEqual([expect.objectContaining(row)]);
    });

    it("job application: insert with the uploaded file paths", async () => {
      const row = jobApplication({ surname: "Conformance" });
      const result = await site.from("job_applications").insert(row);
      expect(result).toMatchObject({ error: null, data: null, status: 201 });
      expect(await stored("job_applications", "surname", "Conformance")).toEqual([expect.objectContaining(row)]);
    });

    it("research partnership: one insert carrying the browser's id and the proposal path", async () => {
      const row = partnership();
      const result = await site.from("research_partnerships").insert(row);
      expect(result).toMatchObject({ error: null, data: null, status: 201 });
      expect(await stored("research_partnerships", "id", row.id)).toEqual([expect.objectContaining(row)]);
    });

    it("incubation programme: the same, and without a file", async () => {
      const row = incubation(undefined, { proposal_file_path: null });
      const result = await site.from("incubation_programme").insert(row);
      expect(result).toMatchObject({ error: null, data: null, status: 201 });
      expect(await stored("incubation_programme", "id", row.id)).toEqual([expect.objectContaining(row)]);
    });

    it("newsletter: stores the address once; a repeat is answered as the first (201), so nobody learns who subscribes", async () => {
      const email = "reader@example.com";
      expect(await site.from("newsletter_subscribers").insert({ email })).toMatchObject({ error: null, status: 201 });
      const again = await site.from("newsletter_subscribers").insert({ email });
      expect(again).toMatchObject({ error: null, status: 201 });
      expect(await stored("newsletter_subscribers", "email", email)).toHaveLength(1);
    });
  });

  describe("errors, as the client hands them back", () => {
    it("a CHECK violation: 400 23514 with Postgres's message; nothing stored", async () => {
      const result = await site.from("contact_submissions").insert(contact({ name: "Bad Email", email: "nope" }));
      expect(result.status).toBe(400);
      expect(result.data).toBeNull();
      expect(result.error).toMatchObject({
        code: "23514",
        hint: null,
        message:
          'new row for relation "contact_submissions" violates check constraint "contact_submissions_email_check"',
      });
      expect(await stored("contact_submissions", "name", "Bad Email")).toEqual([]);
    });

    it("reading submissions as the site: 401 42501", async () => {
      const result = await site.from("contact_submissions").select("*");
      expect(result.status).toBe(401);
      expect(result.data).toBeNull();
      expect(result.error).toEqual(
        expect.objectContaining({
          code: "42501",
          details: null,
          hint: null,
          message: "permission denied for table contact_submissions",
        }),
      );
    });

    it("the spec's original flow (insert, read back the id, update) is refused, and stores nothing", async () => {
      const row = partnership(undefined, { topic_statement: "The spec's insert-then-read-back flow." });
      const { id: _id, proposal_file_path: _path, ...withoutId } = row;
      const readBack = await site.from("research_partnerships").insert(withoutId).select().single();
      expect(readBack.status).toBe(401);
      expect(readBack.data).toBeNull();
      expect(readBack.error).toMatchObject({ code: "42501" });
      expect(await stored("research_partnerships", "topic_statement", row.topic_statement)).toEqual([]);

      const update = await site
        .from("research_partnerships")
        .update({ proposal_file_path: row.proposal_file_path })
        .eq("id", row.id);
      expect(update.status).toBe(401);
      expect(update.error).toMatchObject({
        code: "42501",
        message: "permission denied for table research_partnerships",
      });
    });

    it("an unknown table: 404 PGRST205 with a hint", async () => {
      const result = await site.from("resourcez").select("*");
      expect(result.status).toBe(404);
      expect(result.error).toMatchObject({
        code: "PGRST205",
        hint: "Perhaps you meant the table 'public.resources'",
        message: "Could not find the table 'public.resourcez' in the schema cache",
      });
    });

    it("an unknown column: 400 42703", async () => {
      const result = await site.from("resources").select("*").order("datez");
      expect(result.status).toBe(400);
      expect(result.error).toMatchObject({ code: "42703", message: "column resources.datez does not exist" });
    });

    it("an unknown body key: 400 PGRST204", async () => {
      const result = await site.from("contact_submissions").insert({ ...contact(), phone: "+44 20 7946 0000" });
      expect(result.status).toBe(400);
      expect(result.error).toMatchObject({
        code: "PGRST204",
        message: "Could not find the 'phone' column of 'contact_submissions' in the schema cache",
      });
    });

    it(".single() over many rows: 406 PGRST116; .maybeSingle() over none: null", async () => {
      const many = await site.from("resources").select("id").single();
      expect(many.status).toBe(406);
      expect(many.error).toMatchObject({
        code: "PGRST116",
        message: "Cannot coerce the result to a single JSON object",
      });

      const none = await site.from("resources").select("id").eq("type", "podcast").maybeSingle();
      expect(none).toMatchObject({ data: null, error: null });

      const { data: first } = await site.from("resources").select("id,title").limit(1).single();
      expect(Object.keys(first!)).toEqual(["id", "title"]);
    });

    it("count: exact, head only", async () => {
      const { data: rows } = await site.from("resources").select("id");
      const { count, error } = await site.from("resources").select("*", { count: "exact", head: true });
      expect(error).toBeNull();
      expect(count).toBe(rows!.length);
    });

    it("a filter value of the wrong type: 400 22P02", async () => {
      const result = await site.from("resources").select("id").eq("id", "not-a-uuid");
      expect(result.status).toBe(400);
      expect(result.error).toMatchObject({ code: "22P02" });
    });

    it("a body over 1 MB: 413", async () => {
      const result = await site.from("contact_submissions").insert(contact({ message: "x".repeat(1024 * 1024 + 1) }));
      expect(result.status).toBe(413);
      expect(result.error).toMatchObject({ code: "PGRST413" });
    });

    it.each([
      ["another install's secret key", "sb_secret_" + "A".repeat(43)],
      ["a legacy service_role JWT (no JWT_SECRET set)", "legacy"],
    ])("%s: 401 'Invalid API key'", async (_label, key) => {
      const forged = connect(
        url,
        key === "legacy" ? await signLegacyJwt("service_role", "someone-elses-secret-of-at-least-32-characters") : key,
      );
      const result = await forged.from("contact_submissions").select("*");
      expect(result.status).toBe(401);
      expect(result.data).toBeNull();
      expect(result.error).toMatchObject({ message: "Invalid API key" });
    });
  });
});
