-- My account (issue 26): each person sees their own recent sign-ins (time, address, browser), so
-- they notice one that was not them. A sign-in is a new row of auth.sessions (a password
-- sign-in; a refresh or a second factor changes the row, not adds one), recorded here by a
-- trigger, kept 90 days. On a hosted project auth.sessions is Supabase Auth's, not ours to add a
-- trigger to: there my_sign_ins() shows the sessions Auth still holds.

create table if not exists private.sign_ins (
  id bigserial primary key,
  user_id uuid not null,
  at timestamptz not null default now(),
  ip inet,
  user_agent text check (user_agent is null or char_length(user_agent) <= 500)
);
create index if not exists sign_ins_user_at on private.sign_ins (user_id, at desc);

create or replace function private.record_sign_in() returns trigger
  language plpgsql security definer
  set search_path = ''
as $fn$
begin
  insert into private.sign_ins (user_id, at, ip, user_agent) values (new.user_id, coalesce(new.created_at, pg_catalog.now()), new.ip, left(new.user_agent, 500));
  delete from private.sign_ins where user_id = new.user_id and at < pg_catalog.now() - interval '90 days';
  return null;
end
$fn$;
revoke all on function private.record_sign_in() from public;

do $do$
begin
  if (select c.relowner = (select oid from pg_roles where rolname = current_user)
        from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where n.nspname = 'auth' and c.relname = 'sessions') then
    drop trigger if exists record_sign_in on auth.sessions;
    create trigger record_sign_in after insert on auth.sessions
      for each row execute function private.record_sign_in();
  end if;
end
$do$;

-- The caller's last 20 sign-ins, newest first (staff at aal2 only).
create or replace function public.my_sign_ins() returns jsonb
  language plpgsql stable security definer
  set search_path = ''
as $fn$
declare
  me uuid := (auth.jwt() ->> 'sub')::uuid;
  recorded boolean := pg_catalog.to_regclass('private.sign_ins') is not null
    and exists (select 1 from pg_trigger t where t.tgname = 'record_sign_in' and t.tgrelid = 'auth.sessions'::regclass);
begin
  perform private.require_staff();
  return coalesce((
    select jsonb_agg(jsonb_build_object('at', s.at, 'address', s.address, 'browser', s.user_agent) order by s.at desc)
      from (
        select r.at, pg_catalog.host(r.ip) as address, r.user_agent from private.sign_ins r
         where recorded and r.user_id = me
        union all
        select a.created_at, pg_catalog.host(a.ip), a.user_agent from auth.sessions a
         where not recorded and a.user_id = me
        order by 1 desc
        limit 20
      ) s
  ), '[]'::jsonb);
end
$fn$;
revoke all on function public.my_sign_ins() from public, anon;
grant execute on function public.my_sign_ins() to authenticated;
