/**
 * Schedules on PGlite and on PostgreSQL: a recruiter schedules a position's change and
 * the server applies it at its time, once, under their name; a legal page scheduled takes the due
 * day as its effective date; a schedule due while the server was stopped runs at start, once; an
 * item deleted before its time cancels its schedules; roles and bad times are refused.
 */
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app.ts";
import { client, json, type ApiTestApp, startApiApp } from "../../tests/support/server/api.ts";
import { databases } from "../../tests/support/server/databases.ts";
import { staffSessions } from "../../tests/support/server/staff-session.ts";

type Item = { id: string; version: number; data: Record<string, unknown>; updated_by: string | null };
type Schedule = {
  id: string;
  state: string;
  problem: string | null;
  type: string;
  title: string;
  data: Record<string, unknown>;
};

const until = async <T>(read: () => Promise<T>, done: (value: T) => boolean, ms = 15_000): Promise<T> => {
  for (const started = Date.now(); ;) {
    const value = await read();
    if (done(value) || Date.now() - started > ms) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
};

describe.each(databases)("content schedules on $name", (factory) => {
  let api: ApiTestApp;
  let app: FastifyInstance;
  let anon: ReturnType<typeof client>;
  let careers: string;
  let editor: string;
  let admin: string;
  const as = (token: string) => ({ authorization: `Bearer ${token}` });
  const RETURN = { prefer: "return=representation" };
  const inSeconds = (s: number) => new Date(Date.now() + s * 1000).toISOString();
  const itemOf = async (type: string, slug?: string) =>
    json<Item[]>(
      await client(app, api.anonKey).get(
        `/rest/v1/content_items?type=eq.${type}${slug ? `&slug=eq.${slug}` : ""}&select=id,version,data,updated_by&order=slug&limit=1`,
        as(admin),
      ),
    )[0]!;
  const scheduleOf = async (id: string) =>
    json<Schedule[]>(await client(app, api.anonKey).get(`/rest/v1/content_schedules?id=eq.${id}`, as(admin)))[0]!;

  beforeAll(async () => {
    api = await startApiApp(factory);
    app = api.app;
    anon = client(app, api.anonKey);
    careers = (await staffSessions(app, "careers@kosmos.test", { roles: ["careers"] })).aal2;
    editor = (await staffSessions(app, "editor@kosmos.test", { roles: ["editor"] })).aal2;
    admin = (await staffSessions(app, "admin@kosmos.test", { roles: ["admin"] })).aal2;
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    await api?.database.destroy();
  });

  it("applies a recruiter's scheduled change at its time, once, under their name; refuses other roles and past times", async () => {
    const position = await itemOf("position");
    const change = { ...position.data, location: "Leeds" };
    const byEditor = await anon.post(
      "/rest/v1/content_schedules",
      { item_id: position.id, action: "publish", data: change, due_at: inSeconds(1) },
      as(editor),
    );
    expect(byEditor.statusCode).toBe(403);
    const past = await anon.post(
      "/rest/v1/content_schedules",
      { item_id: position.id, action: "publish", data: change, due_at: inSeconds(-60) },
      as(careers),
    );
    expect(json<{ message: string }>(past).message).toBe("Schedule: choose a time in the future");
    const bad = await anon.post(
      "/rest/v1/content_schedules",
      { item_id: position.id, action: "publish", data: { ...change, title: "" }, due_at: inSeconds(60) },
      as(careers),
    );
    expect(json<{ message: string }>(bad).message).toBe("Title: this field is required");

    const made = await anon.post(
      "/rest/v1/content_schedules",
      { item_id: position.id, action: "publish", data: change, due_at: inSeconds(1) },
      { ...as(careers), ...RETURN },
    );
    expect(made.statusCode).toBe(201);
    const schedule = json<Schedule[]>(made)[0]!;
    expect(schedule).toMatchObject({ state: "waiting", type: "position" });
    const done = await until(
      () => scheduleOf(schedule.id),
      (s) => s.state !== "waiting",
    );
    expect(done.state).toBe("done");
    const after = await itemOf("position", undefined);
    expect(after.data.location).toBe("Leeds");
    expect(after.version).toBe(position.version + 1);
    expect(after.updated_by).toBe("careers@kosmos.test");
  });

  it("gives a scheduled legal page its due day (in London) as the effective date", async () => {
    const terms = await itemOf("legal-page", "terms");
    const due = new Date(Date.now() + 1500);
    const made = await anon.post(
      "/rest/v1/content_schedules",
      {
        item_id: terms.id,
        action: "publish",
        data: { ...terms.data, effectiveDate: "1999-01-01" },
        due_at: due.toISOString(),
      },
      { ...as(admin), ...RETURN },
    );
    expect(made.statusCode).toBe(201);
    const londonDay = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/London" }).format(due);
    expect(json<Schedule[]>(made)[0]!.data.effectiveDate).toBe(londonDay);
    const unpublish = await anon.post(
      "/rest/v1/content_schedules",
      { item_id: terms.id, action: "unpublish", due_at: inSeconds(60) },
      as(admin),
    );
    expect(json<{ message: string }>(unpublish).message).toBe("This page stays on the site: it cannot be unpublished");
    await until(
      () => itemOf("legal-page", "terms"),
      (item) => item.data.effectiveDate === londonDay,
    );
    expect((await itemOf("legal-page", "terms")).data.effectiveDate).toBe(londonDay);
  });

  it("cancels the schedules of an item deleted before their time, saying so", async () => {
    const added = json<Item[]>(
      await anon.post(
        "/rest/v1/content_items",
        {
          type: "position",
          slug: "short-lived",
          data: {
            title: "Short Lived",
            department: "Risk",
            location: "London",
            description: "Soon gone.",
            datePosted: "2026-11-27",
            employmentType: "FULL_TIME",
          },
        },
        { ...as(careers), ...RETURN },
      ),
    )[0]!;
    const schedule = json<Schedule[]>(
      await anon.post(
        "/rest/v1/content_schedules",
        { item_id: added.id, action: "unpublish", due_at: inSeconds(3600) },
        { ...as(careers), ...RETURN },
      ),
    )[0]!;
    const later = json<Schedule[]>(
      await anon.post(
        "/rest/v1/content_schedules",
        { item_id: added.id, action: "unpublish", due_at: inSeconds(7200) },
        { ...as(careers), ...RETURN },
      ),
    )[0]!;
    // Staff cancel a waiting schedule, and do nothing else to it.
    const forged = await anon.patch(`/rest/v1/content_schedules?id=eq.${later.id}`, { state: "done" }, as(careers));
    expect(json<{ message: string }>(forged).message).toBe("A waiting schedule can only be cancelled");
    await anon.patch(`/rest/v1/content_schedules?id=eq.${later.id}`, { state: "cancelled" }, as(careers));
    expect(await scheduleOf(later.id)).toMatchObject({
      state: "cancelled",
      problem: "Cancelled by careers@kosmos.test",
    });

    expect((await anon.delete(`/rest/v1/content_items?id=eq.${added.id}`, as(careers))).statusCode).toBe(204);
    expect(await scheduleOf(schedule.id)).toMatchObject({
      state: "cancelled",
      problem: "The item was deleted before its time",
      title: "Short Lived",
    });
  });

  it("tells its author by mail when it ran, and when it failed at its hour (sign-off required meanwhile)", async () => {
    const outcomes = () =>
      app.db
        .asOwner((tx) =>
          tx.query<{ submission_id: string }>(
            "select submission_id from public.notification_outbox where kind = 'schedule-outcome'",
          ),
        )
        .then((r) => r.rows.map((row) => row.submission_id));
    const position = await itemOf("position");
    const made = json<Schedule[]>(
      await anon.post(
        "/rest/v1/content_schedules",
        { item_id: position.id, action: "publish", data: { ...position.data, location: "York" }, due_at: inSeconds(2) },
        { ...as(careers), ...RETURN },
      ),
    )[0]!;
    // Before its hour, an admin requires sign-off for positions: the change may no longer go live alone.
    expect(
      (await anon.post("/rest/v1/content_sign_off", { type: "position" }, { ...as(admin), ...RETURN })).statusCode,
    ).toBe(201);
    const failed = await until(
      () => scheduleOf(made.id),
      (s) => s.state !== "waiting",
    );
    expect(failed).toMatchObject({
      state: "failed",
      problem: "This change needs sign-off: submit it for review, and a colleague approves it",
    });
    expect((await itemOf("position")).data.location).toBe(position.data.location);
    expect(await outcomes()).toContain(made.id);
    await anon.delete("/rest/v1/content_sign_off?type=eq.position", as(admin));
    // The earlier schedules that ran were told too.
    expect((await outcomes()).length).toBeGreaterThanOrEqual(2);
  });

  it("runs at start, once, a schedule that fell due while the server was stopped", async () => {
    const position = await itemOf("position");
    const made = json<Schedule[]>(
      await anon.post(
        "/rest/v1/content_schedules",
        {
          item_id: position.id,
          action: "publish",
          data: { ...position.data, location: "Bristol" },
          due_at: inSeconds(2),
        },
        { ...as(careers), ...RETURN },
      ),
    )[0]!;
    await app.close();
    await new Promise((resolve) => setTimeout(resolve, 2500));
    app = await buildApp({ config: api.database.config, serveSite: false });
    await app.ready();
    const done = await until(
      () => scheduleOf(made.id),
      (s) => s.state !== "waiting",
    );
    expect(done.state).toBe("done");
    const after = await itemOf("position");
    expect(after.data.location).toBe("Bristol");
    expect(after.version).toBe(position.version + 1);
  });
});
