/**
 * The migrations on a database shaped like a hosted Supabase project's
 * (../shared/supabase-platform: Supabase's own init, Auth and Storage migrations, `postgres` not a
 * superuser and without CREATE on `auth` and `storage`), pushed with the real Supabase CLI as
 * `supabase db push` does. Then, as the roles a request has there (anon, authenticated with the
 * claims Supabase Auth issues, service_role): row-level security, erasure and retention, whose
 * files go through Storage (its trigger refuses a direct delete), and no removed-files trigger.
 */
import { execFile } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { promisify } from "node:util";
import pg from "pg";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrationVersions, type Database } from "../../server/db";
import { openPostgres } from "../../server/db/postgres";
import { createReaper, type ObjectRemover } from "../../server/storage/reaper";
import { freePort } from "../support/server/free-port";
import { contact, jobApplication } from "../support/server/submissions";
import { buildApp } from "../../server/app";
import { applyRetention } from "../../server/backoffice/retention";
import { testConfig } from "../support/server/databases";
import { startSmtpServer } from "../support/server/smtp";
import { createServer, type IncomingMessage } from "node:http";
import { copyPublishedMedia, mediaAddresses } from "../../integrations/hosted-media";
import { LibraryPicture } from "../../src/components/ui/Picture";
import type { Picture } from "../../shared/picture";
import type { AddressInfo } from "node:net";

const run = promisify(execFile);
const REPO = resolve(import.meta.dirname, "../..");
/** Beside the repository, as the developers' guide places it; or where SUPABASE_PLATFORM_DIR says. */
const PLATFORM = [
  process.env.SUPABASE_PLATFORM_DIR,
  resolve(REPO, "../shared/supabase-platform"),
  "/work/shared/supabase-platform",
].find((dir): dir is string => !!dir && existsSync(join(dir, "start.sh")));

