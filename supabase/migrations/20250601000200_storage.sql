-- Storage: Supabase's own schema (storage.buckets, storage.objects, storage.foldername) where it
-- is missing, the two private buckets the forms upload to, and who may upload where.
-- Every statement is guarded, so the same file applies cleanly to the embedded backend (PGlite or
-- PostgreSQL, where nothing exists yet) and to a hosted Supabase project (where the schema, its
-- grants and row-level security already exist and are owned by Supabase's storage admin).

create schema if not exists storage;

-- The tables, only where missing. Not `create table if not exists`: PostgreSQL checks the right to
-- create in the schema before it looks, and on a hosted project `postgres` has no CREATE on
-- `storage` (issue 24), so the statement must not run at all where the tables exist.
do $do$
begin
  if to_regclass('storage.buckets') is null then
    create table storage.buckets (
      id text primary key,
      name text not null unique,
      owner uuid,
      public boolean not null default false,
      file_size_limit bigint,
      allowed_mime_types text[],
      created_at timestamptz default now(),
      updated_at timestamptz default now()
    );
  end if;
  if to_regclass('storage.objects') is null then
    create table storage.objects (
      id uuid primary key default gen_random_uuid(),
      bucket_id text references storage.buckets (id),
      name text,
      owner uuid,
      metadata jsonb,
      created_at timestamptz default now(),
      updated_at timestamptz default now(),
      last_accessed_at timestamptz default now(),
      version text,
      constraint objects_bucket_id_name_key unique (bucket_id, name)
    );
  end if;
end
$do$;

-- Supabase's definition: the folders of an object name, without the file name.
do $do$
begin
  if not exists (
    select 1 from pg_proc p join pg_namespace n on n.oid = p.pronamespace
    where n.nspname = 'storage' and p.proname = 'foldername'
  ) then
    execute $fn$
      create function storage.foldername(name text) returns text[]
      language plpgsql immutable
      as $body$
      declare
        _parts text[];
      begin
        select string_to_array(name, '/') into _parts;
        return _parts[1:array_length(_parts, 1) - 1];
      end
      $body$
    $fn$;
  end if;
end
$do$;

-- Row-level security on objects (already on, and not ours to alter, on a hosted project).
do $do$
begin
  if not exists (
    select 1 from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'storage' and c.relname = 'objects' and c.relrowsecurity
  ) then
    alter table storage.objects enable row level security;
  end if;
end
$do$;

-- Grants, only where missing: the anonymous role may insert objects (policies below decide
-- where) and never read, change or delete them; the service role may do everything.
do $do$
declare
  role_name text;
begin
  foreach role_name in array array['anon', 'authenticated', 'service_role'] loop
    if not has_schema_privilege(role_name, 'storage', 'USAGE') then
      execute format('grant usage on schema storage to %I', role_name);
    end if;
  end loop;
  foreach role_name in array array['anon', 'authenticated'] loop
    if not has_table_privilege(role_name, 'storage.objects', 'INSERT') then
      execute format('grant insert on storage.objects to %I', role_name);
    end if;
  end loop;
  if not has_table_privilege('service_role', 'storage.objects', 'SELECT, INSERT, UPDATE, DELETE') then
    grant select, insert, update, delete on storage.objects to service_role;
  end if;
  if not has_table_privilege('service_role', 'storage.buckets', 'SELECT, INSERT, UPDATE, DELETE') then
    grant select, insert, update, delete on storage.buckets to service_role;
  end if;
end
$do$;

-- The buckets (private; limits in bytes), kept in line with the forms' own checks.
insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values
  ('job-applications', 'job-applications', false, 5242880, array[
    'application/pdf',
    'application/msword',
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document'
  ]),
  ('applications', 'applications', false, 10485760, array[
    'application/pdf',
    'application/msword',
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    'text/plain'
  ])
on conflict (id) do update
  set public = excluded.public,
      file_size_limit = excluded.file_size_limit,
      allowed_mime_types = excluded.allowed_mime_types;

-- Insert-only policies by first folder. No select, update or delete policy: the anonymous role
-- cannot list, read, replace or remove anything (the service role bypasses row-level security).
do $do$
begin
  if not exists (
    select 1 from pg_policies
    where schemaname = 'storage' and tablename = 'objects' and policyname = 'Visitors upload job application files'
  ) then
    create policy "Visitors upload job application files" on storage.objects
      for insert to anon, authenticated
      with check (
        bucket_id = 'job-applications'
        and (storage.foldername(name))[1] in ('cover-letters', 'cvs')
      );
  end if;
  if not exists (
    select 1 from pg_policies
    where schemaname = 'storage' and tablename = 'objects' and policyname = 'Visitors upload proposal files'
  ) then
    create policy "Visitors upload proposal files" on storage.objects
      for insert to anon, authenticated
      with check (
        bucket_id = 'applications'
        and (storage.foldername(name))[1] in ('research-partnerships', 'incubation-programme')
      );
  end if;
end
$do$;
