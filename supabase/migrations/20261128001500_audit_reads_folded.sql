-- The audit log as staff read it: reads are most of it (every page of the inbox, every count), so
-- each person's reads of one hour are folded into one entry (how many, how many rows, of what),
-- and the log can be narrowed to one person. The rows themselves stay one per read: this is how
-- they are shown, with the caller's own rights (security invoker: the table's policies decide).
create or replace function public.audit_entries(
  p_actions text[] default '{}',
  p_actor text default null,
  p_limit integer default 50,
  p_offset integer default 0
) returns jsonb
  language sql stable security invoker
  set search_path = ''
as $fn$
  with chosen as (
    select l.* from public.audit_log l
     where (cardinality(p_actions) = 0 or l.action = any (p_actions))
       and (p_actor is null or l.actor_email = p_actor)
  ), shown as (
    select max(c.id) as id, max(c.at) as at, c.actor_email, 'read'::text as action,
           null::text as target_table, null::text as target_id,
           jsonb_build_object(
             'folded', count(*),
             'rows', sum(case when c.details ->> 'rows' ~ '^\d{1,9}$' then (c.details ->> 'rows')::integer else 0 end),
             'from', min(c.at),
             'tables', to_jsonb(array_agg(distinct c.target_table) filter (where c.target_table is not null))
           ) as details
      from chosen c where c.action = 'read'
     group by c.actor_email, date_trunc('hour', c.at)
    union all
    select c.id, c.at, c.actor_email, c.action, c.target_table, c.target_id, c.details
      from chosen c where c.action <> 'read'
  )
  select jsonb_build_object(
    'total', (select count(*) from shown),
    'entries', coalesce((select jsonb_agg(to_jsonb(p) order by p.id desc)
                           from (select * from shown order by id desc
                                  limit least(greatest(p_limit, 1), 200) offset greatest(p_offset, 0)) p), '[]'::jsonb)
  )
$fn$;
revoke all on function public.audit_entries(text[], text, integer, integer) from public, anon;
grant execute on function public.audit_entries(text[], text, integer, integer) to authenticated;

create index if not exists audit_log_actor_at_idx on public.audit_log (actor_email, at desc);
