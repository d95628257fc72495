-- Uploads with no row live no longer than a day and an hour (issue 22). An anonymous upload
-- followed by a refused insert left its file on disk for ever, outside erasure and retention
-- (which find files through rows), readable by staff. The server's daily job calls this: every
-- object of the two submission buckets older than the grace period (an upload's row comes
-- seconds after it) that no submission row names is queued for removal through Storage
-- (20261125000400), and the count goes into the audit log.
alter table public.audit_log drop constraint if exists audit_log_action_check;
alter table public.audit_log add constraint audit_log_action_check
  check (action in ('view', 'status_change', 'export', 'erasure', 'content_edit', 'retention', 'orphan_files'));

create or replace function private.queue_orphan_files(grace interval default interval '1 hour') returns integer
  language plpgsql security definer
  set search_path = ''
as $fn$
declare
  queued integer;
begin
  insert into private.files_to_remove (bucket_id, name)
  select o.bucket_id, o.name
    from storage.objects o
   where o.bucket_id in ('job-applications', 'applications')
     and o.created_at < now() - grace
     and not exists (select 1 from public.job_applications j
                      where o.bucket_id = 'job-applications' and (j.cv_url = o.name or j.cover_letter_url = o.name))
     and not exists (select 1 from public.research_partnerships r where o.bucket_id = 'applications' and r.proposal_file_path = o.name)
     and not exists (select 1 from public.incubation_programme i where o.bucket_id = 'applications' and i.proposal_file_path = o.name)
     and not exists (select 1 from private.files_to_remove q where q.bucket_id = o.bucket_id and q.name = o.name);
  get diagnostics queued = row_count;
  if queued > 0 then
    perform private.audit('orphan_files', null, null, jsonb_build_object('files', queued));
  end if;
  return queued;
end
$fn$;
revoke all on function private.queue_orphan_files(interval) from public;
