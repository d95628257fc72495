/**
 * The audit log as staff read it (rpc/audit_entries): each person's reads of one hour folded into
 * one entry, every other entry as it is, newest first, narrowed to one person on request, and only
 * what the caller's role may read. On PGlite and on PostgreSQL, through the REST API.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { client, json, startApiApp, type ApiTestApp } from "../../tests/support/server/api.ts";
import { databases } from "../../tests/support/server/databases.ts";
import { staffSessions } from "../../tests/support/server/staff-session.ts";

type Entries = {
  total: number;
  entries: {
    action: string;
    actor_email: string | null;
    target_table: string | null;
    details: Record<string, unknown>;
  }[];
};

describe.each(databases)("the audit log's entries on $name", (factory) => {
  let api: ApiTestApp;
  let anon: ReturnType<typeof client>;
  let admin: string;
  let sales: string;
  const entries = async (token: string, args: Record<string, unknown> = {}) => {
    const answer = await anon.post("/rest/v1/rpc/audit_entries", args, { authorization: `Bearer ${token}` });
    expect(answer.statusCode).toBe(200);
    return json<Entries>(answer);
  };

  beforeAll(async () => {
    api = await startApiApp(factory);
    anon = client(api.app, api.anonKey);
    admin = (await staffSessions(api.app, "audit-admin@kosmos.test", { roles: ["admin"] })).aal2;
    sales = (await staffSessions(api.app, "audit-sales@kosmos.test", { roles: ["sales"] })).aal2;
    // A morning's log, written as the database writes it: reads in two hours, and one change.
    await api.app.db.asOwner((tx) =>
      tx.query(
        `insert into public.audit_log (at, actor_email, action, target_table, details) values
           ('2026-11-20 10:05+00', 'grace@kosmos.test', 'read', 'inbox', '{"rows": 25}'),
           ('2026-11-20 10:20+00', 'grace@kosmos.test', 'read', 'inbox_counts', '{"rows": 1}'),
           ('2026-11-20 10:40+00', 'grace@kosmos.test', 'read', 'contact_submissions', '{"rows": 3}'),
           ('2026-11-20 10:45+00', 'ada@kosmos.test', 'read', 'job_applications', '{"rows": 2}'),
           ('2026-11-20 10:50+00', 'grace@kosmos.test', 'status_change', 'contact_submissions', '{"from": "new", "to": "read"}'),
           ('2026-11-20 11:10+00', 'grace@kosmos.test', 'read', 'inbox', '{"rows": 25}')`,
      ),
    );
  }, 120_000);
  afterAll(() => api?.close());

  it("folds each person's reads of one hour into one entry, newest first, and keeps changes as they are", async () => {
    const { total, entries: shown } = await entries(admin, { p_actor: "grace@kosmos.test" });
    expect(total).toBe(3);
    expect(shown.map((e) => [e.action, e.details.folded ?? null, e.details.rows ?? null])).toEqual([
      ["read", 1, 25],
      ["status_change", null, null],
      ["read", 3, 29],
    ]);
    expect(shown[2]!.details.tables).toEqual(["contact_submissions", "inbox", "inbox_counts"]);
  });

  it("narrows to one person, and to the kinds asked for", async () => {
    const ada = await entries(admin, { p_actor: "ada@kosmos.test" });
    expect(ada.entries.map((e) => [e.actor_email, e.details.folded])).toEqual([["ada@kosmos.test", 1]]);
    const changes = await entries(admin, { p_actions: ["status_change"], p_actor: "grace@kosmos.test" });
    expect(changes.entries.map((e) => e.action)).toEqual(["status_change"]);
  });

  it("shows a role only the entries its policies let it read", async () => {
    const { entries: shown } = await entries(sales);
    expect(shown.length).toBeGreaterThan(0);
    expect(shown.every((e) => ["contact_submissions", "newsletter_subscribers", null].includes(e.target_table))).toBe(
      true,
    );
    // Ada's read of job applications is not a sales person's to see, folded or not.
    expect(shown.some((e) => e.actor_email === "ada@kosmos.test")).toBe(false);
  });
});
