/**
 * The auth migrations on a database where Supabase Auth already owns the `auth` schema (a
 * hosted project): they must apply cleanly, create none of GoTrue's tables, keep Supabase's own
 * auth.uid()/auth.jwt()/auth.role(), and their policies must work with the tables GoTrue fills.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrate, openDatabase, type Database } from "../../db/index.ts";
import { databases, type TestDatabase } from "../../../tests/support/server/databases.ts";

// The parts of a hosted project's `auth` schema the policies read (GoTrue's own definitions,
// abridged), and Supabase's helpers, marked so the test can tell them from ours.
const SUPABASE_AUTH = `
  do $$ begin
    if not exists (select 1 from pg_roles where rolname = 'anon') then create role anon nologin noinherit; end if;
    if not exists (select 1 from pg_roles where rolname = 'authenticated') then create role authenticated nologin noinherit; end if;
    if not exists (select 1 from pg_roles where rolname = 'service_role') then create role service_role nologin noinherit bypassrls; end if;
  end $$;
  create schema auth;
  create type auth.aal_level as enum ('aal1', 'aal2', 'aal3');
  create table auth.users (
    instance_id uuid, id uuid primary key, aud varchar(255), role varchar(255), email varchar(255),
    encrypted_password varchar(255), email_confirmed_at timestamptz, raw_app_meta_data jsonb,
    raw_user_meta_data jsonb, created_at timestamptz, updated_at timestamptz, phone text,
    banned_until timestamptz, deleted_at timestamptz, is_sso_user boolean not null default false,
    is_anonymous boolean not null default false, confirmation_token varchar(255)
  );
  create table auth.sessions (
    id uuid primary key, user_id uuid not null references auth.users (id) on delete cascade,
    created_at timestamptz, updated_at timestamptz, factor_id uuid, aal auth.aal_level,
    not_after timestamptz, refreshed_at timestamp, user_agent text, ip inet, tag text
  );
  create function auth.uid() returns uuid language sql stable as $f$
    select nullif(current_setting('request.jwt.claim.sub', true), '')::uuid $f$;
  comment on function auth.uid() is 'Supabase''s own';
  create function auth.jwt() returns jsonb language sql stable as $f$
    select coalesce(nullif(current_setting('request.jwt.claim', true), ''), nullif(current_setting('request.jwt.claims', true), ''))::jsonb $f$;
  create function auth.role() returns text language sql stable as $f$
    select nullif(current_setting('request.jwt.claim.role', true), '')::text $f$;
  grant usage on schema auth to anon, authenticated, service_role;
`;

const postgres = databases.find((d) => d.name === "postgres")!;

describe("the auth migrations on a hosted Supabase project's schema", () => {
  let database: TestDatabase;
  let db: Database;

  beforeAll(async () => {
    database = await postgres.create();
    db = await openDatabase(database.config);
    await db.asOwner((tx) => tx.query(SUPABASE_AUTH));
    await migrate(db);
  });
  afterAll(async () => {
    await db?.close();
    await database?.destroy();
  });

  it("create none of GoTrue's tables and keep Supabase's own helpers", async () => {
    const { rows } = await db.asOwner((tx) =>
      tx.query<{ table_name: string }>(
        `select table_name from information_schema.tables where table_schema = 'auth' order by 1`,
      ),
    );
    expect(rows.map((r) => r.table_name)).toEqual(["sessions", "users"]);
    const comment = await db.asOwner((tx) =>
      tx.query<{ c: string }>(`select obj_description('auth.uid()'::regprocedure) as c`),
    );
    expect(comment.rows[0]!.c).toBe("Supabase's own");
  });

  it("let a staff session at aal2 read submissions, and nobody else", async () => {
    const user = crypto.randomUUID();
    const session = crypto.randomUUID();
    await db.asOwner(async (tx) => {
      await tx.query(
        `insert into auth.users (id, email, raw_app_meta_data) values ($1, 'ada@kosmos.example', '{"role": "staff", "roles": ["sales"]}')`,
        [user],
      );
      await tx.query(`insert into auth.sessions (id, user_id, aal) values ($1, $2, 'aal2')`, [session, user]);
      await tx.query(
        `insert into public.contact_submissions (name, email, inquiry_type, message) values ('Amelia Hart', 'a@example.com', 'demo-request', 'A message long enough.')`,
      );
    });
    const read = (claims: Record<string, unknown>) =>
      db.asRole(
        "authenticated",
        claims,
        async (tx) => (await tx.query(`select name from public.contact_submissions`)).rows,
      );
    expect(await read({ sub: user, session_id: session, aal: "aal2" })).toEqual([{ name: "Amelia Hart" }]);
    expect(await read({ sub: user, session_id: session, aal: "aal1" })).toEqual([]);
    expect(await read({ sub: user, session_id: crypto.randomUUID(), aal: "aal2" })).toEqual([]);
  });
});
