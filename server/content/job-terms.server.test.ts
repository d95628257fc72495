/**
 * A job's terms and its closing date, as the database keeps them: a salary in whole pounds with its
 * range the right way round, a closing date that has not passed when it is set, and a position off
 * the pages once its closing day has ended in London, with nobody closing it. On PGlite and on
 * PostgreSQL, through the REST API as the back office calls it.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { client, json, startApiApp, type ApiTestApp } from "../../tests/support/server/api.ts";
import { databases } from "../../tests/support/server/databases.ts";
import { staffSessions } from "../../tests/support/server/staff-session.ts";
import { londonDate } from "../../shared/jobs.ts";
import { liveContent } from "../publish/snapshot.ts";

const DAY = 24 * 60 * 60 * 1000;
const job = (title: string, extra: Record<string, string> = {}) => ({
  title,
  department: "Research",
  location: "London",
  description: "Model contagion across balance sheets.",
  datePosted: "2026-11-01",
  employmentType: "FULL_TIME",
  ...extra,
});

describe.each(databases)("a job's terms and closing date on $name", (factory) => {
  let api: ApiTestApp;
  let anon: ReturnType<typeof client>;
  let recruiter: string;
  const as = (token: string) => ({ authorization: `Bearer ${token}`, prefer: "return=representation" });
  const add = (slug: string, data: Record<string, string>) =>
    anon.post("/rest/v1/content_items", { type: "position", slug, sort_order: 50, data }, as(recruiter));
  const shownTitles = async () => (await liveContent(api.app.db)).position.map((entry) => entry.data.title);

  beforeAll(async () => {
    api = await startApiApp(factory);
    anon = client(api.app, api.anonKey);
    recruiter = (await staffSessions(api.app, "terms-recruiter@kosmos.test", { roles: ["careers"] })).aal2;
  }, 120_000);
  afterAll(() => api?.close());

  it("gave the positions the site had their employment type, full time", async () => {
    const rows = await api.app.db.asOwner((tx) =>
      tx.query<{ kind: string | null }>(
        "select data ->> 'employmentType' as kind from public.content_items where type = 'position'",
      ),
    );
    expect(rows.rows.length).toBeGreaterThan(0);
    expect(new Set(rows.rows.map((row) => row.kind))).toEqual(new Set(["FULL_TIME"]));
  });

  it.each([
    [
      "a salary that is not whole pounds",
      { salaryMin: "60k" },
      "salaryMin",
      "Salary from (£ a year): whole pounds, digits only, such as 60000",
    ],
    [
      "a minimum above the maximum",
      { salaryMin: "90000", salaryMax: "60000" },
      "salaryMax",
      "Salary to (£ a year): at least the salary from (90000)",
    ],
    [
      "a closing date in the past",
      { closingDate: "2020-01-31" },
      "closingDate",
      "Closing date: today or a later day (the position would leave the site at once)",
    ],
    ["no employment type", { employmentType: "" }, "employmentType", "Employment type: this field is required"],
  ])("refuses %s with 400 beside its field, and publishes nothing", async (_, wrong, hint, message) => {
    const before = await shownTitles();
    const refused = await add(`refused-${hint.toLowerCase()}`, { ...job("Refused Analyst"), ...wrong });
    expect(refused.statusCode).toBe(400);
    expect(json<{ message: string; hint: string }>(refused)).toMatchObject({ message, hint });
    expect(await shownTitles()).toEqual(before);
  });

  it("publishes a job with its terms, and takes it off the pages when its closing day has ended, by itself", async () => {
    const today = londonDate();
    const added = await add(
      "graph-analyst",
      job("Graph Analyst", { salaryMin: "60000", salaryMax: "80000", closingDate: today, workplace: "hybrid" }),
    );
    expect(added.statusCode).toBe(201);
    expect(await shownTitles()).toContain("Graph Analyst");

    // The closing day ends: the item is still live in the back office, but no page shows it.
    const [item] = json<{ id: string }[]>(added);
    await api.app.db.asOwner((tx) =>
      tx.query(
        "update public.content_items set data = jsonb_set(data, '{closingDate}', to_jsonb($2::text)) where id = $1",
        [item!.id, londonDate(new Date(Date.now() - DAY))],
      ),
    );
    expect(await shownTitles()).not.toContain("Graph Analyst");
    const live = json<{ live: boolean }[]>(
      await anon.get(`/rest/v1/content_items?id=eq.${item!.id}&select=live`, { authorization: `Bearer ${recruiter}` }),
    );
    expect(live).toEqual([{ live: true }]);
  });

  it("keeps a passed closing date when other fields change (closing it again is no error)", async () => {
    const [item] = json<{ id: string; data: Record<string, string> }[]>(
      await anon.get("/rest/v1/content_items?slug=eq.graph-analyst&select=id,data", {
        authorization: `Bearer ${recruiter}`,
      }),
    );
    const hidden = await anon.patch(`/rest/v1/content_items?id=eq.${item!.id}`, { live: false }, as(recruiter));
    expect(hidden.statusCode).toBe(200);
    const edited = await anon.patch(
      `/rest/v1/content_items?id=eq.${item!.id}`,
      { data: { ...item!.data, department: "Risk" } },
      as(recruiter),
    );
    expect(edited.statusCode).toBe(200);
  });
});
