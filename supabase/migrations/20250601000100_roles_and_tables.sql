-- Roles, tables, CHECK constraints, grants and row-level security for the website
-- (who may do what: docs/staff-and-back-office.md, "Roles").
--
-- Written to apply unchanged on the embedded PGlite, on a plain PostgreSQL and on a hosted
-- Supabase project: whatever Supabase already has (roles, default privileges) is guarded or
-- explicitly revoked first.

-- 1. The API roles (a hosted project already has them) ---------------------------------------
do $$
begin
  if not exists (select 1 from pg_roles where rolname = 'anon') then
    create role anon nologin noinherit;
  end if;
  if not exists (select 1 from pg_roles where rolname = 'authenticated') then
    create role authenticated nologin noinherit;
  end if;
  if not exists (select 1 from pg_roles where rolname = 'service_role') then
    create role service_role nologin noinherit bypassrls;
  end if;
end
$$;

grant usage on schema public to anon, authenticated, service_role;

-- 2. Published content ------------------------------------------------------------------------
create table if not exists public.resources (
  id uuid primary key default gen_random_uuid(),
  created_at timestamptz not null default now(),
  title text not null check (btrim(title) <> '' and char_length(title) <= 200),
  type text not null check (btrim(type) <> '' and char_length(type) <= 50),
  categories text[] not null default '{}' check (cardinality(categories) <= 20),
  date date not null,
  description text not null check (btrim(description) <> '' and char_length(description) <= 2000),
  image_url text check (image_url is null or char_length(image_url) <= 2048),
  download_url text check (download_url is null or char_length(download_url) <= 2048),
  read_more_url text not null check (btrim(read_more_url) <> '' and char_length(read_more_url) <= 2048),
  featured boolean not null default false
);

create table if not exists public.documentation (
  id uuid primary key default gen_random_uuid(),
  created_at timestamptz not null default now(),
  title text not null check (btrim(title) <> '' and char_length(title) <= 200),
  description text not null check (btrim(description) <> '' and char_length(description) <= 2000),
  sections text[] not null default '{}' check (cardinality(sections) <= 50),
  summary text check (summary is null or char_length(summary) <= 2000),
  access_url text not null check (btrim(access_url) <> '' and char_length(access_url) <= 2048),
  download_url text check (download_url is null or char_length(download_url) <= 2048)
);

