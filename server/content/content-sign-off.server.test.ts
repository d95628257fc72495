/**
 * Sign-off and the checks before publish (decision 044) through the API as the back
 * office calls it, on PGlite and on PostgreSQL: who may require sign-off, submit, approve, send
 * back, and publish past the checks; the author never approves their own change; a type that needs
 * sign-off cannot be published, scheduled or shown any other way; a change approved for a time
 * its author chose goes live then, under the author's name, unless the item changed meanwhile.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { client, json, startApiApp, type ApiTestApp } from "../../tests/support/server/api.ts";
import { databases } from "../../tests/support/server/databases.ts";
import { staffSessions } from "../../tests/support/server/staff-session.ts";

type Item = { id: string; version: number; data: Record<string, unknown>; live: boolean; updated_by: string };
type Review = { id: string; state: string; submitted_by: string; reviewed_by: string | null; comment: string | null };
type Problem = { field: string; problem: string };
type Schedule = { id: string; state: string; problem: string | null; created_by: string; review_id: string | null };

const until = async <T>(read: () => Promise<T>, done: (value: T) => boolean, ms = 20_000): Promise<T> => {
  for (const started = Date.now(); ; await new Promise((resolve) => setTimeout(resolve, 100))) {
    const value = await read();
    if (done(value) || Date.now() - started > ms) return value;
  }
};
const inSeconds = (s: number) => new Date(Date.now() + s * 1000).toISOString();

describe.each(databases)("sign-off and checks on $name", (factory) => {
  let api: ApiTestApp;
  let anon: ReturnType<typeof client>;
  let admin: string;
  let editor: string;
  let colleague: string;
  let careers: string;
  let story: Item;
  const as = (token: string) => ({ authorization: `Bearer ${token}` });
  const RETURN = { prefer: "return=representation", "content-type": "application/json" };
  const item = async (id: string) =>
    json<Item[]>(
      await anon.get(`/rest/v1/content_items?id=eq.${id}&select=id,version,data,live,updated_by`, as(admin)),
    )[0]!;
  const publish = (token: string, target: Item, data: Record<string, unknown>) =>
    anon.patch(
      `/rest/v1/content_items?id=eq.${target.id}&version=eq.${target.version}`,
      { data },
      {
        ...as(token),
        ...RETURN,
      },
    );
  const submit = (token: string, target: Item, data: Record<string, unknown>, publishAt?: string) =>
    anon.post(
      "/rest/v1/content_reviews",
      { item_id: target.id, data, base_version: target.version, ...(publishAt ? { publish_at: publishAt } : {}) },
      {
        ...as(token),
        ...RETURN,
      },
    );
  const audit = async (operation: string) =>
    api.app.db
      .asOwner((tx) =>
        tx.query<{ actor_email: string; details: Record<string, string> }>(
          "select actor_email, details from public.audit_log where details ->> 'operation' = $1 order by at",
          [operation],
        ),
      )
      .then((r) => r.rows);

  beforeAll(async () => {
    api = await startApiApp(factory);
    anon = client(api.app, api.anonKey);
    admin = (await staffSessions(api.app, "admin@kosmos.test", { roles: ["admin"] })).aal2;
    editor = (await staffSessions(api.app, "editor@kosmos.test", { roles: ["editor"] })).aal2;
    colleague = (await staffSessions(api.app, "colleague@kosmos.test", { roles: ["editor"] })).aal2;
    careers = (await staffSessions(api.app, "careers@kosmos.test", { roles: ["careers"] })).aal2;
    story = json<Item[]>(
      await anon.get("/rest/v1/content_items?type=eq.story&select=id,version,data,live,updated_by&limit=1", as(editor)),
    )[0]!;
  }, 120_000);
  afterAll(() => api?.close());

  it("lets only an admin require sign-off for a type", async () => {
    const ask = (token: string) =>
      anon.post("/rest/v1/content_sign_off", { type: "story" }, { ...as(token), ...RETURN });
    expect((await ask(editor)).statusCode).toBe(403);
    expect((await anon.post("/rest/v1/content_sign_off", { type: "story" }, RETURN)).statusCode).toBe(401);
    const made = await ask(admin);
    expect(made.statusCode).toBe(201);
    expect(json<{ set_by: string }[]>(made)[0]!.set_by).toBe("admin@kosmos.test");
    expect(json<{ type: string }[]>(await anon.get("/rest/v1/content_sign_off", as(editor)))).toEqual([
      expect.objectContaining({ type: "story" }),
    ]);
    expect(await audit("sign-off required")).toHaveLength(1);
  });

  it("refuses the author's direct publish, schedule and new visible item of a type that needs sign-off", async () => {
    const claim = { ...story.data, title: "Reduced potential losses by 40%" };
    const refused = await publish(editor, story, claim);
    expect(refused.statusCode).toBe(403);
    expect(json<{ message: string }>(refused).message).toMatch(/needs sign-off: submit it for review/);
    // Not even an admin publishes around it: the approval is the only way.
    expect((await publish(admin, story, claim)).statusCode).toBe(403);
    const scheduled = await anon.post(
      "/rest/v1/content_schedules",
      { item_id: story.id, action: "publish", data: claim, due_at: new Date(Date.now() + 3_600_000).toISOString() },
      { ...as(editor), ...RETURN },
    );
    expect(scheduled.statusCode).toBe(400);
    expect(json<{ message: string }>(scheduled).message).toMatch(/needs sign-off/);
    const added = await anon.post(
      "/rest/v1/content_items",
      { type: "story", slug: "a-new-claim", data: { ...story.data, title: "A new claim" } },
      { ...as(editor), ...RETURN },
    );
    expect(added.statusCode).toBe(201);
    expect(json<Item[]>(added)[0]!.live).toBe(false);
    expect((await item(story.id)).data.title).toBe(story.data.title);
  });

  it("lets a colleague approve the change, never its author, and publishes it in the same step", async () => {
    const claim = { ...story.data, title: "Reduced potential losses by 22%" };
    expect((await submit(careers, story, claim)).statusCode).toBe(403);
    const submitted = await submit(editor, story, claim);
    expect(submitted.statusCode).toBe(201);
    const review = json<Review[]>(submitted)[0]!;
    expect(review).toMatchObject({ state: "waiting", submitted_by: "editor@kosmos.test" });

    const own = await anon.post("/rest/v1/rpc/approve_content_review", { p_review: review.id }, as(editor));
    expect(own.statusCode).toBe(403);
    expect(json<{ message: string }>(own).message).toBe("You submitted this change: a colleague must review it");
    expect(
      (await anon.post("/rest/v1/rpc/approve_content_review", { p_review: review.id }, as(careers))).statusCode,
    ).toBe(403);
    // The author can no more mark it approved by hand.
    const forged = await anon.patch(
      `/rest/v1/content_reviews?id=eq.${review.id}`,
      { state: "approved" },
      {
        ...as(editor),
        ...RETURN,
      },
    );
    expect(forged.statusCode).toBe(403);
    expect((await item(story.id)).data.title).toBe(story.data.title);

    const approved = await anon.post("/rest/v1/rpc/approve_content_review", { p_review: review.id }, as(colleague));
    expect(approved.statusCode).toBe(200);
    const live = await item(story.id);
    expect(live).toMatchObject({ version: story.version + 1, updated_by: "colleague@kosmos.test" });
    expect(live.data.title).toBe("Reduced potential losses by 22%");
    const [decided] = json<Review[]>(await anon.get(`/rest/v1/content_reviews?id=eq.${review.id}`, as(editor)));
    expect(decided).toMatchObject({ state: "approved", reviewed_by: "colleague@kosmos.test" });
    const [entry] = await audit("approved");
    expect(entry).toMatchObject({
      actor_email: "colleague@kosmos.test",
      details: { submitted_by: "editor@kosmos.test" },
    });
    // Decided once.
    expect(
      (await anon.post("/rest/v1/rpc/approve_content_review", { p_review: review.id }, as(admin))).statusCode,
    ).toBe(400);
    story = live;
  });

  it("sends a change back with the reviewer's comment, and refuses an approval made stale by a later publish", async () => {
    const first = json<Review[]>(await submit(editor, story, { ...story.data, title: "Halved systemic risk" }))[0]!;
    const noComment = await anon.post(
      "/rest/v1/rpc/send_back_content_review",
      { p_review: first.id, p_comment: " " },
      as(colleague),
    );
    expect(noComment.statusCode).toBe(400);
    const sent = await anon.post(
      "/rest/v1/rpc/send_back_content_review",
      { p_review: first.id, p_comment: "Which study says so? Link the report." },
      as(colleague),
    );
    expect(sent.statusCode).toBe(200);
    expect(json<Review>(sent)).toMatchObject({ state: "sent back", comment: "Which study says so? Link the report." });
    expect(await audit("sent back")).toHaveLength(1);

    const second = json<Review[]>(await submit(editor, story, { ...story.data, title: "Second try" }))[0]!;
    const otherAnswer = await submit(colleague, story, { ...story.data, title: "Colleague's version" });
    expect(otherAnswer.statusCode).toBe(201);
    const other = json<Review[]>(otherAnswer)[0]!;
    // One waiting change an item: the newer took the place of the older.
    const [older] = json<Review[]>(await anon.get(`/rest/v1/content_reviews?id=eq.${second.id}`, as(editor)));
    expect(older!.state).toBe("withdrawn");
    expect(
      (await anon.post("/rest/v1/rpc/approve_content_review", { p_review: other.id }, as(editor))).statusCode,
    ).toBe(200);
    const third = json<Review[]>(await submit(editor, story, { ...story.data, title: "Third" }))[0]!;
    await api.app.db.asOwner((tx) =>
      tx.query(`update public.content_items set data = jsonb_set(data, '{title}', '"Meanwhile"') where id = $1`, [
        story.id,
      ]),
    );
    const stale = await anon.post("/rest/v1/rpc/approve_content_review", { p_review: third.id }, as(colleague));
    expect(stale.statusCode).toBe(400);
    expect(json<{ message: string }>(stale).message).toMatch(/published again after this change was submitted/);
  });

  it("publishes a change approved for a time its author chose at that time, under the author's name", async () => {
    story = await item(story.id);
    const claim = { ...story.data, title: "Cut stress-test time from weeks to hours" };
    const past = await submit(editor, story, claim, inSeconds(-60));
    expect(past.statusCode).toBe(400);
    expect(json<{ message: string; hint: string }>(past)).toMatchObject({
      message: "Publish at: choose a time in the future",
      hint: "publish_at",
    });
    const review = json<Review[]>(await submit(editor, story, claim, inSeconds(4)))[0]!;
    const approved = await anon.post("/rest/v1/rpc/approve_content_review", { p_review: review.id }, as(colleague));
    expect(approved.statusCode).toBe(200);
    // Approved, not yet live: the site keeps the published version until the time.
    expect((await item(story.id)).data.title).toBe(story.data.title);
    const schedules = () =>
      anon
        .get(`/rest/v1/content_schedules?item_id=eq.${story.id}&order=created_at.desc&limit=1`, as(editor))
        .then((r) => json<Schedule[]>(r));
    const [waiting] = await schedules();
    expect(waiting).toMatchObject({ state: "waiting", created_by: "editor@kosmos.test", review_id: review.id });
    const [ran] = await until(schedules, ([s]) => s?.state !== "waiting");
    expect(ran).toMatchObject({ state: "done", problem: null });
    const live = await item(story.id);
    expect(live).toMatchObject({ updated_by: "editor@kosmos.test", data: { title: claim.title } });
    story = live;
  });

  it("fails an approved change's time when the item was published again meanwhile, and says so", async () => {
    const review = json<Review[]>(
      await submit(editor, story, { ...story.data, title: "Approved, then overtaken" }, inSeconds(4)),
    )[0]!;
    expect(
      (await anon.post("/rest/v1/rpc/approve_content_review", { p_review: review.id }, as(colleague))).statusCode,
    ).toBe(200);
    const overtaking = json<Review[]>(await submit(colleague, story, { ...story.data, title: "Published first" }))[0]!;
    expect(
      (await anon.post("/rest/v1/rpc/approve_content_review", { p_review: overtaking.id }, as(editor))).statusCode,
    ).toBe(200);
    const [failed] = await until(
      () =>
        anon.get(`/rest/v1/content_schedules?review_id=eq.${review.id}`, as(editor)).then((r) => json<Schedule[]>(r)),
      ([s]) => s?.state !== "waiting",
    );
    expect(failed).toMatchObject({
      state: "failed",
      problem: "The item was published again after this change was approved: submit it again from the new version",
    });
    expect((await item(story.id)).data.title).toBe("Published first");
    // Staff cannot make a schedule of a sign-off type pass for an approved one.
    const forged = await anon.post(
      "/rest/v1/content_schedules",
      { item_id: story.id, action: "publish", data: story.data, due_at: inSeconds(3600), review_id: review.id },
      { ...as(editor), ...RETURN },
    );
    expect(forged.statusCode).toBeGreaterThanOrEqual(400);
  });

  it("holds back a page title too long for search results, unless an admin publishes it with a reason", async () => {
    const [meta] = json<Item[]>(
      await anon.get(
        "/rest/v1/content_items?type=eq.page-meta&slug=eq.about&select=id,version,data,live,updated_by",
        as(editor),
      ),
    );
    const long = {
      ...meta!.data,
      title: "About Kosmos Intelligence: digital twins of the financial system, since 2019",
    };
    const checks = json<Problem[]>(
      await anon.post("/rest/v1/rpc/content_checks", { content_type: "page-meta", data: long }, as(editor)),
    );
    expect(checks).toEqual([
      { field: "title", problem: "Title: 76 characters, and search results show about 60: shorten it." },
    ]);
    const refused = await publish(editor, meta!, long);
    expect(refused.statusCode).toBe(400);
    expect(json<{ message: string; hint: string }>(refused)).toMatchObject({
      message: "Not published: Title: 76 characters, and search results show about 60: shorten it.",
      hint: "title",
    });
    const scheduled = await anon.post(
      "/rest/v1/content_schedules",
      { item_id: meta!.id, action: "publish", data: long, due_at: new Date(Date.now() + 3_600_000).toISOString() },
      { ...as(editor), ...RETURN },
    );
    expect(json<{ message: string }>(scheduled).message).toBe(
      "Not scheduled: Title: 76 characters, and search results show about 60: shorten it.",
    );
    const override = (token: string, reason: string) =>
      anon.post(
        "/rest/v1/rpc/publish_with_override",
        { p_item: meta!.id, p_data: long, p_version: meta!.version, p_reason: reason },
        as(token),
      );
    expect((await override(editor, "The campaign needs this exact title")).statusCode).toBe(403);
    expect((await override(admin, "ok")).statusCode).toBe(400);
    const published = await override(admin, "The campaign needs this exact title");
    expect(published.statusCode).toBe(200);
    expect((await item(meta!.id)).data.title).toBe(long.title);
    const [entry] = await audit("published past the checks");
    expect(entry).toMatchObject({
      actor_email: "admin@kosmos.test",
      details: { reason: "The campaign needs this exact title", problems: expect.stringMatching(/^Title: 76/) },
    });
  });

  it("holds back only the problems a change makes: the home page's long title does not hold back its new description", async () => {
    const [home] = json<Item[]>(
      await anon.get(
        "/rest/v1/content_items?type=eq.page-meta&slug=eq.home&select=id,version,data,live,updated_by",
        as(editor),
      ),
    );
    expect(String(home!.data.title).length).toBeGreaterThan(60);
    const description = "Digital twins of financial systems that show where systemic risk builds, before it spreads.";
    const published = await publish(editor, home!, { ...home!.data, description });
    expect(published.statusCode).toBe(200);
  });

  it("holds back rich text whose headings skip a level", async () => {
    const [terms] = json<Item[]>(
      await anon.get(
        "/rest/v1/content_items?type=eq.legal-page&slug=eq.terms&select=id,version,data,live,updated_by",
        as(admin),
      ),
    );
    const heading = (level: number, text: string) => ({
      type: "heading",
      attrs: { level },
      content: [{ type: "text", text }],
    });
    const body = {
      type: "doc",
      content: [
        heading(2, "Scope"),
        heading(4, "Details"),
        { type: "paragraph", content: [{ type: "text", text: "Words." }] },
      ],
    };
    const refused = await publish(admin, terms!, { ...terms!.data, body });
    expect(refused.statusCode).toBe(400);
    expect(json<{ message: string; hint: string }>(refused)).toMatchObject({
      message: "Not published: Text: a level-4 heading follows a level-2 one: use level 3, or add the level between.",
      hint: "body",
    });
  });

  it("dates a legal page submitted for a time with that time's London day, as a schedule would", async () => {
    const signOff = await anon.post("/rest/v1/content_sign_off", { type: "legal-page" }, { ...as(admin), ...RETURN });
    expect(signOff.statusCode).toBe(201);
    try {
      const [terms] = json<Item[]>(
        await anon.get(
          "/rest/v1/content_items?type=eq.legal-page&slug=eq.terms&select=id,version,data,live,updated_by",
          as(admin),
        ),
      );
      // 23:30 in UTC is half past midnight the next day in London's summer time.
      const review = await submit(
        admin,
        terms!,
        { ...terms!.data, effectiveDate: "2000-01-01" },
        "2099-07-01T23:30:00Z",
      );
      expect(review.statusCode).toBe(201);
      expect(json<(Review & { data: Record<string, unknown> })[]>(review)[0]!.data).toMatchObject({
        effectiveDate: "2099-07-02",
      });
    } finally {
      await anon.delete("/rest/v1/content_sign_off?type=eq.legal-page", as(admin));
    }
  });
});
