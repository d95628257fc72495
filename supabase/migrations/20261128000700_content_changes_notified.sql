-- A change of published content is said once, by the database, to every server on it: each
-- revision the publisher reads (private.content_revisions, moved by every item's and library
-- table's change in the same transaction) is notified on the channel 'content_changed' as it
-- commits, so every server of a scale-out hears it at once; PGlite hears its own. The server no
-- longer guesses a change from the addresses of requests, nor asks every second.
create or replace function private.notify_content_change() returns trigger
  language plpgsql security definer
  set search_path = ''
as $fn$
begin
  perform pg_notify('content_changed', new.type);
  return null;
end
$fn$;
revoke all on function private.notify_content_change() from public;

drop trigger if exists notify_content_change on private.content_revisions;
create trigger notify_content_change after insert or update on private.content_revisions
  for each row execute function private.notify_content_change();