-- 3. Submissions: the anonymous visitor may insert, never read, change or delete -------------
-- "Blank" means nothing but white space: '\S' finds any other character.
create table if not exists public.contact_submissions (
  id uuid primary key default gen_random_uuid(),
  created_at timestamptz not null default now(),
  name text not null check (char_length(btrim(name, E' \t\r\n')) >= 2 and char_length(name) <= 100),
  email text not null check (char_length(email) <= 254 and email ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$'),
  company text check (company is null or char_length(company) <= 200),
  inquiry_type text not null
    check (inquiry_type in ('demo-request', 'partner-inquiry', 'media-request', 'general-question')),
  message text not null check (char_length(btrim(message, E' \t\r\n')) >= 10 and char_length(message) <= 5000)
);

create table if not exists public.job_applications (
  id uuid primary key default gen_random_uuid(),
  created_at timestamptz not null default now(),
  position_title text not null check (position_title ~ '\S' and char_length(position_title) <= 200),
  first_name text not null check (first_name ~ '\S' and char_length(first_name) <= 100),
  surname text not null check (surname ~ '\S' and char_length(surname) <= 100),
  email text not null check (char_length(email) <= 254 and email ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$'),
  reason_to_apply text not null check (reason_to_apply ~ '\S' and char_length(reason_to_apply) <= 5000),
  cover_letter_url text
    check (cover_letter_url is null or (starts_with(cover_letter_url, 'cover-letters/') and char_length(cover_letter_url) <= 1024)),
  cv_url text check (cv_url is null or (starts_with(cv_url, 'cvs/') and char_length(cv_url) <= 1024))
);

-- The browser makes the id (crypto.randomUUID()) so it can name the proposal file before the
-- row exists (src/features/forms/submit.ts): the path must belong to this very row.
create table if not exists public.research_partnerships (
  id uuid primary key default gen_random_uuid(),
  created_at timestamptz not null default now(),
  name text not null check (name ~ '\S' and char_length(name) <= 100),
  email text not null check (char_length(email) <= 254 and email ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$'),
  research_area text not null check (research_area ~ '\S' and char_length(research_area) <= 200),
  institution text not null check (institution ~ '\S' and char_length(institution) <= 200),
  topic_statement text not null check (topic_statement ~ '\S' and char_length(topic_statement) <= 500),
  collaboration_type text
    check (collaboration_type is null or (collaboration_type ~ '\S' and char_length(collaboration_type) <= 1000)),
  proposal_file_path text constraint research_partnerships_proposal_file_path_check check (
    proposal_file_path is null
    or (starts_with(proposal_file_path, 'research-partnerships/' || id::text || '_proposal.')
        and char_length(proposal_file_path) <= 300)
  )
);

create table if not exists public.incubation_programme (
  id uuid primary key default gen_random_uuid(),
  created_at timestamptz not null default now(),
  name text not null check (name ~ '\S' and char_length(name) <= 100),
  email text not null check (char_length(email) <= 254 and email ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$'),
  research_area text not null check (research_area ~ '\S' and char_length(research_area) <= 200),
  institution text not null check (institution ~ '\S' and char_length(institution) <= 200),
  topic_statement text not null check (topic_statement ~ '\S' and char_length(topic_statement) <= 500),
  support_needed text
    check (support_needed is null or (support_needed ~ '\S' and char_length(support_needed) <= 1000)),
  proposal_file_path text constraint incubation_programme_proposal_file_path_check check (
    proposal_file_path is null
    or (starts_with(proposal_file_path, 'incubation-programme/' || id::text || '_proposal.')
        and char_length(proposal_file_path) <= 300)
  )
);

-- The browser lowercases and trims; a repeat sign-up is a unique violation (409), shown as success.
create table if not exists public.newsletter_subscribers (
  id uuid primary key default gen_random_uuid(),
  created_at timestamptz not null default now(),
  email text not null unique check (
    char_length(email) <= 254 and email ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$' and email = lower(btrim(email))
  )
);

-- 4. Grants. A hosted project grants everything on new tables to the API roles by default
-- privileges, so revoke first, then grant exactly what the roles allow (docs/staff-and-back-office.md). ----------------------
revoke all on table
  public.resources, public.documentation, public.contact_submissions, public.job_applications,
  public.research_partnerships, public.incubation_programme, public.newsletter_subscribers
  from anon, authenticated;

grant all on table
  public.resources, public.documentation, public.contact_submissions, public.job_applications,
  public.research_partnerships, public.incubation_programme, public.newsletter_subscribers
  to service_role;

grant select on table public.resources, public.documentation to anon, authenticated;

-- Column grants: a client cannot set id or created_at, except the two tables whose id the
-- browser makes. Without SELECT, `insert … returning` anything but a constant is refused.
grant insert (name, email, company, inquiry_type, message)
  on table public.contact_submissions to anon, authenticated;
grant insert (position_title, first_name, surname, email, reason_to_apply, cover_letter_url, cv_url)
  on table public.job_applications to anon, authenticated;
grant insert (id, name, email, research_area, institution, topic_statement, collaboration_type, proposal_file_path)
  on table public.research_partnerships to anon, authenticated;
grant insert (id, name, email, research_area, institution, topic_statement, support_needed, proposal_file_path)
  on table public.incubation_programme to anon, authenticated;
grant insert (email) on table public.newsletter_subscribers to anon, authenticated;

-- 5. Row-level security: Postgres itself decides, whatever the API layer does. ----------------
alter table public.resources enable row level security;
alter table public.documentation enable row level security;
alter table public.contact_submissions enable row level security;
alter table public.job_applications enable row level security;
alter table public.research_partnerships enable row level security;
alter table public.incubation_programme enable row level security;
alter table public.newsletter_subscribers enable row level security;

drop policy if exists "Published resources are public" on public.resources;
create policy "Published resources are public" on public.resources
  for select to anon, authenticated using (true);

drop policy if exists "Published documentation is public" on public.documentation;
create policy "Published documentation is public" on public.documentation
  for select to anon, authenticated using (true);

drop policy if exists "Anyone may send a contact message" on public.contact_submissions;
create policy "Anyone may send a contact message" on public.contact_submissions
  for insert to anon, authenticated with check (true);

drop policy if exists "Anyone may apply for a position" on public.job_applications;
create policy "Anyone may apply for a position" on public.job_applications
  for insert to anon, authenticated with check (true);

drop policy if exists "Anyone may propose a research partnership" on public.research_partnerships;
create policy "Anyone may propose a research partnership" on public.research_partnerships
  for insert to anon, authenticated with check (true);

drop policy if exists "Anyone may apply to the incubation programme" on public.incubation_programme;
create policy "Anyone may apply to the incubation programme" on public.incubation_programme
  for insert to anon, authenticated with check (true);

drop policy if exists "Anyone may subscribe to the newsletter" on public.newsletter_subscribers;
create policy "Anyone may subscribe to the newsletter" on public.newsletter_subscribers
  for insert to anon, authenticated with check (true);

-- The library page sorts by date; the home page filters featured and sorts by date.
create index if not exists resources_date_idx on public.resources (date desc);
