/**
 * The claims register on PGlite and on PostgreSQL: the seed's claims come registered with
 * placeholder evidence; a claim goes on the site only with evidence for its exact wording (the
 * database refuses otherwise, whoever writes); only the type's editors record evidence, naming a
 * source or a PDF, an owner who edits the type and a review date; on that date the owner is mailed
 * once and a figure goes off the site, a testimonial's highlight stays; past it, nothing shows the
 * claim again until it is reviewed. A PDF that is evidence is never served.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { client, json, startApiApp, type ApiTestApp } from "../../tests/support/server/api.ts";
import { databases } from "../../tests/support/server/databases.ts";
import { staffSessions } from "../../tests/support/server/staff-session.ts";

type Item = { id: string; slug: string; live: boolean; version: number; data: Record<string, string> };
type Claim = { id: string; wording: string; owner: string | null; placeholder: boolean; review_by: string };
type Registered = {
  item_id: string;
  type: string;
  title: string;
  field: string;
  wording: string;
  placeholder: boolean;
  owner: string | null;
  state: string;
};
type Refusal = { message: string; hint?: string };

const londonDay = (offsetDays: number) =>
  new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/London" }).format(
    new Date(Date.now() + offsetDays * 86_400_000),
  );

describe.each(databases)("the claims register on $name", (factory) => {
  let api: ApiTestApp;
  let anon: ReturnType<typeof client>;
  let careers: string;
  let editor: string;
  let figure: Item;
  let seedValue: string;
  const as = (token: string) => ({ authorization: `Bearer ${token}` });
  const RETURN = { prefer: "return=representation" };
  const record = (token: string, args: Record<string, unknown>) =>
    anon.post("/rest/v1/rpc/record_claim", { p_source: null, p_document: null, ...args }, as(token));
  const evidence = (item: string, wording: string, extra: Record<string, unknown> = {}) => ({
    p_item: item,
    p_field: "value",
    p_wording: wording,
    p_source: "Benchmark run 2026-11, engine 4.2: 1.2 million agents (internal report KI-114).",
    p_owner: "editor@kosmos.test",
    p_review_by: londonDay(30),
    ...extra,
  });
  const patch = (token: string, item: Item, change: Partial<Item>) =>
    anon.patch(`/rest/v1/content_items?id=eq.${item.id}&version=eq.${item.version}`, change, {
      ...as(token),
      ...RETURN,
    });
  const fetchItem = async (id: string) =>
    json<Item[]>(await anon.get(`/rest/v1/content_items?id=eq.${id}&select=id,slug,live,version,data`, as(editor)))[0]!;
  const outbox = (claim: string) =>
    api.app.db.asOwner((tx) =>
      tx.query<{ kind: string }>("select kind from public.notification_outbox where submission_id = $1", [claim]),
    );
  const reviewDueClaims = () =>
    api.app.db.asOwner((tx) => tx.query<{ n: number }>("select private.review_due_claims() as n", []));

  beforeAll(async () => {
    api = await startApiApp(factory);
    anon = client(api.app, api.anonKey);
    careers = (await staffSessions(api.app, "careers@kosmos.test", { roles: ["careers"] })).aal2;
    editor = (await staffSessions(api.app, "editor@kosmos.test", { roles: ["editor"] })).aal2;
    await staffSessions(api.app, "writer@kosmos.test", { roles: ["editor"] });
    figure = json<Item[]>(
      await anon.get(
        "/rest/v1/content_items?type=eq.figure&select=id,slug,live,version,data&order=sort_order",
        as(editor),
      ),
    )[0]!;
    seedValue = figure.data.value!;
  }, 120_000);
  afterAll(() => api?.close());

  it("lists the seed's claims, each with placeholder evidence and no owner yet, to staff only", async () => {
    const register = json<Registered[]>(await anon.post("/rest/v1/rpc/claims_register", {}, as(careers)));
    expect(register).toContainEqual(
      expect.objectContaining({ type: "testimonial", field: "highlightFigure", wording: "22%", placeholder: true }),
    );
    expect(register).toContainEqual(
      expect.objectContaining({ item_id: figure.id, field: "value", wording: figure.data.value, state: "placeholder" }),
    );
    expect(register.every((claim) => claim.owner === null && claim.placeholder)).toBe(true);
    expect((await anon.post("/rest/v1/rpc/claims_register", {})).statusCode).toBe(401);
  });

  it("refuses a new figure on the site until its evidence is recorded for its wording", async () => {
    const changed = await patch(editor, figure, { data: { ...figure.data, value: "Billions" } });
    expect(changed.statusCode).toBe(400);
    expect(json<Refusal>(changed)).toMatchObject({
      message:
        "Figure: “Billions” is a claim, published only with its evidence: record the evidence for this wording first",
      hint: "value",
    });
    expect((await fetchItem(figure.id)).data.value).toBe(figure.data.value);

    // Hidden, it may say anything: it is not published.
    const hidden = json<Item[]>(
      await anon.post(
        "/rest/v1/content_items",
        {
          type: "figure",
          slug: "draft-figure",
          data: { section: "labs-performance", value: "99%", label: "Draft" },
          live: false,
        },
        { ...as(editor), ...RETURN },
      ),
    )[0]!;
    expect(hidden.live).toBe(false);
    expect((await patch(editor, hidden, { live: true })).statusCode).toBe(400);
  });

  it("takes evidence only from the type's editors, with a source or a PDF, an owner who edits it and a date ahead", async () => {
    expect((await record(careers, evidence(figure.id, "Billions"))).statusCode).toBe(403);
    expect(
      (await anon.post("/rest/v1/rpc/record_claim", { p_document: null, ...evidence(figure.id, "Billions") }))
        .statusCode,
    ).toBe(401);
    const refusals = [
      [{ p_source: "  " }, "Evidence: name a source or choose a PDF from the media library"],
      [{ p_owner: "careers@kosmos.test" }, "Owner: a colleague who edits this content"],
      [{ p_review_by: londonDay(0) }, "Review by: a date after today, at most five years ahead"],
      [{ p_field: "label" }, "This field states no claim"],
    ] as const;
    for (const [change, message] of refusals) {
      const refused = await record(editor, evidence(figure.id, "Billions", change));
      expect(refused.statusCode, message).toBe(400);
      expect(json<Refusal>(refused).message).toBe(message);
    }
    const held = await record(editor, evidence(figure.id, "Billions", { p_owner: "Writer@kosmos.test" }));
    expect(held.statusCode).toBe(200);
    expect(json<Claim>(held)).toMatchObject({ wording: "Billions", owner: "writer@kosmos.test", placeholder: false });

    const changed = await patch(editor, figure, { data: { ...figure.data, value: "Billions" } });
    expect(changed.statusCode).toBe(200);
    figure = json<Item[]>(changed)[0]!;
    // The label changes without asking again: the claim is unchanged.
    const relabelled = await patch(editor, figure, { data: { ...figure.data, label: "agents in one run" } });
    expect(relabelled.statusCode).toBe(200);
    figure = json<Item[]>(relabelled)[0]!;
    const register = json<Registered[]>(await anon.post("/rest/v1/rpc/claims_register", {}, as(editor)));
    expect(register.find((claim) => claim.item_id === figure.id)).toMatchObject({
      wording: "Billions",
      owner: "writer@kosmos.test",
      state: "held",
    });
    const [audited] = (
      await api.app.db.asOwner((tx) =>
        tx.query<{ actor_email: string }>(
          "select actor_email from public.audit_log where target_table = 'content_claims' and details ->> 'title' = 'Billions'",
        ),
      )
    ).rows;
    expect(audited?.actor_email).toBe("editor@kosmos.test");
  });

  it("on its review date mails the owner once, takes the figure off, keeps the testimonial's highlight on", async () => {
    const claim = json<Claim>(await record(editor, evidence(figure.id, "Billions")));
    const [testimonial] = json<Item[]>(
      await anon.get("/rest/v1/content_items?type=eq.testimonial&select=id,slug,live,version,data", as(editor)),
    );
    await api.app.db.asOwner((tx) =>
      tx.query(
        "update public.content_claims set review_by = $1 where id = $2 or (item_id = $3 and field = 'highlightFigure')",
        [londonDay(0), claim.id, testimonial!.id],
      ),
    );
    expect((await reviewDueClaims()).rows[0]!.n).toBe(2);
    expect((await fetchItem(figure.id)).live).toBe(false);
    expect((await fetchItem(testimonial!.id)).live).toBe(true);
    expect((await outbox(claim.id)).rows).toEqual([{ kind: "claim-due" }]);
    // Once: the next sweep finds nothing to do.
    expect((await reviewDueClaims()).rows[0]!.n).toBe(0);
    expect((await outbox(claim.id)).rows).toHaveLength(1);

    // Shown again as it is: refused until reviewed.
    figure = await fetchItem(figure.id);
    const shown = await patch(editor, figure, { live: true });
    expect(shown.statusCode).toBe(400);
    expect(json<Refusal>(shown).message).toMatch(
      /^Figure: the evidence for “Billions” was due for review on \d{1,2} [A-Z][a-z]+ \d{4}: review it \(record it again\) before publishing$/,
    );
    expect((await record(editor, evidence(figure.id, "Billions", { p_review_by: londonDay(200) }))).statusCode).toBe(
      200,
    );
    expect((await patch(editor, figure, { live: true })).statusCode).toBe(200);
    const history = json<Claim[]>(
      await anon.get(`/rest/v1/content_claims?item_id=eq.${figure.id}&field=eq.value&order=recorded_at`, as(editor)),
    );
    expect(history.map((c) => [c.wording, c.placeholder])).toEqual([
      [seedValue, true],
      ["Billions", false],
      ["Billions", false],
      ["Billions", false],
    ]);
  });

  it("never serves a PDF that is a claim's evidence, even when a resource links it", async () => {
    const [media] = (
      await api.app.db.asOwner((tx) =>
        tx.query<{ id: string }>(
          `insert into public.media (name, original, state, kind, bytes) values ('Benchmark report', 'originals/' || gen_random_uuid(), 'ready', 'document', 1000)
           returning id`,
        ),
      )
    ).rows;
    await api.app.db.asOwner((tx) =>
      tx.query(
        "update public.resources set download_url = private.document_address($1) where id = (select id from public.resources limit 1)",
        [media!.id],
      ),
    );
    const published = () =>
      api.app.db.asOwner((tx) =>
        tx.query<{ served: boolean }>("select public.media_document_published($1) as served", [media!.id]),
      );
    expect((await published()).rows[0]!.served).toBe(true);
    const held = await record(editor, evidence(figure.id, "Billions", { p_source: null, p_document: media!.id }));
    expect(held.statusCode).toBe(200);
    expect((await published()).rows[0]!.served).toBe(false);
  });
});
