-- The team in the back office, first part (issue 22: "a locked account shows in the back office
-- and an admin can unlock it"; issue 26 builds roles on it): staff list the staff accounts with
-- their state, and lift a lock left by wrong passwords. Every unlock is in the audit log.
--
-- Locks live in auth.sign_in_failures, the embedded server's own table; on a hosted project
-- Supabase Auth keeps its own limits, the table does not exist and nobody shows as locked here.

alter table public.audit_log drop constraint if exists audit_log_action_check;
alter table public.audit_log add constraint audit_log_action_check
  check (action in ('view', 'status_change', 'export', 'erasure', 'content_edit', 'retention', 'orphan_files',
                    'read', 'download', 'staff_unlock'));

-- The key the sign-in throttle counts an address's wrong passwords under
-- (server/auth/gotrue/throttle.ts passwordKey: SHA-256 of the lower-cased address, base64url).
create or replace function private.password_key(email text) returns text
  language sql immutable
  set search_path = ''
as $fn$
  select 'password:' || pg_catalog.rtrim(pg_catalog.translate(
    pg_catalog.encode(pg_catalog.sha256(pg_catalog.convert_to(pg_catalog.lower(pg_catalog.btrim(email)), 'UTF8')), 'base64'),
    '+/', '-_'), '=')
$fn$;
revoke all on function private.password_key(text) from public;

-- Every staff account: address, state, two-factor, last sign-in, and the end of a lock if any.
create or replace function public.list_staff() returns jsonb
  language plpgsql stable security definer
  set search_path = ''
as $fn$
declare
  locked text := 'null::timestamptz';
  result jsonb;
begin
  perform private.require_staff();
  if pg_catalog.to_regclass('auth.sign_in_failures') is not null then
    locked := '(select f.locked_until from auth.sign_in_failures f
                 where f.key = private.password_key(u.email) and f.locked_until > pg_catalog.now())';
  end if;
  execute format($q$
    select coalesce(jsonb_agg(to_jsonb(s) order by s.email), '[]'::jsonb) from (
      select u.id, u.email::text as email, u.last_sign_in_at,
             (u.banned_until is not null and u.banned_until > pg_catalog.now()) or u.deleted_at is not null as disabled,
             exists (select 1 from auth.mfa_factors m where m.user_id = u.id and m.status::text = 'verified') as two_factor,
             coalesce(u.raw_app_meta_data ->> 'password_change_required', 'false') = 'true' as must_change_password,
             %s as locked_until
        from auth.users u
       where u.raw_app_meta_data ->> 'role' = 'staff'
    ) s $q$, locked) into result;
  return result;
end
$fn$;

-- Lifts a lock from wrong passwords (anyone who knows a staff address can lock that account);
-- true when the account had failures to forget.
create or replace function public.unlock_staff(user_id uuid) returns boolean
  language plpgsql security definer
  set search_path = ''
as $fn$
declare
  address text;
  forgotten integer := 0;
begin
  perform private.require_staff();
  select u.email into address from auth.users u where u.id = user_id and u.raw_app_meta_data ->> 'role' = 'staff';
  if address is null then
    raise exception 'No such staff account' using errcode = '22023';
  end if;
  if pg_catalog.to_regclass('auth.sign_in_failures') is not null then
    execute 'delete from auth.sign_in_failures where key = $1' using private.password_key(address);
    get diagnostics forgotten = row_count;
  end if;
  perform private.audit('staff_unlock', 'users', user_id::text, '{}'::jsonb);
  return forgotten > 0;
end
$fn$;

do $do$
declare
  f text;
begin
  foreach f in array array['public.list_staff()', 'public.unlock_staff(uuid)'] loop
    execute format('revoke all on function %s from public', f);
    execute format('revoke all on function %s from anon', f);
    execute format('grant execute on function %s to authenticated, service_role', f);
  end loop;
end
$do$;
