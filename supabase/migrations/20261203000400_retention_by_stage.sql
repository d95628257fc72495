-- Retention by stage: a stage may carry its own rule (declared with the kind's stages in
-- shared/submission-kinds.ts; a test holds private.stage_retention equal to it). `months`: erased
-- that many months after the item was moved to the stage, however recent it is (an application not
-- taken, after six). Null: kept while it stays in the stage, past the general period (a hired
-- person's application, the employment record). Other stages follow the general period.

create function private.stage_retention(p_kind text) returns table (stage text, months integer)
  language sql immutable set search_path = '' as $$
  select r.stage, r.months from (values
    ('job_applications', 'hired', null::integer),
    ('job_applications', 'not-taken', 6),
    ('research_partnerships', 'accepted', null),
    ('research_partnerships', 'declined', 6),
    ('incubation_programme', 'accepted', null),
    ('incubation_programme', 'declined', 6)
  ) as r(kind, stage, months)
  where r.kind = p_kind
$$;
revoke all on function private.stage_retention(text) from public;

-- The daily sweep (and staff's "apply now"): each kind's items past the general period unless their
-- stage keeps them, and those past their own stage's period; with their files; in one transaction.
create or replace function public.apply_retention() returns jsonb
  language plpgsql security definer set search_path = '' as $$
declare
  months integer;
  cutoff timestamptz;
  t text;
  kept text[];
  timed text;
  part jsonb;
  counts jsonb := '{}'::jsonb;
  files jsonb := '[]'::jsonb;
begin
  perform private.require_role_or_tools('admin');
  select s.retention_months into months from public.back_office_settings s where s.id;
  cutoff := now() - make_interval(months => coalesce(months, 24));
  foreach t in array array_remove(private.submission_tables(), 'newsletter_subscribers') loop
    kept := array(select r.stage from private.stage_retention(t) r where r.months is null);
    timed := (select string_agg(format(' or (stage = %L and stage_since < now() - make_interval(months => %s))',
                                       r.stage, r.months), '')
                from private.stage_retention(t) r where r.months is not null);
    part := private.delete_submissions(array[t],
      format('(created_at < $1::timestamptz and stage <> all (%L::text[]))', kept) || coalesce(timed, ''),
      cutoff::text);
    counts := counts || (part -> 'rows');
    files := files || (part -> 'files');
  end loop;
  perform private.audit('retention', null, null, jsonb_build_object(
    'months', months, 'before', cutoff, 'rows', counts, 'files', jsonb_array_length(files)));
  return jsonb_build_object('rows', counts, 'files', files, 'months', months, 'before', cutoff);
end
$$;
