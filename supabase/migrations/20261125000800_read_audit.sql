-- Every staff read of visitors' data is in the audit log (issue 22, finding 4): reads of the
-- submission tables and the inbox view, the inbox's counts, and file downloads. The server's API
-- (server/db/audit.ts) writes the entry through private.audit, in the same transaction as the
-- read, as the database's owner after the read has run as the caller: the entry cannot be skipped
-- by a client, and a read whose entry cannot be written is not answered. One entry per request,
-- never one per row: the rows' count, the ids of a small answer, which columns were filtered
-- (never the values: a search is a name or an address).
alter table public.audit_log drop constraint if exists audit_log_action_check;
alter table public.audit_log add constraint audit_log_action_check
  check (action in ('view', 'status_change', 'export', 'erasure', 'content_edit', 'retention', 'orphan_files',
                    'read', 'download'));

-- The audit page lists the newest entries of one kind too (reads will be most of the log).
create index if not exists audit_log_action_at_idx on public.audit_log (action, at desc);
