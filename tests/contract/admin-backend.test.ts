/**
 * The staff area's data calls, made with supabase-js itself (as the island makes them) by a
 * staff member signed in with two factors, against the real embedded server on PGlite and
 * PostgreSQL: the inbox query with its filters and search, the CSV export, a CV downloaded byte
 * for byte, erasure, and content saved by staff showing on the public read.
 */
import { createClient, type SupabaseClient } from "@supabase/supabase-js";
import type { FastifyInstance } from "fastify";
import { existsSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../server/app";
import { staffAccount, totpCode } from "../support/server/auth";
import { PDF_TYPE, pdfBytes } from "../support/server/storage";
import { databases, type TestDatabase } from "../support/server/databases";

/** The visitor's job application, whose CV is kept under its id. */
const TOM = crypto.randomUUID();
import { contact, jobApplication } from "../support/server/submissions";
import type { Database } from "~shared/database.types";
import { exportInbox } from "~/admin/inbox/api/export-inbox";
import { INBOX_COLUMNS } from "~/admin/inbox/api/fetch-page";
import { BOM } from "~/admin/inbox/csv";
import { applyFilters, EMPTY_FILTERS } from "~/admin/inbox/query";

/** Node 20 has no WebSocket; realtime is never used. */
class NoWebSocket {
  constructor() {
    throw new Error("realtime is not used");
  }
}

function browserLikeClient(url: string, key: string): SupabaseClient<Database> {
  const store = new Map<string, string>();
  return createClient<Database>(url, key, {
    auth: {
      persistSession: true,
      autoRefreshToken: false,
      detectSessionInUrl: false,
      storage: {
        getItem: (k) => store.get(k) ?? null,
        setItem: (k, v) => void store.set(k, v),
        removeItem: (k) => void store.delete(k),
      },
    },
    realtime: { transport: NoWebSocket as never },
  });
}

describe.each(databases)("the staff area's calls through supabase-js on $name", (factory) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let url: string;
  let key: string;
  let staff: SupabaseClient<Database>;
  let staffId: string;
  let visitor: SupabaseClient<Database>;
  const cv = pdfBytes(4096);

  beforeAll(async () => {
    database = await factory.create();
    app = await buildApp({ config: database.config, serveSite: false });
    await app.listen({ port: 0, host: "127.0.0.1" });
    url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    key = app.installKeys.publishableKey;
    visitor = browserLikeClient(url, key);

    // What visitors sent.
    const upload = await visitor.storage
      .from("job-applications")
      .upload(`cvs/${TOM}/1700000000000-cv.pdf`, new Blob([new Uint8Array(cv)], { type: PDF_TYPE }));
    expect(upload.error).toBeNull();
    for (const row of [
      contact({
        name: "Amelia Hart",
        email: "amelia@example.com",
        message: '=HYPERLINK("http://evil.example") please call, (soon)',
      }),
      contact({ name: "Ben 100% Ode", email: "ben@example.org", inquiry_type: "media-request" }),
    ]) {
      expect((await visitor.from("contact_submissions").insert(row)).error).toBeNull();
    }
    expect(
      (await visitor.from("job_applications").insert(jobApplication({ email: "tom@example.com" }, TOM))).error,
    ).toBeNull();

    // A staff member signs in as the sign-in screens do.
    const account = await staffAccount(app, "grace@kosmos.example");
    staffId = account.id;
    staff = browserLikeClient(url, key);
    expect(
      (await staff.auth.signInWithPassword({ email: account.email, password: account.password })).error,
    ).toBeNull();
    const enrolled = await staff.auth.mfa.enroll({ factorType: "totp" });
    expect(enrolled.error).toBeNull();
    const verified = await staff.auth.mfa.challengeAndVerify({
      factorId: enrolled.data!.id,
      code: totpCode(enrolled.data!.totp.secret),
    });
    expect(verified.error).toBeNull();
  });
  afterAll(async () => {
    await app?.close();
    await database?.destroy();
  });

  it("pages, filters and searches the inbox in one request, with the exact count", async () => {
    const page = await applyFilters(
      staff.from("inbox").select(INBOX_COLUMNS, { count: "exact" }),
      {
        ...EMPTY_FILTERS,
        search: "100%",
      },
      staffId,
    )
      .order("created_at", { ascending: false })
      .range(0, 24);
    expect(page.error).toBeNull();
    expect(page.count).toBe(1);
    expect((page.data as unknown as { name: string }[]).map((r) => r.name)).toEqual(["Ben 100% Ode"]);
    const byKind = await applyFilters(
      staff.from("inbox").select(INBOX_COLUMNS, { count: "exact" }),
      {
        ...EMPTY_FILTERS,
        kind: "job_applications",
        status: "new",
      },
      staffId,
    );
    expect(byKind.count).toBe(1);
    const punctuation = await applyFilters(
      staff.from("inbox").select(INBOX_COLUMNS),
      {
        ...EMPTY_FILTERS,
        search: "call, (soon)",
      },
      staffId,
    );
    expect(punctuation.error).toBeNull();
    expect(punctuation.data).toHaveLength(1);
    // A visitor's key reads nothing of it.
    expect((await visitor.from("inbox").select("*")).error?.code).toBe("42501");
  });

  it("exports what is filtered as CSV with a BOM and formulas neutralised, and logs the export", async () => {
    const { file, rows } = await exportInbox(staff, staffId, { ...EMPTY_FILTERS, kind: "contact_submissions" });
    expect(rows).toBe(2);
    const csv = Buffer.from(await file.arrayBuffer()).toString("utf8");
    expect(csv.startsWith(BOM)).toBe(true);
    expect(csv).toContain(`"'=HYPERLINK(""http://evil.example"") please call, (soon)"`);
    const log = await staff.from("audit_log").select("action,details").eq("action", "export");
    expect(log.data).toEqual([
      {
        action: "export",
        details: {
          filters: { owner: "all", kind: "contact_submissions", status: "all", stage: "", from: "", to: "" },
          rows: 2,
        },
      },
    ]);
  });

  it("exports past a thousand rows in batches that neither skip nor repeat a row, ties of the same moment included", async () => {
    // 2,100 sign-ups, in groups of 300 made at the very same moment (the batches' edges fall inside them).
    await app.db.asOwner((tx) =>
      tx.query(
        `insert into public.newsletter_subscribers (email, created_at)
         select 'reader' || n || '@example.com', timestamptz '2026-01-01 09:00:00+00' + make_interval(mins => n / 300)
           from generate_series(1, 2100) n`,
        [],
      ),
    );
    const { file, rows } = await exportInbox(staff, staffId, { ...EMPTY_FILTERS, kind: "newsletter_subscribers" });
    expect(rows).toBe(2100);
    const lines = Buffer.from(await file.arrayBuffer())
      .toString("utf8")
      .trimEnd()
      .split("\r\n")
      .slice(1);
    const emails = lines.map((line) => /"(reader\d+@example\.com)"/.exec(line)?.[1]);
    expect(new Set(emails).size).toBe(2100);
    expect(emails).not.toContain(undefined);
  }, 60_000);

  it("downloads a CV through the authenticated storage API, byte for byte", async () => {
    const { data, error } = await staff.storage.from("job-applications").download(`cvs/${TOM}/1700000000000-cv.pdf`);
    expect(error).toBeNull();
    expect(Buffer.from(await data!.arrayBuffer()).equals(cv)).toBe(true);
  });

  it("publishes a resource (an item of the library, decision 047) that the public read shows at once", async () => {
    const saved = await staff
      .from("content_items")
      .insert({
        type: "resource",
        slug: "staff-made-paper",
        sort_order: 99,
        data: {
          title: "Staff-made paper",
          type: "white-paper",
          categories: ["finance"],
          date: "2026-11-20",
          description: "New.",
          read_more_url: "https://kosmos.example/p",
          featured: true,
        },
      })
      .select("id");
    expect(saved.error).toBeNull();
    const read = await visitor
      .from("resources")
      .select("title")
      .eq("featured", true)
      .order("date", { ascending: false })
      .limit(3);
    expect(read.data).toContainEqual({ title: "Staff-made paper" });
  });

  it("erases a person: their rows and their CV file, leaving counts in the log", async () => {
    const erased = await staff.rpc("erase_person", { email: "tom@example.com" });
    expect(erased.error).toBeNull();
    expect(erased.data).toMatchObject({
      rows: { job_applications: 1 },
      files: [`job-applications/cvs/${TOM}/1700000000000-cv.pdf`],
    });
    await app.storageReaper.settled();
    expect(
      existsSync(join(database.config.DATA_DIR, "storage", "job-applications", "cvs", "1700000000000-cv.pdf")),
    ).toBe(false);
    const again = await staff.storage.from("job-applications").download(`cvs/${TOM}/1700000000000-cv.pdf`);
    expect(again.error).not.toBeNull();
  });
});
