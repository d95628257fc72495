/**
 * The export audit is written only by someone who may export that kind, and
 * holds only the filters' names and their values from closed lists, never what a person typed.
 * Before, an editor recorded "export contact_submissions rows 9999" with 500 KB of filters
 * holding a visitor's address.
 */
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { STAFF_ROLES, type StaffRole } from "../../shared/staff-roles.ts";
import { startApiApp, type ApiTestApp } from "../../tests/support/server/api.ts";
import { databases } from "../../tests/support/server/databases.ts";
import { staffSessions } from "../../tests/support/server/staff-session.ts";

describe.each(databases)("the export audit on $name", (factory) => {
  let test: ApiTestApp;
  let app: FastifyInstance;
  const sessions = {} as Record<StaffRole, string>;

  const logExport = (role: StaffRole, body: Record<string, unknown>) =>
    app.inject({
      method: "POST",
      url: "/rest/v1/rpc/log_export",
      headers: { apikey: test.anonKey, authorization: `Bearer ${sessions[role]}`, "content-type": "application/json" },
      payload: JSON.stringify(body),
    });
  const exports = async () =>
    (
      await app.db.asOwner((tx) =>
        tx.query<{ target_table: string; details: unknown; size: number }>(
          `select target_table, details, length(details::text) as size from public.audit_log where action = 'export' order by id`,
          [],
        ),
      )
    ).rows;

  beforeAll(async () => {
    test = await startApiApp(factory);
    app = test.app;
    for (const role of STAFF_ROLES)
      sessions[role] = (await staffSessions(app, `export-${role}@kosmos.example`, { roles: [role] })).aal2;
  }, 120_000);
  afterAll(() => test?.close());

  it("refuses a role that does not own the kind, and a kind that does not exist", async () => {
    const forged = {
      kind: "contact_submissions",
      filters: { status: "new", note: "victim@example.com ".repeat(25_000) },
      row_count: 9999,
    };
    expect((await logExport("editor", forged)).statusCode).toBe(403);
    expect((await logExport("careers", { kind: "contact_submissions", filters: {}, row_count: 1 })).statusCode).toBe(
      403,
    );
    expect((await logExport("editor", { kind: "all", filters: {}, row_count: 1 })).statusCode).toBe(403);
    expect((await logExport("sales", { kind: "auth.users", filters: {}, row_count: 1 })).statusCode).toBe(400);
    expect(await exports()).toEqual([]);
  });

  it("records filter names and values from closed lists only; anything else is refused", async () => {
    const bigNote = await logExport("sales", {
      kind: "contact_submissions",
      filters: { status: "new", note: "victim@example.com" },
      row_count: 2,
    });
    expect(bigNote.statusCode).toBe(400);
    const typedStatus = await logExport("sales", {
      kind: "contact_submissions",
      filters: { status: "victim@example.com" },
      row_count: 2,
    });
    expect(typedStatus.statusCode).toBe(400);
    const typedDate = await logExport("sales", {
      kind: "contact_submissions",
      filters: { from: "victim@example.com" },
      row_count: 2,
    });
    expect(typedDate.statusCode).toBe(400);
    expect((await logExport("sales", { kind: "contact_submissions", filters: {}, row_count: -5 })).statusCode).toBe(
      400,
    );
    expect(await exports()).toEqual([]);

    // What the inbox's export button sends is taken (the search text dropped, as before).
    const real = await logExport("sales", {
      kind: "contact_submissions",
      filters: { kind: "contact_submissions", status: "new", from: "2026-01-01", to: "", search: "Tom Okafor" },
      row_count: 3,
    });
    expect(real.statusCode, real.body).toBe(204);
    expect(
      (
        await logExport("careers", {
          kind: "all",
          filters: { kind: "all", status: "all", from: "", to: "" },
          row_count: 4,
        })
      ).statusCode,
    ).toBe(204);
    const logged = await exports();
    expect(logged.map((row) => row.target_table)).toEqual(["contact_submissions", "all"]);
    expect(logged[0]!.details).toEqual({
      filters: { kind: "contact_submissions", status: "new", from: "2026-01-01", to: "" },
      rows: 3,
    });
    expect(JSON.stringify(logged)).not.toContain("Tom Okafor");
    expect(Math.max(...logged.map((row) => row.size))).toBeLessThan(400);
  });
});
