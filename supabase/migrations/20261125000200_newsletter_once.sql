-- A repeat newsletter sign-up is answered exactly like a first one (issue 22): a unique
-- violation (409) told anyone whether a person subscribes. The address is still stored once:
-- a sign-up for an address already on the list is skipped, quietly, before the insert. The
-- advisory lock makes two sign-ups of one new address at the same moment take turns, so the
-- second sees the first instead of failing on the unique index.
create or replace function private.skip_known_subscriber()
  returns trigger
  language plpgsql security definer
  set search_path = ''
as $fn$
begin
  perform pg_advisory_xact_lock(hashtextextended('newsletter:' || new.email, 0));
  if exists (select 1 from public.newsletter_subscribers s where s.email = new.email) then
    return null;
  end if;
  return new;
end
$fn$;

revoke all on function private.skip_known_subscriber() from public;

drop trigger if exists skip_known_subscriber on public.newsletter_subscribers;
create trigger skip_known_subscriber
  before insert on public.newsletter_subscribers
  for each row execute function private.skip_known_subscriber();
