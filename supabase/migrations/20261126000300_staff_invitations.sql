-- Invitations by e-mail (issue 26): when the server can send mail, an admin's invitation reaches
-- the colleague as a link valid 24 hours, through the outbox like every notice, instead of a
-- one-time password the admin must pass on. The server says at start whether it can send mail
-- (back_office_settings.invitations_by_mail); the worker makes the link's token when it sends
-- the mail, so no usable token is ever stored: only its SHA-256 here, for 24 hours, used once.

alter table public.back_office_settings add column if not exists invitations_by_mail boolean not null default false;

create table if not exists private.staff_invitations (
  user_id uuid primary key,
  token_hash text not null unique,
  expires_at timestamptz not null
);

alter table public.notification_outbox drop constraint if exists notification_outbox_kind_check;
alter table public.notification_outbox add constraint notification_outbox_kind_check check (kind in (
  'demo-request', 'partner-inquiry', 'media-request', 'general-question',
  'job-application', 'research-partnership', 'incubation-application', 'newsletter-subscription',
  'backup-failed', 'staff-invite'
));
alter table public.notification_outbox drop constraint if exists notification_outbox_submission_table_check;
alter table public.notification_outbox add constraint notification_outbox_submission_table_check check (submission_table in (
  'contact_submissions', 'job_applications', 'research_partnerships', 'incubation_programme', 'newsletter_subscribers',
  'backup_runs', 'users'
));
alter table public.notification_outbox drop constraint if exists notification_outbox_invite_kind_check;
alter table public.notification_outbox add constraint notification_outbox_invite_kind_check
  check ((kind = 'staff-invite') = (submission_table = 'users'));

-- As 20261126000100_staff_roles.sql, and by mail when the server can send it: then the answer
-- has no password, and the outbox holds a notice for the invitee.
create or replace function public.invite_staff(email text, roles text[]) returns jsonb
  language plpgsql volatile security definer
  set search_path = ''
as $fn$
declare
  address text := pg_catalog.lower(pg_catalog.btrim(email));
  granted jsonb;
  new_id uuid := gen_random_uuid();
  by_mail boolean := coalesce((select s.invitations_by_mail from public.back_office_settings s where s.id), false);
begin
  perform private.require_role('admin');
  if address is null or address !~ '^[^@\s]+@[^@\s]+\.[^@\s]+$' or pg_catalog.char_length(address) > 254 then
    raise exception 'Enter an email address, like name@example.com' using errcode = '22023';
  end if;
  granted := private.valid_roles(roles);
  if exists (select 1 from auth.users u where u.email = address) then
    raise exception 'That address already has an account' using errcode = '23505';
  end if;
  insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
                          raw_app_meta_data, raw_user_meta_data, created_at, updated_at)
  values ('00000000-0000-0000-0000-000000000000', new_id, 'authenticated', 'authenticated', address, '', pg_catalog.now(),
          jsonb_build_object('provider', 'email', 'providers', jsonb_build_array('email'), 'role', 'staff', 'roles', granted,
                             'password_change_required', true),
          '{}'::jsonb, pg_catalog.now(), pg_catalog.now());
  perform private.audit('staff_invite', 'users', new_id::text, jsonb_build_object('roles', granted, 'by_mail', by_mail));
  if by_mail then
    insert into public.notification_outbox (kind, submission_table, submission_id) values ('staff-invite', 'users', new_id);
    return jsonb_build_object('id', new_id, 'email', address, 'roles', granted, 'mailed', true);
  end if;
  return jsonb_build_object('id', new_id, 'email', address, 'roles', granted, 'mailed', false,
                            'password', private.give_one_time_password(new_id));
end
$fn$;
revoke all on function public.invite_staff(text, text[]) from public, anon;
grant execute on function public.invite_staff(text, text[]) to authenticated;