describe("the migrations on a hosted-shaped Supabase database", () => {
  const work = mkdtempSync(join(tmpdir(), "kosmos-platform-"));
  let url = "";
  let admin: pg.Client;
  let storage: pg.Pool;
  let db: Database;
  let pushed = "";

  /** A query as `role`, with the claims Supabase Auth would put in its token. */
  async function as<T extends pg.QueryResultRow>(
    role: "anon" | "authenticated" | "service_role",
    claims: Record<string, unknown>,
    sql: string,
    params: unknown[] = [],
  ) {
    return db.asRole(role, claims, (tx) => tx.query<T>(sql, params));
  }

  /**
   * A transaction as Storage's own role, on a connection of its own: the test's `admin` connection
   * keeps answering the test's queries as `supabase_admin` while the stand-in API writes (a query
   * of the test sent between its `set local role` and `commit` would otherwise run as Storage).
   */
  async function asStorage(statements: (client: pg.PoolClient) => Promise<unknown>) {
    const client = await storage.connect();
    try {
      await client.query("begin");
      await client.query("set local role supabase_storage_admin");
      await statements(client);
      await client.query("commit");
    } catch (error) {
      await client.query("rollback");
      throw error;
    } finally {
      client.release();
    }
  }

  /** What Storage's API does for supabase-js's remove(): its own role, with deletes allowed. */
  async function deleteAsStorage(bucketId: string, names: string[]) {
    await asStorage(async (client) => {
      await client.query("set local storage.allow_delete_query = 'true'");
      await client.query("delete from storage.objects where bucket_id = $1 and name = any($2::text[])", [
        bucketId,
        names,
      ]);
    });
  }

  /**
   * A stand-in for the project's Storage API, answering what supabase-js and a visitor's request
   * send: objects' bytes kept in memory, their rows in storage.objects written as Storage's own role;
   * the secret key may do anything, any other key is a visitor, whose reads row-level security
   * decides (as Storage asks the database as the request's role).
   */
  async function startStorageApi() {
    const files = new Map<string, { bytes: Buffer; type: string }>();
    const removed: string[] = [];
    const asks: string[] = [];
    async function put(bucket: string, name: string, bytes: Buffer, type: string) {
      await asStorage((client) =>
        client.query(
          `insert into storage.objects (bucket_id, name, metadata) values ($1, $2, $3::jsonb)
           on conflict (bucket_id, name) do update set metadata = excluded.metadata, updated_at = now()`,
          [bucket, name, JSON.stringify({ size: bytes.length, mimetype: type })],
        ),
      );
      files.set(`${bucket}/${name}`, { bytes, type });
    }
    async function answer(request: IncomingMessage, body: Buffer): Promise<[number, string | Buffer, string?]> {
      const path = new URL(request.url ?? "/", "http://storage.invalid").pathname;
      const secret = request.headers.authorization?.startsWith("Bearer sb_secret_") ?? false;
      asks.push(`${request.method} ${path}${secret ? " (secret)" : ""}`);
      const removal = /^\/storage\/v1\/object\/([^/]+)$/.exec(path);
      const object = /^\/storage\/v1\/object\/(?:authenticated\/)?([^/]+)\/(.+)$/.exec(path);
      if (request.method === "DELETE" && removal && secret) {
        const names = (JSON.parse(body.toString()) as { prefixes: string[] }).prefixes;
        await deleteAsStorage(removal[1]!, names);
        for (const name of names) files.delete(`${removal[1]}/${name}`);
        removed.push(...names);
        return [200, "[]", "application/json"];
      }
      if (!object) return [400, "{}", "application/json"];
      const [bucket, name] = [object[1]!, decodeURIComponent(object[2]!)];
      if ((request.method === "POST" || request.method === "PUT") && secret) {
        await put(bucket, name, body, String(request.headers["content-type"]));
        return [200, JSON.stringify({ Key: `${bucket}/${name}` }), "application/json"];
      }
      if (request.method === "GET") {
        const query = "select 1 from storage.objects where bucket_id = $1 and name = $2";
        const readable = secret
          ? (await admin.query(query, [bucket, name])).rows.length > 0
          : (await as("anon", {}, query, [bucket, name])).rows.length > 0;
        const file = files.get(`${bucket}/${name}`);
        if (!readable || !file)
          return [404, JSON.stringify({ statusCode: "404", error: "not_found" }), "application/json"];
        return [200, file.bytes, file.type];
      }
      return [400, "{}", "application/json"];
    }
    const server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on("data", (chunk: Buffer) => chunks.push(chunk));
      request.on("end", () => {
        answer(request, Buffer.concat(chunks)).then(
          ([status, body, type]) => response.writeHead(status, type ? { "content-type": type } : {}).end(body),
          (error: unknown) => response.writeHead(500).end(String(error)),
        );
      });
    });
    await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
    return {
      url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
      files,
      removed,
      asks,
      put,
      close: () => new Promise<void>((done) => server.close(() => done())),
    };
  }

  beforeAll(async () => {
    expect(PLATFORM, "../shared/supabase-platform (or SUPABASE_PLATFORM_DIR)").toBeDefined();
    const port = await freePort();
    const started = await run("bash", [join(PLATFORM!, "start.sh"), work, String(port)], {
      timeout: 600_000,
      maxBuffer: 16 * 1024 * 1024,
    });
    url = /^DATABASE_URL=(\S+)$/m.exec(started.stdout)![1]!;
    const push = await run(
      join(REPO, "node_modules/.bin/supabase"),
      ["db", "push", "--db-url", url, "--include-seed", "--yes"],
      {
        cwd: REPO,
        timeout: 120_000,
        env: { ...process.env, SUPABASE_TELEMETRY_DISABLED: "1", DO_NOT_TRACK: "1" },
      },
    );
    pushed = `${push.stdout}\n${push.stderr}`;
    admin = new pg.Client({ connectionString: url.replace("postgres@", "supabase_admin@") });
    await admin.connect();
    storage = new pg.Pool({ connectionString: url.replace("postgres@", "supabase_admin@"), max: 4 });
    db = await openPostgres(url);
  }, 600_000);

  afterAll(async () => {
    await db?.close();
    await admin?.end();
    await storage?.end();
    await run("bash", [join(PLATFORM!, "stop.sh"), work, "--rm"]).catch(() => undefined);
    await rm(work, { recursive: true, force: true });
  });

  it("the real CLI pushes every migration and the seed", async () => {
    expect(pushed).toContain("Finished supabase db push");
    const { rows } = await admin.query<{ version: string }>(
      "select version from supabase_migrations.schema_migrations order by version",
    );
    expect(rows.map((r) => r.version)).toEqual(await migrationVersions());
    // Nothing of ours was created in the platform's schemas, and no trigger that nothing drains.
    const { rows: triggers } = await admin.query(
      "select tgname from pg_trigger where tgrelid = 'storage.objects'::regclass and tgname = 'queue_removed_file'",
    );
    expect(triggers).toEqual([]);
  });

  // A staff member as Supabase Auth makes one: a user marked in app_metadata, a session at aal2.
  const staffId = crypto.randomUUID();
  const sessionId = crypto.randomUUID();
  const aal1Session = crypto.randomUUID();
  const claims = (session: string, aal: string) => ({
    sub: staffId,
    session_id: session,
    aal,
    role: "authenticated",
    app_metadata: { role: "staff" },
  });

  it("row-level security holds: visitors insert and read nothing, staff at aal2 read, an aal1 session reads nothing", async () => {
    await admin.query(
      `insert into auth.users (id, instance_id, aud, role, email, raw_app_meta_data, email_confirmed_at, created_at, updated_at)
       values ($1, '00000000-0000-0000-0000-000000000000', 'authenticated', 'authenticated', 'staff@kosmos.example', '{"provider":"email","role":"staff","roles":["admin"]}', now(), now(), now())`,
      [staffId],
    );
    await admin.query(
      "insert into auth.sessions (id, user_id, aal, created_at) values ($1, $2, 'aal2', now()), ($3, $2, 'aal1', now())",
      [sessionId, staffId, aal1Session],
    );

    const visitor = contact({ email: "hosted.visitor@example.com" });
    await as(
      "anon",
      {},
      "insert into public.contact_submissions (name, email, company, inquiry_type, message) values ($1, $2, $3, $4, $5)",
      [visitor.name, visitor.email, visitor.company, visitor.inquiry_type, visitor.message],
    );
    await expect(as("anon", {}, "select * from public.contact_submissions")).rejects.toMatchObject({ code: "42501" });
    expect(
      (await as("authenticated", claims(aal1Session, "aal1"), "select email from public.contact_submissions")).rows,
    ).toEqual([]);
    expect(
      (await as("authenticated", claims(sessionId, "aal2"), "select email from public.contact_submissions")).rows,
    ).toEqual([{ email: visitor.email }]);
  });

  it("the audit log there: a staff status change is logged by the trigger with who made it; visitors and aal1 read none of it", async () => {
    await admin.query(
      "insert into public.contact_submissions (name, email, company, inquiry_type, message) values ('Audit', 'audit.hosted@example.com', 'Co', 'general-question', 'Is this status change logged on a hosted project?')",
    );
    const staff = claims(sessionId, "aal2");
    await as(
      "authenticated",
      { ...staff, email: "staff@kosmos.example" },
      "update public.contact_submissions set status = 'read' where email = 'audit.hosted@example.com'",
    );
    const { rows } = await as<{ action: string; actor_id: string; details: Record<string, unknown> }>(
      "authenticated",
      staff,
      "select action, actor_id, details from public.audit_log where action = 'status_change' and target_table = 'contact_submissions'",
    );
    expect(rows).toEqual([
      expect.objectContaining({
        action: "status_change",
        actor_id: staffId,
        details: expect.objectContaining({ from: "new", to: "read" }),
      }),
    ]);
    await expect(as("anon", {}, "select * from public.audit_log")).rejects.toMatchObject({ code: "42501" });
    expect((await as("authenticated", claims(aal1Session, "aal1"), "select * from public.audit_log")).rows).toEqual([]);
    await expect(
      as("authenticated", staff, "insert into public.audit_log (action) values ('view')"),
    ).rejects.toMatchObject({ code: "42501" });
  });

  it("the team page's functions work on the platform's auth schema: staff listed, no locks (Supabase Auth keeps its own)", async () => {
    const { rows } = await as<{ team: { email: string; locked_until: string | null; two_factor: boolean }[] }>(
      "authenticated",
      claims(sessionId, "aal2"),
      "select public.list_staff() as team",
    );
    expect(rows[0]!.team).toEqual([
      expect.objectContaining({ email: "staff@kosmos.example", locked_until: null, two_factor: false }),
    ]);
    const unlocked = await as<{ unlocked: boolean }>(
      "authenticated",
      claims(sessionId, "aal2"),
      "select public.unlock_staff($1) as unlocked",
      [staffId],
    );
    expect(unlocked.rows).toEqual([{ unlocked: false }]);
    await expect(as("authenticated", claims(aal1Session, "aal1"), "select public.list_staff()")).rejects.toMatchObject({
      code: "42501",
    });
  });

  it("roles hold there: an admin invites a careers recruiter in SQL (pgcrypto's bcrypt), who reads job applications only", async () => {
    const invited = await as<{ made: { id: string; password: string } }>(
      "authenticated",
      claims(sessionId, "aal2"),
      "select public.invite_staff('recruiter@kosmos.example', array['careers']) as made",
    );
    const { id, password } = invited.rows[0]!.made;
    const { rows: hashed } = await admin.query<{ ok: boolean }>(
      "select encrypted_password = extensions.crypt($2, encrypted_password) as ok from auth.users where id = $1",
      [id, password],
    );
    expect(hashed).toEqual([{ ok: true }]);
    // As Supabase Auth would after their sign-in: password changed, a session at aal2.
    const recruiterSession = crypto.randomUUID();
    await admin.query(
      "update auth.users set raw_app_meta_data = raw_app_meta_data - 'password_change_required' where id = $1",
      [id],
    );
    await admin.query("insert into auth.sessions (id, user_id, aal, created_at) values ($1, $2, 'aal2', now())", [
      recruiterSession,
      id,
    ]);
    const recruiter = { sub: id, session_id: recruiterSession, aal: "aal2", role: "authenticated" };
    expect((await as("authenticated", recruiter, "select email from public.contact_submissions")).rows).toEqual([]);
    expect(
      (await as<{ roles: string[] }>("authenticated", recruiter, "select public.my_roles() as roles")).rows,
    ).toEqual([{ roles: ["careers"] }]);
    await expect(as("authenticated", recruiter, "select public.list_staff()")).rejects.toMatchObject({ code: "42501" });
    // My account there: the sign-ins are the sessions Supabase Auth holds (no trigger of ours on its table).
    const signIns = await as<{ list: { at: string }[] }>(
      "authenticated",
      recruiter,
      "select public.my_sign_ins() as list",
    );
    expect(signIns.rows[0]!.list).toHaveLength(1);
    await as("authenticated", claims(sessionId, "aal2"), "select public.set_staff_disabled($1, true)", [id]);
    expect(
      (await as<{ roles: string[] }>("authenticated", recruiter, "select public.my_roles() as roles")).rows,
    ).toEqual([{ roles: [] }]);
  });

  it("erasure works there: rows go at once, the files are queued, unreadable, and removed through Storage", async () => {
    const job = crypto.randomUUID();
    const cv = `cvs/${job}/1700000000000-cv.pdf`;
    // What Storage's API writes for an upload, as its own role.
    await admin.query(
      "insert into storage.objects (bucket_id, name, metadata) values ('job-applications', $1, '{\"size\": 10}')",
      [cv],
    );
    const row = jobApplication({ email: "erase.hosted@example.com", cv_url: cv }, job);
    await as(
      "anon",
      {},
      "insert into public.job_applications (id, position_title, first_name, surname, email, reason_to_apply, cv_url) values ($1, $2, $3, $4, $5, $6, $7)",
      [row.id, row.position_title, row.first_name, row.surname, row.email, row.reason_to_apply, row.cv_url],
    );
    const staff = claims(sessionId, "aal2");
    expect(
      (await as("authenticated", staff, "select name from storage.objects where name = $1", [cv])).rows,
    ).toHaveLength(1);

    const erased = await as<{ result: { rows: Record<string, number>; files: string[] } }>(
      "authenticated",
      staff,
      "select public.erase_person($1) as result",
      [row.email],
    );
    expect(erased.rows[0]!.result).toMatchObject({ rows: { job_applications: 1 }, files: [`job-applications/${cv}`] });
    expect(
      (await as("authenticated", staff, "select id from public.job_applications where email = $1", [row.email])).rows,
    ).toEqual([]);
    // The file's row is still Storage's until the worker removes it, but nobody can read it meanwhile.
    expect((await as("authenticated", staff, "select name from storage.objects where name = $1", [cv])).rows).toEqual(
      [],
    );

    // A direct delete is refused there, as the issue found; the worker goes through Storage instead.
    await expect(db.asOwner((tx) => tx.query("delete from storage.objects where name = $1", [cv]))).rejects.toThrow(
      /Direct deletion from storage tables is not allowed/,
    );
    const removedThroughStorage: string[] = [];
    // What Storage's API does for supabase-js's remove(): its own role, with deletes allowed.
    const storageApi: ObjectRemover = async (bucketId, names) => {
      await deleteAsStorage(bucketId, names);
      removedThroughStorage.push(...names);
    };
    await createReaper(db, join(work, "no-local-files"), storageApi).run();
    expect(removedThroughStorage).toEqual([cv]);
    expect((await admin.query("select 1 from storage.objects where name = $1", [cv])).rows).toEqual([]);
    expect((await admin.query("select 1 from private.files_to_remove")).rows).toEqual([]);
  });

  it("retention works there, as the service role (the server's job)", async () => {
    await admin.query("update public.contact_submissions set created_at = now() - interval '30 months'");
    const result = await as<{ result: { rows: Record<string, number> } }>(
      "service_role",
      {},
      "select public.apply_retention() as result",
    );
    expect(result.rows[0]!.result.rows.contact_submissions).toBeGreaterThanOrEqual(1);
    expect((await admin.query("select count(*)::int as n from public.contact_submissions")).rows[0].n).toBe(0);
  });

  it("this server, pointed at the project's database, is its worker: notices sent, queued files removed through Storage's API, retention", async () => {
    const storageApi = await startStorageApi();
    const removed = storageApi.removed;
    const smtp = await startSmtpServer();

    // An erasure through the project's API while no worker ran: its file waits in the queue.
    const job = crypto.randomUUID();
    const cv = `cvs/${job}/1700000000000-cv.pdf`;
    await admin.query(
      "insert into storage.objects (bucket_id, name, metadata) values ('job-applications', $1, '{\"size\": 10}')",
      [cv],
    );
    const row = jobApplication({ email: "worker.hosted@example.com", cv_url: cv }, job);
    await as(
      "anon",
      {},
      "insert into public.job_applications (id, position_title, first_name, surname, email, reason_to_apply, cv_url) values ($1, $2, $3, $4, $5, $6, $7)",
      [row.id, row.position_title, row.first_name, row.surname, row.email, row.reason_to_apply, row.cv_url],
    );
    await as("authenticated", claims(sessionId, "aal2"), "select public.erase_person($1)", [row.email]);

    const config = {
      ...testConfig(mkdtempSync(join(work, "worker-")), url),
      SMTP_URL: smtp.url,
      NOTIFY_DEFAULT: ["hello@kosmos.test"],
      NOTIFY_SALES: ["sales@kosmos.test"],
      SUPABASE_URL: storageApi.url,
      SUPABASE_SECRET_KEY: `sb_secret_${"x".repeat(32)}`,
    };
    const app = await buildApp({ config, serveSite: false, mailTimings: { pollMs: 50 } });
    try {
      await app.ready();
      // At start the reaper drains the queue through Storage's API.
      for (let i = 0; i < 100 && !removed.includes(cv); i++) await new Promise((r) => setTimeout(r, 100));
      expect(removed).toContain(cv);
      expect((await admin.query("select 1 from private.files_to_remove")).rows).toEqual([]);

      // A visitor's message through the project's API (PostgREST inserts as anon): the notice reaches sales.
      const visitor = contact({ email: "notice.hosted@example.com", inquiry_type: "demo-request" });
      await as(
        "anon",
        {},
        "insert into public.contact_submissions (name, email, company, inquiry_type, message) values ($1, $2, $3, $4, $5)",
        [visitor.name, visitor.email, visitor.company, visitor.inquiry_type, visitor.message],
      );
      const mails = await smtp.waitFor(1, 15_000);
      const mail = mails.find((m) => m.parsed.text?.includes("notice.hosted@example.com"));
      expect(mail?.envelope.to).toEqual(["sales@kosmos.test"]);
      const { rows: notices } = await admin.query(
        "select o.status from public.notification_outbox o join public.contact_submissions s on s.id = o.submission_id where s.email = $1",
        [visitor.email],
      );
      for (let i = 0; i < 50 && notices[0]?.status !== "sent"; i++) {
        await new Promise((r) => setTimeout(r, 100));
        notices.splice(
          0,
          1,
          ...(
            await admin.query(
              "select o.status from public.notification_outbox o join public.contact_submissions s on s.id = o.submission_id where s.email = $1",
              [visitor.email],
            )
          ).rows,
        );
      }
      expect(notices).toEqual([{ status: "sent" }]);

      // The daily retention job, as the server runs it (the database's owner there is `postgres`, not a superuser).
      await admin.query(
        "update public.contact_submissions set created_at = now() - interval '30 months' where email = $1",
        [visitor.email],
      );
      const result = await applyRetention(app);
      expect(result.rows.contact_submissions).toBe(1);
    } finally {
      await app.close();
      await smtp.close();
      await storageApi.close();
    }
  }, 120_000);
  it("the worker makes an editor's picture in the project's Storage, and a build carries the files the live page refers to", async () => {
    const storageApi = await startStorageApi();
    const staff = claims(sessionId, "aal2");
    // The back office's upload, through the project's API: the original into the private bucket, then the library's row.
    const original = `originals/${crypto.randomUUID()}`;
    const photo = await sharp({ create: { width: 900, height: 600, channels: 3, background: "#1e5aa0" } })
      .jpeg()
      .withExif({ IFD0: { Artist: "camera owner" } })
      .toBuffer();
    await storageApi.put("media", original, photo, "image/jpeg");
    const [media] = (
      await as<{ id: string }>(
        "authenticated",
        staff,
        "insert into public.media (name, original) values ('ada.jpg', $1) returning id",
        [original],
      )
    ).rows;

    const config = {
      ...testConfig(mkdtempSync(join(work, "media-worker-")), url),
      SUPABASE_URL: storageApi.url,
      SUPABASE_SECRET_KEY: `sb_secret_${"x".repeat(32)}`,
    };
    const app = await buildApp({ config, serveSite: false });
    try {
      await app.ready();
      type Made = { state: string; problem: string | null; files: { name: string; format: string }[] | null };
      let made: Made | undefined;
      for (let i = 0; i < 300 && !["ready", "refused"].includes(made?.state ?? ""); i++) {
        await new Promise((r) => setTimeout(r, 100));
        made = (await admin.query<Made>("select state, problem, files from public.media where id = $1", [media!.id]))
          .rows[0];
      }
      expect(made).toMatchObject({ state: "ready", problem: null });
      const names = made!.files!.map((f) => f.name);
      expect(new Set(made!.files!.map((f) => f.format))).toEqual(new Set(["avif", "webp", "jpeg"]));
      // The variants are the project's objects, uploaded through its API with the secret key.
      for (const name of names) {
        expect(storageApi.files.has(`media/${name}`), name).toBe(true);
        expect(storageApi.asks).toContain(`POST /storage/v1/object/media/${name} (secret)`);
      }
      const stored = await admin.query<{ name: string }>(
        "select name from storage.objects where bucket_id = 'media' and name = any($1::text[])",
        [names],
      );
      expect(stored.rows).toHaveLength(names.length);
      // The original (the camera's metadata in it) went through Storage's API; nothing waits in the queue.
      for (let i = 0; i < 50 && !storageApi.removed.includes(original); i++)
        await new Promise((r) => setTimeout(r, 100));
      expect(storageApi.removed).toContain(original);
      expect((await admin.query("select 1 from storage.objects where name = $1", [original])).rows).toEqual([]);
      expect((await admin.query("select 1 from private.files_to_remove")).rows).toEqual([]);

      // Before anything live shows it, a visitor cannot read its files, and a build that referred to one stops.
      const build = mkdtempSync(join(work, "build-"));
      const visitor = { url: storageApi.url, key: "sb_publishable_project_key" };
      const [first] = names;
      writeFileSync(join(build, "index.html"), `<img src="/media/${first}" alt="">`);
      await expect(copyPublishedMedia(build, visitor)).rejects.toThrow(`/media/${first} (404)`);

      // An editor puts the photo on a person, live at once; the page is made from what visitors read.
      await as(
        "authenticated",
        staff,
        "insert into public.content_items (type, slug, data) values ('person', 'ada-hosted', $1::jsonb)",
        [
          JSON.stringify({
            name: "Ada Hosted",
            title: "Analyst",
            group: "team",
            bio: "Numbers.",
            announced: "yes",
            photo: { media: media!.id, alt: "Ada at her desk", decorative: false },
          }),
        ],
      );
      const [person] = (
        await as<{ photo: Picture }>(
          "anon",
          {},
          "select data -> 'photo' as photo from public.content_items where type = 'person' and slug = 'ada-hosted' and live",
        )
      ).rows;
      const page = renderToStaticMarkup(createElement(LibraryPicture, { picture: person!.photo, sizes: "10rem" }));
      writeFileSync(join(build, "index.html"), `<!doctype html><html><body>${page}</body></html>`);
      const referred = mediaAddresses(page);
      expect(referred.length).toBe(names.length);

      const copied = await copyPublishedMedia(build, visitor);
      expect(copied.files).toBe(names.length);
      for (const address of referred) {
        const file = readFileSync(join(build, address));
        expect(file.equals(storageApi.files.get(`media/${address.slice("/media/".length)}`)!.bytes), address).toBe(
          true,
        );
      }
      // What the static host then serves at the page's addresses answers 200, with the camera's metadata gone.
      const host = createServer((request, response) => {
        try {
          response.writeHead(200).end(readFileSync(join(build, decodeURIComponent(request.url ?? "/"))));
        } catch {
          response.writeHead(404).end();
        }
      });
      await new Promise<void>((done) => host.listen(0, "127.0.0.1", done));
      try {
        const origin = `http://127.0.0.1:${(host.address() as AddressInfo).port}`;
        for (const address of referred) expect((await fetch(origin + address)).status, address).toBe(200);
        const jpeg = referred.find((address) => address.endsWith(".jpg"))!;
        expect(
          (await sharp(Buffer.from(await (await fetch(origin + jpeg)).arrayBuffer())).metadata()).exif,
        ).toBeUndefined();
      } finally {
        host.close();
      }
    } finally {
      await app.close();
      await storageApi.close();
    }
  }, 120_000);
});
