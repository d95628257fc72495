/**
 * Releases on PGlite and on PostgreSQL: changes to items of several types gathered, signed off as
 * one by a colleague (never by their author, nor by someone whose role does not edit all of it),
 * and published together: every item changes, or, when one fails half-way (published again
 * meanwhile, deleted), none does and the release says why. A release scheduled past one of its
 * claims' review date is refused; a scheduled one runs whole when its time comes.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { client, json, startApiApp, type ApiTestApp } from "../../tests/support/server/api.ts";
import { databases } from "../../tests/support/server/databases.ts";
import { staffSessions } from "../../tests/support/server/staff-session.ts";
import { composeReleaseWaiting } from "../mail/release-notice.ts";

type Item = { id: string; type: string; version: number; live: boolean; data: Record<string, string> };
type Release = { id: string; state: string; approved_by: string | null; problem: string | null };
type Refusal = { message: string };

describe.each(databases)("releases on $name", (factory) => {
  let api: ApiTestApp;
  let anon: ReturnType<typeof client>;
  let careers: string;
  let editor: string;
  let colleague: string;
  const as = (token: string) => ({ authorization: `Bearer ${token}` });
  const rpc = (token: string | null, name: string, args: Record<string, unknown>) =>
    anon.post(`/rest/v1/rpc/${name}`, args, token ? as(token) : {});
  const first = async (type: string) =>
    json<Item[]>(
      await anon.get(
        `/rest/v1/content_items?type=eq.${type}&select=id,type,version,live,data&order=sort_order`,
        as(editor),
      ),
    )[0]!;
  const fetchItem = async (id: string) =>
    json<Item[]>(await anon.get(`/rest/v1/content_items?id=eq.${id}&select=id,type,version,live,data`, as(editor)))[0]!;
  const newRelease = async (name: string) => json<Release>(await rpc(editor, "create_release", { p_name: name }));
  const add = (token: string, release: string, item: Item, change: Record<string, string>) =>
    rpc(token, "add_to_release", {
      p_release: release,
      p_item: item.id,
      p_data: { ...item.data, ...change },
      p_live: true,
    });

  beforeAll(async () => {
    api = await startApiApp(factory);
    anon = client(api.app, api.anonKey);
    careers = (await staffSessions(api.app, "careers@kosmos.test", { roles: ["careers"] })).aal2;
    editor = (await staffSessions(api.app, "editor@kosmos.test", { roles: ["editor"] })).aal2;
    colleague = (await staffSessions(api.app, "colleague@kosmos.test", { roles: ["editor"] })).aal2;
  }, 120_000);
  afterAll(() => api?.close());

  it("publishes three changes of three types together once a colleague signs them off", async () => {
    const [figure, stat, story] = [await first("figure"), await first("partner-stat"), await first("story")];
    const release = await newRelease("Autumn results");
    expect((await add(editor, release.id, figure, { label: "agents in one simulation, at launch" })).statusCode).toBe(
      200,
    );
    expect((await add(editor, release.id, stat, { label: "Partners at launch" })).statusCode).toBe(200);
    expect((await add(editor, release.id, story, { title: "Systemic Risk Analysis at launch" })).statusCode).toBe(200);
    // A recruiter adds nothing of the editors' content.
    expect((await add(careers, release.id, figure, { label: "Recruiter's figure" })).statusCode).toBe(403);
    expect((await rpc(null, "create_release", { p_name: "Anonymous" })).statusCode).toBe(401);

    // Nothing is on the site before it is published.
    expect((await fetchItem(figure.id)).data.label).toBe(figure.data.label);
    expect((await rpc(editor, "submit_release", { p_release: release.id })).statusCode).toBe(200);
    // The colleagues who may sign it off are told: not its author, not a recruiter.
    const waiting = await api.app.db.asOwner((tx) =>
      tx.query<{ kind: string; reviewers: string[] }>(
        `select o.kind, private.release_reviewers(o.submission_id) as reviewers
           from public.notification_outbox o where o.submission_id = $1`,
        [release.id],
      ),
    );
    expect(waiting.rows).toEqual([{ kind: "release-waiting", reviewers: ["colleague@kosmos.test"] }]);
    const mail = composeReleaseWaiting({
      notice: { id: release.id },
      release: { name: "Autumn results", submitted_by: "editor@kosmos.test", changes: 3 },
      siteUrl: "https://kosmos.test",
      from: "Kosmos <noreply@kosmos.test>",
      to: ["colleague@kosmos.test"],
    });
    expect(mail.subject).toBe("To sign off: Autumn results");
    expect(mail.text).toContain(
      "editor@kosmos.test submitted the release “Autumn results” (3 changes) for your sign-off.",
    );
    expect(mail.text).toContain("https://kosmos.test/admin/#/releases");
    const own = await rpc(editor, "approve_release", { p_release: release.id });
    expect(own.statusCode).toBe(403);
    expect(json<Refusal>(own).message).toBe("You submitted this release: a colleague must sign it off");
    expect((await rpc(careers, "approve_release", { p_release: release.id })).statusCode).toBe(403);
    const approved = await rpc(colleague, "approve_release", { p_release: release.id });
    expect(approved.statusCode).toBe(200);
    expect(json<Release>(approved)).toMatchObject({ state: "approved", approved_by: "colleague@kosmos.test" });

    const published = await rpc(editor, "publish_release", { p_release: release.id });
    expect(published.statusCode).toBe(200);
    expect(json<Release>(published).state).toBe("published");
    expect((await fetchItem(figure.id)).data.label).toBe("agents in one simulation, at launch");
    expect((await fetchItem(stat.id)).data.label).toBe("Partners at launch");
    expect((await fetchItem(story.id)).data.title).toBe("Systemic Risk Analysis at launch");
    const changedAt = (
      await api.app.db.asOwner((tx) =>
        tx.query<{ n: number }>(
          "select count(distinct updated_at)::int as n from public.content_items where id = any ($1)",
          [[figure.id, stat.id, story.id]],
        ),
      )
    ).rows[0]!.n;
    expect(changedAt).toBe(1);
    // Published, it is done: nothing more is added to it.
    expect((await add(editor, release.id, figure, { label: "Later" })).statusCode).toBe(400);
  });

  it("changes nothing when one item fails half-way, and says which", async () => {
    const [figure, stat, story] = [await first("figure"), await first("partner-stat"), await first("story")];
    const release = await newRelease("All or nothing");
    await add(editor, release.id, figure, { label: "Never shown figure" });
    await add(editor, release.id, stat, { label: "Never shown stat" });
    await add(editor, release.id, story, { title: "Never shown story" });
    await rpc(editor, "submit_release", { p_release: release.id });
    await rpc(colleague, "approve_release", { p_release: release.id });
    // The last of the three is published again by a colleague meanwhile.
    const moved = await anon.patch(
      `/rest/v1/content_items?id=eq.${story.id}`,
      { data: { ...story.data, industry: "Banking" } },
      as(colleague),
    );
    expect(moved.statusCode).toBe(204);

    const refused = await rpc(editor, "publish_release", { p_release: release.id });
    expect(refused.statusCode).toBe(400);
    expect(json<Refusal>(refused).message).toBe(
      "“Never shown story” was published again after it was added to the release: add it again from its new version",
    );
    expect((await fetchItem(figure.id)).data.label).toBe(figure.data.label);
    expect((await fetchItem(stat.id)).data.label).toBe(stat.data.label);
    const [state] = json<Release[]>(await anon.get(`/rest/v1/content_releases?id=eq.${release.id}`, as(editor)));
    expect(state!.state).toBe("approved");

    // A scheduled one fails whole the same way, and keeps why.
    await api.app.db.asOwner((tx) =>
      tx.query(
        "update public.content_releases set state = 'scheduled', publish_at = now() - interval '1 second' where id = $1",
        [release.id],
      ),
    );
    await api.app.db.asOwner((tx) => tx.query("select private.run_due_release()"));
    const [failed] = json<Release[]>(await anon.get(`/rest/v1/content_releases?id=eq.${release.id}`, as(editor)));
    expect(failed).toMatchObject({ state: "failed" });
    expect(failed!.problem).toContain("“Never shown story” was published again after it was added to the release");
    expect((await fetchItem(figure.id)).data.label).toBe(figure.data.label);
  });

  it("refuses a release whose item was deleted meanwhile, saying which and what to do", async () => {
    const [stat, position] = [await first("partner-stat"), await first("position")];
    const admin = (await staffSessions(api.app, "admin@kosmos.test", { roles: ["admin"] })).aal2;
    const release = json<Release>(await rpc(admin, "create_release", { p_name: "With a position" }));
    expect((await add(admin, release.id, stat, { label: "Kept as it was" })).statusCode).toBe(200);
    expect((await add(admin, release.id, position, { title: "Deleted meanwhile" })).statusCode).toBe(200);
    await rpc(admin, "submit_release", { p_release: release.id });
    const other = (await staffSessions(api.app, "other-admin@kosmos.test", { roles: ["admin"] })).aal2;
    expect((await rpc(other, "approve_release", { p_release: release.id })).statusCode).toBe(200);
    expect((await anon.delete(`/rest/v1/content_items?id=eq.${position.id}`, as(admin))).statusCode).toBe(204);
    const refused = await rpc(admin, "publish_release", { p_release: release.id });
    expect(refused.statusCode).toBe(400);
    expect(json<Refusal>(refused).message).toBe(
      "“Deleted meanwhile” was deleted after it was added to the release: take it out, or restore it from the trash",
    );
    expect((await fetchItem(stat.id)).data.label).toBe(stat.data.label);
  });

  it("refuses a schedule past a claim's review date, and runs a good one whole at its time", async () => {
    const figure = await first("figure");
    const inDays = (days: number) =>
      new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/London" }).format(new Date(Date.now() + days * 86_400_000));
    const recorded = await rpc(editor, "record_claim", {
      p_item: figure.id,
      p_field: "value",
      p_wording: "Ten million",
      p_source: "Benchmark KI-120.",
      p_document: null,
      p_owner: "editor@kosmos.test",
      p_review_by: inDays(5),
    });
    expect(recorded.statusCode).toBe(200);
    const release = await newRelease("Ten million");
    await add(editor, release.id, figure, { value: "Ten million" });
    await rpc(editor, "submit_release", { p_release: release.id });
    await rpc(colleague, "approve_release", { p_release: release.id });
    const late = await rpc(editor, "publish_release", {
      p_release: release.id,
      p_at: new Date(Date.now() + 10 * 86_400_000).toISOString(),
    });
    expect(late.statusCode).toBe(400);
    expect(json<Refusal>(late).message).toMatch(
      /^“.+”: the evidence for its claim “Ten million” is due for review on \d{1,2} [A-Z][a-z]+ \d{4}, by the time this release goes live: review it first$/,
    );
    const soon = await rpc(editor, "publish_release", {
      p_release: release.id,
      p_at: new Date(Date.now() + 3_600_000).toISOString(),
    });
    expect(json<Release>(soon).state).toBe("scheduled");
    expect((await fetchItem(figure.id)).data.value).toBe(figure.data.value);
    await api.app.db.asOwner((tx) =>
      tx.query("update public.content_releases set publish_at = now() - interval '1 second' where id = $1", [
        release.id,
      ]),
    );
    await api.app.db.asOwner((tx) => tx.query("select private.run_due_release()"));
    expect((await fetchItem(figure.id)).data.value).toBe("Ten million");
    const [done] = json<Release[]>(await anon.get(`/rest/v1/content_releases?id=eq.${release.id}`, as(editor)));
    expect(done!.state).toBe("published");
  });
});
