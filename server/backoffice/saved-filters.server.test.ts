/**
 * Saved inbox filters, on PGlite and on PostgreSQL: each member of staff keeps their own (nobody
 * else reads or removes them), by a name of 1 to 60 characters, unique for them, twenty at most;
 * the filters kept are kind, status and dates, never search words or a page.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { client, json, startApiApp, type ApiTestApp } from "../../tests/support/server/api.ts";
import { databases } from "../../tests/support/server/databases.ts";
import { staffSessions } from "../../tests/support/server/staff-session.ts";

type Saved = { id: string; name: string; search: string };

describe.each(databases)("saved inbox filters on $name", (factory) => {
  let api: ApiTestApp;
  let anon: ReturnType<typeof client>;
  let recruiter: string;
  let colleague: string;
  const as = (token: string) => ({ authorization: `Bearer ${token}`, prefer: "return=representation" });
  const save = (token: string, name: string, search: string) =>
    anon.post("/rest/v1/inbox_saved_filters", { name, search }, as(token));
  const mine = async (token: string) =>
    json<Saved[]>(await anon.get("/rest/v1/inbox_saved_filters?select=id,name,search&order=name", as(token)));

  beforeAll(async () => {
    api = await startApiApp(factory);
    anon = client(api.app, api.anonKey);
    recruiter = (await staffSessions(api.app, "recruiter@kosmos.test", { roles: ["careers"] })).aal2;
    colleague = (await staffSessions(api.app, "colleague@kosmos.test", { roles: ["careers"] })).aal2;
  }, 120_000);
  afterAll(() => api?.close());

  it("keeps each person's own, which nobody else reads or removes", async () => {
    const saved = await save(recruiter, "Applications, new", "kind=job_applications&status=new");
    expect(saved.statusCode).toBe(201);
    const [filter] = json<Saved[]>(saved);
    expect(await mine(colleague)).toEqual([]);
    const taken = await anon.delete(`/rest/v1/inbox_saved_filters?id=eq.${filter!.id}`, as(colleague));
    expect(json<unknown[]>(taken)).toEqual([]);
    expect(await mine(recruiter)).toEqual([
      { id: filter!.id, name: "Applications, new", search: "kind=job_applications&status=new" },
    ]);
    expect((await anon.get("/rest/v1/inbox_saved_filters")).statusCode).toBe(401);
    expect((await save(colleague, "Applications, new", "kind=job_applications")).statusCode).toBe(201);
  });

  it("refuses a name empty, too long or used twice, search words, a page, and a twenty-first", async () => {
    expect((await save(recruiter, "  ", "status=new")).statusCode).toBe(400);
    expect((await save(recruiter, "x".repeat(61), "status=new")).statusCode).toBe(400);
    expect((await save(recruiter, "x".repeat(60), "status=new")).statusCode).toBe(201);
    expect((await save(recruiter, "Applications, new", "status=new")).statusCode).toBe(409);
    expect((await save(recruiter, "Grace", "kind=job_applications&q=grace%40bank.example")).statusCode).toBe(400);
    expect((await save(recruiter, "Page two", "status=new&page=2")).statusCode).toBe(400);
    for (let i = (await mine(recruiter)).length; i < 20; i++)
      expect((await save(recruiter, `Filter ${i}`, "status=read")).statusCode).toBe(201);
    const over = await save(recruiter, "One more", "status=spam");
    expect(over.statusCode).toBe(400);
    expect(json<{ message: string }>(over).message).toBe("You have 20 saved filters: remove one before saving another");
  });
});
