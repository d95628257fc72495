/**
 * Sign-off tells people by mail, on PGlite and on PostgreSQL: a change submitted for review is
 * queued for the colleagues who may approve it (those holding its type's role, and admins; never
 * its author, never another team), and the decision for its author, each in the transaction that
 * made it. The notice is claimed as the mail worker claims it and composed as it is sent.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { client, json, startApiApp, type ApiTestApp } from "../../tests/support/server/api.ts";
import { databases } from "../../tests/support/server/databases.ts";
import { staffSessions } from "../../tests/support/server/staff-session.ts";
import { composeNotice } from "../mail/message.ts";
import { claimNext, type Claim } from "../mail/outbox.ts";

type Item = { id: string; version: number; data: Record<string, unknown> };
type Review = { id: string; title: string };
const SITE = "https://www.kosmos.example";
const FROM = "Kosmos website <noreply@kosmos.example>";

/** The claimed notice as the worker sends it. */
const composed = (claim: Claim, to: string[]) =>
  composeNotice({ notice: claim.notice, submission: claim.submission!, siteUrl: SITE, from: FROM, to });

describe.each(databases)("review mails on $name", (factory) => {
  let api: ApiTestApp;
  let anon: ReturnType<typeof client>;
  let admin: string;
  let editor: string;
  let colleague: string;
  const as = (token: string) => ({ authorization: `Bearer ${token}` });
  const RETURN = { prefer: "return=representation" };

  /** Claims notices as the worker does until the one of this kind for this review (others are left claimed). */
  async function claimFor(reviewId: string, kind: string): Promise<Claim> {
    for (let i = 0; i < 50; i++) {
      const claim = await claimNext(api.app.db, 60_000);
      if (!claim) break;
      if (claim.notice.submission_id === reviewId && claim.notice.kind === kind) return claim;
    }
    throw new Error(`no ${kind} notice for ${reviewId}`);
  }

  beforeAll(async () => {
    api = await startApiApp(factory);
    anon = client(api.app, api.anonKey);
    admin = (await staffSessions(api.app, "admin@kosmos.test", { roles: ["admin"] })).aal2;
    editor = (await staffSessions(api.app, "editor@kosmos.test", { roles: ["editor"] })).aal2;
    colleague = (await staffSessions(api.app, "colleague@kosmos.test", { roles: ["editor"] })).aal2;
    await staffSessions(api.app, "recruiter@kosmos.test", { roles: ["careers"] });
    expect(
      (await anon.post("/rest/v1/content_sign_off", { type: "story" }, { ...as(admin), ...RETURN })).statusCode,
    ).toBe(201);
  }, 120_000);
  afterAll(() => api?.close());

  it("mails a submitted change to the colleagues who may approve it, then the approval to its author", async () => {
    const [story] = json<Item[]>(
      await anon.get("/rest/v1/content_items?type=eq.story&select=id,version,data&order=slug&limit=1", as(editor)),
    );
    const [review] = json<Review[]>(
      await anon.post(
        "/rest/v1/content_reviews",
        { item_id: story!.id, data: { ...story!.data, title: "Halved systemic risk" }, base_version: story!.version },
        { ...as(editor), ...RETURN },
      ),
    );

    const waiting = await claimFor(review!.id, "review-waiting");
    // Admins and the type's role, its author left out; the recruiter (another team) never.
    expect(waiting.submission!.reviewers).toEqual(["admin@kosmos.test", "colleague@kosmos.test"]);
    const toReview = composed(waiting, ["admin@kosmos.test", "colleague@kosmos.test"]);
    expect(toReview.subject).toBe(`To review: ${review!.title}`);
    expect(toReview.text).toBe(
      [
        `editor@kosmos.test submitted a change to “${review!.title}” for your review.`,
        "",
        "Review it in the back office:",
        `${SITE}/admin/#/reviews`,
        "",
      ].join("\n"),
    );

    const approved = await anon.post("/rest/v1/rpc/approve_content_review", { p_review: review!.id }, as(colleague));
    expect(approved.statusCode).toBe(200);
    const decided = await claimFor(review!.id, "review-decided");
    expect(decided.submission!.email).toBe("editor@kosmos.test");
    const mail = composed(decided, ["editor@kosmos.test"]);
    expect(mail.subject).toBe(`Approved: ${review!.title}`);
    expect(String(mail.text)).toContain(
      `colleague@kosmos.test approved your change to “${review!.title}”: the site shows it within seconds.`,
    );
  });

  it("mails a change sent back to its author with the reviewer's comment, and nothing to anyone for a withdrawn one", async () => {
    const [story] = json<Item[]>(
      await anon.get("/rest/v1/content_items?type=eq.story&select=id,version,data&order=slug&limit=1", as(editor)),
    );
    const submit = async () =>
      json<Review[]>(
        await anon.post(
          "/rest/v1/content_reviews",
          {
            item_id: story!.id,
            data: { ...story!.data, title: "Quartered systemic risk" },
            base_version: story!.version,
          },
          { ...as(editor), ...RETURN },
        ),
      )[0]!;
    const review = await submit();
    const sent = await anon.post(
      "/rest/v1/rpc/send_back_content_review",
      { p_review: review.id, p_comment: "Which study says so?" },
      as(colleague),
    );
    expect(sent.statusCode).toBe(200);
    const decided = await claimFor(review.id, "review-decided");
    const mail = composed(decided, ["editor@kosmos.test"]);
    expect(mail.subject).toBe(`Sent back: ${review.title}`);
    expect(String(mail.text)).toContain("nothing changed on the site.\n\nComment:\nWhich study says so?\n");
    expect(String(mail.html)).toContain('<p style="white-space:pre-wrap;margin:0">Which study says so?</p>');

    const withdrawn = await submit();
    const withdrawal = await anon.patch(
      `/rest/v1/content_reviews?id=eq.${withdrawn.id}`,
      { state: "withdrawn" },
      { ...as(editor), ...RETURN },
    );
    expect(json<{ state: string }[]>(withdrawal)).toMatchObject([{ state: "withdrawn" }]);
    const { rows } = await api.app.db.asOwner((tx) =>
      tx.query<{ kind: string }>("select kind from public.notification_outbox where submission_id = $1", [
        withdrawn.id,
      ]),
    );
    expect(rows.map((row) => row.kind)).toEqual(["review-waiting"]);
  });
});
