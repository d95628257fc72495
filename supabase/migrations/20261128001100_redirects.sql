-- Redirects (docs/decisions/052-redirects.md). An address that leads elsewhere with a 301: recorded
-- by the database when a published article's address changes, or added by an admin. The server
-- serves them from the `_redirects` file each publish writes beside the pages (the format Netlify
-- and Cloudflare Pages read, for a CDN in front of it). Rules, enforced here for every caller:
-- - from: an address of this site that is no page of it (a page is served before its redirect);
-- - to: a page of this site (a route or a live article) or an https address;
-- - no loop and no chain: a redirect never leads to another redirect's address, so a visitor
--   takes one step. A recorded change keeps that true by pointing the older redirects to the new
--   address instead (/a → /b, then /b renamed /c: /a → /c and /b → /c).
create table if not exists public.redirects (
  id uuid primary key default gen_random_uuid(),
  from_path text not null unique,
  to_path text not null,
  -- Recorded by the database when an article's address changed (not typed by anyone).
  automatic boolean not null default false,
  created_at timestamptz not null default now(),
  created_by text default left(auth.jwt() ->> 'email', 254)
);
alter table public.redirects enable row level security;

-- Anyone may read where an address leads (a visitor sees it in the answer anyway): a build for a
-- CDN reads them with the publishable key. Who made one is for staff.
grant select (from_path, to_path) on public.redirects to anon;
grant select on public.redirects to authenticated;
grant insert (from_path, to_path), delete on public.redirects to authenticated;
drop policy if exists "Anyone reads the redirects" on public.redirects;
create policy "Anyone reads the redirects" on public.redirects for select to anon, authenticated using (true);
drop policy if exists "Admins add redirects" on public.redirects;
create policy "Admins add redirects" on public.redirects for insert to authenticated
  with check ((select public.has_role('admin')));
drop policy if exists "Admins remove redirects" on public.redirects;
create policy "Admins remove redirects" on public.redirects for delete to authenticated
  using ((select public.has_role('admin')));

-- Each rule, with the field it is about in the hint (the back office shows it beside that field).
create or replace function private.check_redirect() returns trigger
  language plpgsql security definer
  set search_path = ''
as $fn$
declare
  other public.redirects;
begin
  if new.from_path is null or char_length(new.from_path) > 300
     or new.from_path !~ '^/[A-Za-z0-9._~%!$&''()*+,;=:@/-]*$' or new.from_path ~ '//'
     or private.site_path_of(new.from_path) <> new.from_path then
    raise exception 'From: an address of this site, such as /old-page, without ? or # and without a closing /'
      using errcode = '23514', hint = 'from_path';
  end if;
  if new.from_path = '/' or new.from_path ~ '^/(admin|assets|api|rest|auth|storage|newsletter)(/|$)' then
    raise exception 'From: % is the site''s own and cannot be redirected', new.from_path
      using errcode = '23514', hint = 'from_path';
  end if;
  if private.missing_site_path(array[new.from_path]) is null then
    raise exception 'From: % is a page of the site; a redirect from it would never be used', new.from_path
      using errcode = '23514', hint = 'from_path';
  end if;
  if new.to_path is null or char_length(new.to_path) > 2048
     or not (new.to_path ~ '^https://[^\s/]+\.[^\s]*$' or new.to_path ~ '^/[^\s]*$') or new.to_path ~ '^//' then
    raise exception 'To: a page of this site (/contact) or an https:// address'
      using errcode = '23514', hint = 'to_path';
  end if;
  if private.site_path_of(new.to_path) = new.from_path then
    raise exception 'To: a redirect cannot lead to its own address' using errcode = '23514', hint = 'to_path';
  end if;
  select * into other from public.redirects r where r.from_path = private.site_path_of(new.to_path) and r.id <> new.id;
  if found then
    raise exception 'To: % is itself redirected to %; lead there directly', other.from_path, other.to_path
      using errcode = '23514', hint = 'to_path';
  end if;
  if private.missing_site_path(array[new.to_path]) is not null then
    raise exception 'To: % is no page of the site', private.site_path_of(new.to_path)
      using errcode = '23514', hint = 'to_path';
  end if;
  select * into other from public.redirects r where private.site_path_of(r.to_path) = new.from_path and r.id <> new.id;
  if found then
    raise exception 'From: % already leads here; a redirect from % would make a chain', other.from_path, new.from_path
      using errcode = '23514', hint = 'from_path';
  end if;
  return new;
end
$fn$;
revoke all on function private.check_redirect() from public;
drop trigger if exists check_redirect on public.redirects;
create trigger check_redirect before insert or update on public.redirects
  for each row execute function private.check_redirect();

-- A redirect added or removed through the API is in the audit log with who did it.
alter table public.audit_log drop constraint if exists audit_log_action_check;
alter table public.audit_log add constraint audit_log_action_check check (action in (
  'view', 'status_change', 'export', 'erasure', 'content_edit', 'retention', 'orphan_files', 'read', 'download',
  'staff_unlock', 'staff_invite', 'staff_roles', 'staff_disable', 'staff_enable', 'staff_reset_2fa',
  'staff_reset_password', 'newsletter_send', 'redirect_add', 'redirect_remove'
));
create or replace function private.audit_redirect() returns trigger
  language plpgsql security definer
  set search_path = ''
as $fn$
declare
  r public.redirects := case when tg_op = 'DELETE' then old else new end;
begin
  if private.is_api_call() then
    perform private.audit(case when tg_op = 'DELETE' then 'redirect_remove' else 'redirect_add' end,
      'redirects', r.id::text, jsonb_build_object('from', r.from_path, 'to', r.to_path));
  end if;
  return null;
end
$fn$;
revoke all on function private.audit_redirect() from public;
drop trigger if exists audit_redirect on public.redirects;
create trigger audit_redirect after insert or delete on public.redirects
  for each row execute function private.audit_redirect();

-- The publisher hears of every change, as of the library's tables: the served `_redirects` follows.
drop trigger if exists record_library_change on public.redirects;
create trigger record_library_change after insert or update or delete on public.redirects
  for each statement execute function private.record_library_change();

-- An article's address changed: its old address leads to the new one, and older redirects to the
-- old address lead straight to the new one. An address that becomes an article's again is no
-- longer redirected.
create or replace function private.redirect_renamed_article() returns trigger
  language plpgsql security definer
  set search_path = ''
as $fn$
declare
  was text := '/resources/' || old.slug;
  now_at text := '/resources/' || new.slug;
begin
  if new.slug is null then
    return null;
  end if;
  delete from public.redirects r where r.from_path = now_at;
  if tg_op = 'UPDATE' and old.slug is not null and old.slug <> new.slug then
    update public.redirects r set to_path = now_at where private.site_path_of(r.to_path) = was;
    insert into public.redirects (from_path, to_path, automatic) values (was, now_at, true)
      on conflict (from_path) do update set to_path = excluded.to_path, automatic = true;
  end if;
  return null;
end
$fn$;
revoke all on function private.redirect_renamed_article() from public;
drop trigger if exists redirect_renamed_article on public.resources;
create trigger redirect_renamed_article after insert or update of slug on public.resources
  for each row execute function private.redirect_renamed_article();
