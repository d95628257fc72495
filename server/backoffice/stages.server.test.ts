/**
 * Stages of inbox items, on PGlite and on PostgreSQL: an item starts in its kind's first stage;
 * rpc/move_to_stage moves one or many to a stage of that kind (none other), for someone who reads
 * the kind, each move audited from and to; nobody writes a stage by hand, a visitor least of all;
 * the inbox view and the search filter by stage, and rpc/stage_counts counts the work in each.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { client, json, startApiApp, type ApiTestApp } from "../../tests/support/server/api.ts";
import { databases } from "../../tests/support/server/databases.ts";
import { staffSessions } from "../../tests/support/server/staff-session.ts";
import { jobApplication } from "../../tests/support/server/submissions.ts";

describe.each(databases)("stages of inbox items on $name", (factory) => {
  let api: ApiTestApp;
  let anon: ReturnType<typeof client>;
  let careers: string;
  let sales: string;
  let applications: string[];
  const as = (token: string) => ({ authorization: `Bearer ${token}` });
  const move = (token: string, kind: string, ids: string[], stage: string) =>
    anon.post("/rest/v1/rpc/move_to_stage", { p_kind: kind, p_ids: ids, p_stage: stage }, as(token));
  const stageOf = async (id: string) =>
    (
      await api.app.db.asOwner((tx) =>
        tx.query<{ stage: string; moved: boolean }>(
          "select stage, stage_since > created_at as moved from public.job_applications where id = $1",
          [id],
        ),
      )
    ).rows[0];

  beforeAll(async () => {
    api = await startApiApp(factory);
    anon = client(api.app, api.anonKey);
    careers = (await staffSessions(api.app, "stage-careers@kosmos.test", { roles: ["careers"] })).aal2;
    sales = (await staffSessions(api.app, "stage-sales@kosmos.test", { roles: ["sales"] })).aal2;
    applications = [];
    for (const name of ["Mary", "Ada", "Emmy"]) {
      const row = jobApplication({ first_name: name, email: `${name.toLowerCase()}@uni.example`, cv_url: null });
      const sent = await anon.post("/rest/v1/job_applications", row);
      expect(sent.statusCode, sent.body).toBe(201);
      applications.push(row.id);
    }
  }, 120_000);
  afterAll(() => api?.close());

  it("starts every item in its kind's first stage, and moves several at once, each move audited", async () => {
    expect(await stageOf(applications[0]!)).toEqual({ stage: "new", moved: false });
    const moved = await move(careers, "job_applications", applications.slice(0, 2), "interview");
    expect(moved.statusCode, moved.body).toBe(200);
    expect(json(moved)).toBe(2);
    expect(await stageOf(applications[0]!)).toEqual({ stage: "interview", moved: true });
    expect(await stageOf(applications[2]!)).toEqual({ stage: "new", moved: false });
    // Already there: left as it was, nothing logged twice.
    expect(json(await move(careers, "job_applications", applications.slice(0, 1), "interview"))).toBe(0);
    const { rows } = await api.app.db.asOwner((tx) =>
      tx.query(
        "select target_id, actor_email, details from public.audit_log where action = 'stage_change' order by target_id",
      ),
    );
    expect(rows).toEqual(
      applications
        .slice(0, 2)
        .sort()
        .map((id) => ({
          target_id: id,
          actor_email: "stage-careers@kosmos.test",
          details: { from: "new", to: "interview" },
        })),
    );
  });

  it("refuses a stage the kind does not have, a kind without stages, a role that does not read it, and a visitor", async () => {
    const wrong = await move(careers, "job_applications", applications.slice(2), "won");
    expect(wrong.statusCode).toBe(400);
    expect(json<{ message: string }>(wrong).message).toBe(
      "“won” is not a stage of this kind of item: its stages are new, screening, interview, offer, hired, not-taken",
    );
    const newsletter = await move(sales, "newsletter_subscribers", applications.slice(2), "new");
    expect(newsletter.statusCode).toBe(400);
    expect(json<{ message: string }>(newsletter).message).toBe("Only contact messages and applications have stages");
    expect((await move(sales, "job_applications", applications.slice(2), "screening")).statusCode).toBe(403);
    expect((await move(api.anonKey, "job_applications", applications.slice(2), "screening")).statusCode).toBe(401);
    const many = Array.from({ length: 501 }, () => applications[2]!);
    expect((await move(careers, "job_applications", many, "screening")).statusCode).toBe(400);
    expect(await stageOf(applications[2]!)).toEqual({ stage: "new", moved: false });
  });

  it("lets nobody write a stage by hand, and a visitor cannot send one", async () => {
    const patched = await anon.patch(
      `/rest/v1/job_applications?id=eq.${applications[2]}`,
      { stage: "hired" },
      as(careers),
    );
    expect(patched.statusCode).toBe(403);
    const forged = await anon.post(
      "/rest/v1/job_applications",
      jobApplication({ email: "forger@uni.example", cv_url: null, stage: "hired", owner_id: null }),
    );
    expect(forged.statusCode).toBe(401);
    expect(await stageOf(applications[2]!)).toEqual({ stage: "new", moved: false });
  });

  it("filters the inbox view and the search by stage, and counts each stage's work", async () => {
    const ids = (rows: { id: string }[]) => rows.map((row) => row.id).sort();
    const viewed = await anon.get(
      "/rest/v1/inbox?select=id,stage&kind=eq.job_applications&stage=eq.interview",
      as(careers),
    );
    expect(ids(json(viewed))).toEqual(applications.slice(0, 2).sort());
    const searched = await anon.post(
      "/rest/v1/rpc/search_inbox",
      { term: "uni.example", filter_stage: "new" },
      as(careers),
    );
    expect(searched.statusCode, searched.body).toBe(200);
    expect(ids(json<{ rows: { id: string }[] }>(searched).rows)).toEqual([applications[2]]);

    const counts = async () =>
      json<Record<string, number>>(
        await anon.post("/rest/v1/rpc/stage_counts", { p_kind: "job_applications" }, as(careers)),
      );
    expect(await counts()).toEqual({ new: 1, interview: 2 });
    await api.app.db.asOwner((tx) =>
      tx.query("update public.job_applications set status = 'archived' where id = $1", [applications[2]]),
    );
    expect(await counts()).toEqual({ interview: 2 });
    expect((await anon.post("/rest/v1/rpc/stage_counts", { p_kind: "job_applications" }, as(sales))).statusCode).toBe(
      403,
    );
    const audited = await api.app.db.asOwner((tx) =>
      tx.query<{ n: number }>(
        "select count(*)::int as n from public.audit_log where action = 'read' and target_table = 'stage_counts'",
      ),
    );
    expect(audited.rows[0]!.n).toBe(2);
  });
});
