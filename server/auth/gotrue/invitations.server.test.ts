/**
 * With mail configured, an admin's invitation reaches the colleague as a link through
 * the outbox (a real SMTP server on loopback), valid 24 hours and once; the link opens a session
 * that must choose a password and set up two-factor before it reads anything. Without mail, the
 * admin is shown a one-time password instead (team.server.test.ts).
 */
import { createHash } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../app.ts";
import { databases, type TestDatabase } from "../../../tests/support/server/databases.ts";
import { staffSessions, type StaffSessions } from "../../../tests/support/server/staff-session.ts";
import { startSmtpServer, type TestSmtpServer } from "../../../tests/support/server/smtp.ts";

const SITE_URL = "https://www.kosmos.example";
const LINK = /https:\/\/www\.kosmos\.example\/admin\/#\/invite\/([A-Za-z0-9_-]+)/;

describe.each(databases)("invitations by mail on $name", (factory) => {
  let database: TestDatabase;
  let smtp: TestSmtpServer;
  let app: FastifyInstance;
  let admin: StaffSessions;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    database = await factory.create();
    app = await buildApp({
      config: { ...database.config, SITE_URL, SMTP_URL: smtp.url, MAIL_FROM: "Kosmos website <noreply@kosmos.test>" },
      serveSite: false,
      mailTimings: { pollMs: 25, retryBaseMs: 100, retryMaxMs: 800, leaseMs: 5_000, sendTimeoutMs: 4_000 },
    });
    await app.ready();
    admin = await staffSessions(app, "boss@kosmos.example");
  });
  afterAll(async () => {
    await app?.close();
    await database?.destroy();
    await smtp?.close();
  });

  const post = (url: string, body: unknown, token?: string) =>
    app.inject({
      method: "POST",
      url,
      headers: {
        apikey: app.installKeys.publishableKey,
        "x-supabase-api-version": "2024-01-01",
        "content-type": "application/json",
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      payload: JSON.stringify(body),
    });
  const verify = (token: string) =>
    post("/auth/v1/verify", { token_hash: token, type: "invite", gotrue_meta_security: {} });

  it("mails the invitee a link that opens a session once; the password is theirs to choose, nothing readable before two-factor", async () => {
    const invited = await post(
      "/rest/v1/rpc/invite_staff",
      { email: "Nia@Kosmos.example", roles: ["labs"] },
      admin.aal2,
    );
    expect(invited.statusCode, invited.body).toBe(200);
    expect(invited.json()).toMatchObject({ email: "nia@kosmos.example", roles: ["labs"], mailed: true });
    expect(invited.json()).not.toHaveProperty("password");

    const [mail] = await smtp.waitFor(1);
    expect(mail!.envelope.to).toEqual(["nia@kosmos.example"]);
    expect(mail!.parsed.subject).toBe("Your invitation to the Kosmos staff area");
    const token = LINK.exec(mail!.parsed.text ?? "")![1]!;
    expect(mail!.parsed.text).toContain("within 24 hours");
    // Only the token's SHA-256 is kept, for 24 hours.
    const { rows } = await app.db.asOwner((tx) =>
      tx.query<{ token_hash: string; hours: number }>(
        "select token_hash, round(extract(epoch from expires_at - now()) / 3600)::int as hours from private.staff_invitations",
      ),
    );
    expect(rows).toEqual([{ token_hash: createHash("sha256").update(token).digest("base64url"), hours: 24 }]);

    const opened = await verify(token);
    expect(opened.statusCode, opened.body).toBe(200);
    const session = opened.json() as {
      access_token: string;
      user: { email: string; app_metadata: Record<string, unknown> };
    };
    expect(session.user).toMatchObject({
      email: "nia@kosmos.example",
      app_metadata: { roles: ["labs"], password_change_required: true },
    });
    // Once only.
    expect((await verify(token)).json()).toMatchObject({ code: "otp_expired" });
    // A session from the link reads nothing yet, and sets its password without a current one.
    const read = await app.inject({
      method: "GET",
      url: "/rest/v1/research_partnerships?select=id",
      headers: { apikey: app.installKeys.publishableKey, authorization: `Bearer ${session.access_token}` },
    });
    expect(read.json()).toEqual([]);
    const chosen = await app.inject({
      method: "PUT",
      url: "/auth/v1/user",
      headers: {
        apikey: app.installKeys.publishableKey,
        authorization: `Bearer ${session.access_token}`,
        "content-type": "application/json",
      },
      payload: JSON.stringify({ password: "a private passphrase of mine" }),
    });
    expect(chosen.statusCode, chosen.body).toBe(200);
    expect(
      (
        await post("/auth/v1/token?grant_type=password", {
          email: "nia@kosmos.example",
          password: "a private passphrase of mine",
        })
      ).statusCode,
    ).toBe(200);
  });

  it("refuses an unknown or expired link the same way, and a link whose account was disabled", async () => {
    expect((await verify("not-a-token-we-ever-made-0123456789")).json()).toMatchObject({ code: "otp_expired" });
    await post("/rest/v1/rpc/invite_staff", { email: "late@kosmos.example", roles: ["sales"] }, admin.aal2);
    const mail = (await smtp.waitFor(2)).find((m) => m.envelope.to.includes("late@kosmos.example"))!;
    const token = LINK.exec(mail.parsed.text ?? "")![1]!;
    await app.db.asOwner((tx) =>
      tx.query("update private.staff_invitations set expires_at = now() - interval '1 second'"),
    );
    expect((await verify(token)).json()).toMatchObject({ code: "otp_expired" });

    await post("/rest/v1/rpc/invite_staff", { email: "gone@kosmos.example", roles: ["sales"] }, admin.aal2);
    const third = (await smtp.waitFor(3)).find((m) => m.envelope.to.includes("gone@kosmos.example"))!;
    const { rows } = await app.db.asOwner((tx) =>
      tx.query<{ id: string }>("select id from auth.users where email = 'gone@kosmos.example'"),
    );
    expect(
      (await post("/rest/v1/rpc/set_staff_disabled", { user_id: rows[0]!.id, disabled: true }, admin.aal2)).statusCode,
    ).toBe(204);
    expect((await verify(LINK.exec(third.parsed.text ?? "")![1]!)).json()).toMatchObject({ code: "otp_expired" });
    expect((await post("/auth/v1/verify", { token_hash: "x".repeat(40), type: "recovery" })).statusCode).toBe(400);
  });
});
