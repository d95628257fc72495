-- Issue 35, attack 5: the export audit is written only by a role that may export the kind, and
-- records only the filters' names with values from closed lists (a kind, a status, a date),
-- never text a person typed. Before, any staff member could log "export contact_submissions rows
-- 9999" with 500 KB of filters holding a visitor's address.
create or replace function public.log_export(kind text, filters jsonb, row_count integer) returns void
  language plpgsql security definer
  set search_path = ''
as $fn$
declare
  kept jsonb := coalesce(filters, '{}'::jsonb) - 'search' - 'page';
  entry record;
begin
  perform private.require_staff();
  if kind = 'all' then
    -- Every kind the caller's roles may read: some inbox role is needed at all.
    if not exists (select 1 from unnest(private.submission_tables()) t where public.has_role(private.role_for(t))) then
      raise exception 'Not available to your role' using errcode = '42501';
    end if;
  elsif kind = any (private.submission_tables()) then
    perform private.require_role(private.role_for(kind));
  else
    raise exception 'Unknown kind of submission' using errcode = '22023';
  end if;
  if pg_catalog.jsonb_typeof(kept) <> 'object' then
    raise exception 'The filters must be an object' using errcode = '22023';
  end if;
  for entry in select key, value from pg_catalog.jsonb_each(kept) loop
    if not (
      (entry.key = 'kind' and entry.value #>> '{}' = any (private.submission_tables() || array['all']))
      or (entry.key = 'status' and entry.value #>> '{}' in ('all', 'new', 'read', 'archived', 'spam'))
      or (entry.key in ('from', 'to') and entry.value #>> '{}' ~ '^(\d{4}-\d{2}-\d{2})?$')
    ) then
      raise exception 'Filter % is not one the export records', left(entry.key, 40) using errcode = '22023';
    end if;
  end loop;
  if row_count is null or row_count < 0 or row_count > 10000000 then
    raise exception 'The row count must be between 0 and 10,000,000' using errcode = '22023';
  end if;
  perform private.audit('export', kind, null, jsonb_build_object('filters', kept, 'rows', row_count));
end
$fn$;
