-- Issue 38 (decision 044): sign-off and the checks before publish.
--
-- Sign-off: an admin marks a content type as needing a second person's approval. Its changes are
-- then submitted for review (a row of public.content_reviews holding the fields as they would be
-- published); a colleague who may edit the type, never the author, approves it (published in the
-- same transaction) or sends it back with a comment. The database refuses any other publish of
-- such a type, whatever the back office shows.
--
-- Checks before publish: what search engines and readers need beyond a valid item (a page title
-- and description of a length search results show, rich text whose headings do not skip a level)
-- is listed by public.content_checks(); a publish with a problem is refused unless an admin
-- publishes it anyway through public.publish_with_override(), giving a reason the audit log keeps.

-- Changes a definer function has let through in this transaction (an approval, an override): the
-- triggers below let an item's change pass only when its row is here, so no caller can claim it.
create table if not exists private.allowed_changes (
  xact bigint not null,
  item_id uuid not null,
  why text not null check (why in ('approved', 'override')),
  primary key (xact, item_id, why)
);

create table if not exists public.content_sign_off (
  type text primary key references private.content_types (type) on delete cascade,
  set_by text,
  set_at timestamptz not null default now()
);
alter table public.content_sign_off enable row level security;
grant select, delete on public.content_sign_off to authenticated;
grant insert (type) on public.content_sign_off to authenticated;

drop policy if exists "Staff see which types need sign-off" on public.content_sign_off;
create policy "Staff see which types need sign-off" on public.content_sign_off
  for select to authenticated using ((select public.is_staff()));
drop policy if exists "Admins require sign-off" on public.content_sign_off;
create policy "Admins require sign-off" on public.content_sign_off
  for insert to authenticated with check ((select public.is_staff()) and (select public.has_role('admin')));
drop policy if exists "Admins lift sign-off" on public.content_sign_off;
create policy "Admins lift sign-off" on public.content_sign_off
  for delete to authenticated using ((select public.is_staff()) and (select public.has_role('admin')));

create or replace function private.record_sign_off_rule() returns trigger
  language plpgsql security definer set search_path = ''
as $$
begin
  if tg_op = 'INSERT' then
    new.set_by := left(auth.jwt() ->> 'email', 254);
    new.set_at := now();
  end if;
  if private.is_api_call() then
    perform private.audit('content_edit', 'content_sign_off', (coalesce(new, old)).type, jsonb_build_object(
      'operation', case when tg_op = 'INSERT' then 'sign-off required' else 'sign-off lifted' end,
      'type', (coalesce(new, old)).type, 'title', (coalesce(new, old)).type));
  end if;
  return coalesce(new, old);
end
$$;
drop trigger if exists record_sign_off_rule on public.content_sign_off;
create trigger record_sign_off_rule before insert or delete on public.content_sign_off
  for each row execute function private.record_sign_off_rule();

create or replace function public.needs_sign_off(content_type text) returns boolean
  language sql stable security definer set search_path = ''
as $$
  select exists (select 1 from public.content_sign_off s where s.type = content_type)
$$;
revoke all on function public.needs_sign_off(text) from public;
grant execute on function public.needs_sign_off(text) to authenticated;

-- What a publish would be refused for, beyond the item's own checks: each problem with the field
-- it is in and how to mend it. Empty when the item may be published.
create or replace function public.content_checks(content_type text, data jsonb)
  returns table (field text, problem text)
  language plpgsql stable security definer set search_path = ''
as $$
declare
  rule record;
  heading record;
  previous int;
  n int;
begin
  for rule in
    select f.name, f.label, f.kind
      from private.content_types t
     cross join lateral jsonb_to_recordset(t.fields) as f(name text, label text, kind text)
     where t.type = content_type
  loop
    if content_type = 'page-meta' and rule.name = 'title' then
      n := char_length(coalesce(data ->> 'title', ''));
      if n > 60 then
        field := rule.name;
        problem := format('Title: %s characters, and search results show about 60: shorten it.', n);
        return next;
      end if;
    elsif content_type = 'page-meta' and rule.name = 'description' then
      n := char_length(coalesce(data ->> 'description', ''));
      if n > 160 then
        field := rule.name;
        problem := format('Description: %s characters, and search results show about 160: shorten it.', n);
        return next;
      elsif n between 1 and 49 then
        field := rule.name;
        problem := format('Description: %s characters, too short to say what the page offers: write at least 50.', n);
        return next;
      end if;
    elsif rule.kind = 'richText' then
      -- The page's own title is its level-1 heading: the text starts at level 2 and goes down one
      -- level at a time (a reader of a screen reader moves by them).
      previous := 1;
      for heading in
        select (h ->> 'level')::int as level
          from jsonb_path_query(coalesce(data -> rule.name, '{}'), 'strict $.** ? (@.type == "heading").attrs') h
      loop
        if heading.level > previous + 1 then
          field := rule.name;
          problem := format('%s: a level-%s heading follows a level-%s one: use level %s, or add the level between.',
            rule.label, heading.level, previous, previous + 1);
          return next;
          exit;
        end if;
        previous := heading.level;
      end loop;
    end if;
  end loop;
end
$$;
revoke all on function public.content_checks(text, jsonb) from public;
grant execute on function public.content_checks(text, jsonb) to authenticated;

-- Refuses `data` when content_checks() finds a problem in a field it changes from `published` (every
-- field of a new item): a problem already live does not hold back a change elsewhere in the item.
-- `refused` says what did not happen ("Not published"); the hint names the first field.
create or replace function private.refuse_check_problems(content_type text, data jsonb, published jsonb, refused text)
  returns void
  language plpgsql stable set search_path = ''
as $$
declare
  problems text;
  first_field text;
begin
  select string_agg(c.problem, ' '), min(c.field) into problems, first_field
    from public.content_checks(content_type, data) c
   where published is null or (data -> c.field) is distinct from (published -> c.field);
  if problems is not null then
    raise exception '%: %', refused, problems using errcode = '23514', hint = first_field;
  end if;
end
$$;
revoke all on function private.refuse_check_problems(text, jsonb, jsonb, text) from public;

-- A change through the API with such a problem is refused, unless an admin's override let it
-- through in this transaction.
create or replace function private.hold_for_checks() returns trigger
  language plpgsql security definer set search_path = ''
as $$
begin
  if not private.is_api_call() or (tg_op = 'UPDATE' and new.data is not distinct from old.data) then
    return new;
  end if;
  if exists (select 1 from private.allowed_changes a
              where a.xact = txid_current() and a.item_id = new.id and a.why = 'override') then
    return new;
  end if;
  perform private.refuse_check_problems(new.type, new.data, case when tg_op = 'UPDATE' then old.data end, 'Not published');
  return new;
end
$$;
drop trigger if exists hold_for_checks on public.content_items;
create trigger hold_for_checks before insert or update on public.content_items
  for each row execute function private.hold_for_checks();

-- A type that needs sign-off changes (its fields, address or whether it shows) only through an
-- approval; a new item of it is kept hidden until one.
create or replace function private.require_sign_off() returns trigger
  language plpgsql security definer set search_path = ''
as $$
begin
  if not private.is_api_call() or not public.needs_sign_off(new.type) then
    return new;
  end if;
  if exists (select 1 from private.allowed_changes a
              where a.xact = txid_current() and a.item_id = new.id and a.why = 'approved') then
    return new;
  end if;
  if tg_op = 'INSERT' then
    new.live := false;
    return new;
  end if;
  if row(new.data, new.slug, new.live) is distinct from row(old.data, old.slug, old.live) then
    raise exception 'This change needs sign-off: submit it for review, and a colleague approves it'
      using errcode = '42501';
  end if;
  return new;
end
$$;
drop trigger if exists require_sign_off on public.content_items;
create trigger require_sign_off before insert or update on public.content_items
  for each row execute function private.require_sign_off();

create table if not exists public.content_reviews (
  id uuid primary key default gen_random_uuid(),
  item_id uuid not null references public.content_items (id) on delete cascade,
  type text not null default '',
  title text not null default '',
  data jsonb not null check (jsonb_typeof(data) = 'object' and pg_column_size(data) <= 262144),
  -- The published version the change began from: approving it after another publish is refused.
  base_version integer not null,
  state text not null default 'waiting' check (state in ('waiting', 'approved', 'sent back', 'withdrawn')),
  submitted_by text,
  submitted_at timestamptz not null default now(),
  reviewed_by text,
  reviewed_at timestamptz,
  comment text check (comment is null or char_length(comment) <= 2000)
);
create unique index if not exists content_reviews_one_waiting on public.content_reviews (item_id) where state = 'waiting';
create index if not exists content_reviews_item on public.content_reviews (item_id, submitted_at desc);
alter table public.content_reviews enable row level security;
grant select on public.content_reviews to authenticated;
grant insert (item_id, data, base_version), update (state) on public.content_reviews to authenticated;

drop policy if exists "Its editors review" on public.content_reviews;
create policy "Its editors review" on public.content_reviews
  for all to authenticated
  using ((select public.may_edit_content(content_reviews.type)))
  with check ((select public.may_edit_content(
    (select c.type from public.content_items c where c.id = content_reviews.item_id))));

-- A submission: checked as a publish would be, stamped with who and when, in place of the item's
-- earlier waiting one. Afterwards its author may only withdraw it; approving and sending back are
-- the functions below.
create or replace function private.check_content_review() returns trigger
  language plpgsql security definer set search_path = ''
as $$
declare
  item public.content_items;
begin
  if tg_op = 'UPDATE' then
    if not private.is_api_call() or current_setting('kosmos.reviewing', true) = 'yes' then
      return new;
    end if;
    if new.state <> 'withdrawn' or old.state <> 'waiting'
       or old.submitted_by is distinct from left(auth.jwt() ->> 'email', 254) then
      raise exception 'Only its author can withdraw a change waiting for review' using errcode = '42501';
    end if;
    return new;
  end if;
  select * into item from public.content_items c where c.id = new.item_id;
  if item.id is null then
    raise exception 'There is no such item to review' using errcode = '23514';
  end if;
  if not public.needs_sign_off(item.type) then
    raise exception 'This content is published without sign-off: publish it' using errcode = '23514';
  end if;
  new.type := item.type;
  new.title := coalesce(new.data ->> (select t.title_field from private.content_types t where t.type = item.type), '');
  new.data := private.checked_content_data(item.type, new.data);
  perform private.refuse_check_problems(item.type, new.data, item.data, 'Not submitted');
  new.state := 'waiting';
  new.submitted_at := now();
  new.submitted_by := left(auth.jwt() ->> 'email', 254);
  new.reviewed_by := null;
  new.reviewed_at := null;
  new.comment := null;
  perform set_config('kosmos.reviewing', 'yes', true);
  update public.content_reviews r set state = 'withdrawn'
   where r.item_id = new.item_id and r.state = 'waiting';
  perform set_config('kosmos.reviewing', '', true);
  perform private.audit('content_edit', 'content_reviews', new.item_id::text, jsonb_build_object(
    'operation', 'submitted for review', 'type', item.type, 'title', left(new.title, 200)));
  return new;
end
$$;
drop trigger if exists check_content_review on public.content_reviews;
create trigger check_content_review before insert or update on public.content_reviews
  for each row execute function private.check_content_review();

-- The waiting review, locked, if the caller may review it: a colleague who may edit its type.
create or replace function private.review_to_decide(p_review uuid) returns public.content_reviews
  language plpgsql security definer set search_path = ''
as $$
declare
  r public.content_reviews;
begin
  select * into r from public.content_reviews c where c.id = p_review for update;
  if r.id is null or not public.may_edit_content(r.type) then
    raise exception 'There is no such change to review' using errcode = '42501';
  end if;
  if r.state <> 'waiting' then
    raise exception 'This change was already %', case r.state when 'withdrawn' then 'withdrawn by its author' else r.state end
      using errcode = '23514';
  end if;
  if r.submitted_by is not distinct from left(auth.jwt() ->> 'email', 254) then
    raise exception 'You submitted this change: a colleague must review it' using errcode = '42501';
  end if;
  perform set_config('kosmos.reviewing', 'yes', true);
  return r;
end
$$;

create or replace function public.approve_content_review(p_review uuid) returns public.content_items
  language plpgsql security definer set search_path = ''
as $$
declare
  r public.content_reviews := private.review_to_decide(p_review);
  item public.content_items;
begin
  select * into item from public.content_items c where c.id = r.item_id for update;
  if item.version <> r.base_version then
    raise exception 'The item was published again after this change was submitted: send it back, so its author starts from the new version'
      using errcode = '23514';
  end if;
  update public.content_reviews c set state = 'approved', reviewed_by = left(auth.jwt() ->> 'email', 254),
         reviewed_at = now() where c.id = r.id;
  perform set_config('kosmos.reviewing', '', true);
  insert into private.allowed_changes (xact, item_id, why) values (txid_current(), r.item_id, 'approved');
  update public.content_items c set data = r.data, live = true where c.id = r.item_id returning * into item;
  delete from private.allowed_changes a where a.xact = txid_current();
  -- The author's draft became the item.
  delete from public.content_drafts d where d.item_id = r.item_id and d.saved_by is not distinct from r.submitted_by
     and d.data = r.data;
  perform private.audit('content_edit', 'content_reviews', r.item_id::text, jsonb_build_object(
    'operation', 'approved', 'type', r.type, 'title', left(r.title, 200), 'submitted_by', r.submitted_by));
  return item;
end
$$;
revoke all on function public.approve_content_review(uuid) from public;
grant execute on function public.approve_content_review(uuid) to authenticated;

create or replace function public.send_back_content_review(p_review uuid, p_comment text) returns public.content_reviews
  language plpgsql security definer set search_path = ''
as $$
declare
  r public.content_reviews := private.review_to_decide(p_review);
begin
  if char_length(btrim(coalesce(p_comment, ''))) = 0 then
    raise exception 'Comment: say what the author should change' using errcode = '23514', hint = 'comment';
  end if;
  if char_length(p_comment) > 2000 then
    raise exception 'Comment: at most 2,000 characters' using errcode = '23514', hint = 'comment';
  end if;
  update public.content_reviews c set state = 'sent back', reviewed_by = left(auth.jwt() ->> 'email', 254),
         reviewed_at = now(), comment = btrim(p_comment)
   where c.id = r.id returning * into r;
  perform set_config('kosmos.reviewing', '', true);
  perform private.audit('content_edit', 'content_reviews', r.item_id::text, jsonb_build_object(
    'operation', 'sent back', 'type', r.type, 'title', left(r.title, 200), 'submitted_by', r.submitted_by,
    'comment', left(r.comment, 500)));
  return r;
end
$$;
revoke all on function public.send_back_content_review(uuid, text) from public;
grant execute on function public.send_back_content_review(uuid, text) to authenticated;

-- An admin publishes a change the checks hold back, saying why (kept in the audit log with the
-- problems it was published with). The item's own checks (required fields, links, alternative
-- text) still apply: those pages would be broken, not merely imperfect.
create or replace function public.publish_with_override(p_item uuid, p_data jsonb, p_version integer, p_reason text)
  returns public.content_items
  language plpgsql security definer set search_path = ''
as $$
declare
  item public.content_items;
  problems text;
begin
  if not coalesce((select public.is_staff()) and public.has_role('admin'), false) then
    raise exception 'Only an admin can publish past the checks' using errcode = '42501';
  end if;
  if char_length(btrim(coalesce(p_reason, ''))) < 10 then
    raise exception 'Reason: say in a sentence why this is published as it is' using errcode = '23514', hint = 'reason';
  end if;
  select * into item from public.content_items c where c.id = p_item for update;
  if item.id is null then
    raise exception 'There is no such item' using errcode = '23514';
  end if;
  if item.version <> p_version then
    raise exception 'Someone else saved this item after you opened it, so nothing was saved. Reload to see their version, then make your change again.'
      using errcode = '23514';
  end if;
  select string_agg(c.problem, ' ') into problems from public.content_checks(item.type, p_data) c;
  insert into private.allowed_changes (xact, item_id, why) values (txid_current(), p_item, 'override');
  update public.content_items c set data = p_data where c.id = p_item returning * into item;
  delete from private.allowed_changes a where a.xact = txid_current();
  perform private.audit('content_edit', 'content_items', p_item::text, jsonb_build_object(
    'operation', 'published past the checks', 'type', item.type,
    'title', left(item.data ->> (select t.title_field from private.content_types t where t.type = item.type), 200),
    'reason', left(btrim(p_reason), 500), 'problems', left(coalesce(problems, ''), 1000)));
  return item;
end
$$;
revoke all on function public.publish_with_override(uuid, jsonb, integer, text) from public;
grant execute on function public.publish_with_override(uuid, jsonb, integer, text) to authenticated;

-- Schedules: a type that needs sign-off is published by its approval, not at an hour; a change
-- with a problem of the checks is refused when it is scheduled, not at its hour.
create or replace function private.check_content_schedule() returns trigger
  language plpgsql security definer set search_path = ''
as $$
declare
  item public.content_items;
  fixed_type boolean;
begin
  if tg_op = 'UPDATE' then
    -- The server's own updates (running it, failing it, cancelling it for a deleted item).
    if not private.is_api_call() then
      return new;
    end if;
    -- An item being deleted: the database cancels its schedules (with why), then lets go of the
    -- item. Staff can change neither the reason nor the item (their grant is the state alone).
    if new.problem is distinct from old.problem or (new.item_id is null and old.item_id is not null) then
      return new;
    end if;
    if new.state <> 'cancelled' or old.state <> 'waiting' or row(new.item_id, new.action, new.data, new.due_at)
       is distinct from row(old.item_id, old.action, old.data, old.due_at) then
      raise exception 'A waiting schedule can only be cancelled' using errcode = '23514';
    end if;
    new.problem := 'Cancelled by ' || coalesce(left(auth.jwt() ->> 'email', 254), 'the server');
    return new;
  end if;
  select * into item from public.content_items c where c.id = new.item_id;
  if item.id is null then
    raise exception 'There is no such item to schedule' using errcode = '23514';
  end if;
  if public.needs_sign_off(item.type) then
    raise exception 'This content needs sign-off: submit the change for review; it is published when a colleague approves it'
      using errcode = '23514';
  end if;
  select t.fixed into fixed_type from private.content_types t where t.type = item.type;
  if new.action = 'unpublish' and fixed_type then
    raise exception 'This page stays on the site: it cannot be unpublished' using errcode = '23514';
  end if;
  if new.due_at <= now() then
    raise exception 'Schedule: choose a time in the future' using errcode = '23514', hint = 'due_at';
  end if;
  new.type := item.type;
  new.title := coalesce(item.data ->> (select t.title_field from private.content_types t where t.type = item.type), '');
  new.state := 'waiting';
  new.created_at := now();
  new.created_by := left(auth.jwt() ->> 'email', 254);
  if new.action = 'publish' then
    if exists (select 1 from private.content_types t, jsonb_array_elements(t.fields) f
                where t.type = item.type and f ->> 'name' = 'effectiveDate') then
      new.data := new.data || jsonb_build_object('effectiveDate', to_char(new.due_at at time zone 'Europe/London', 'YYYY-MM-DD'));
    end if;
    new.data := private.checked_content_data(item.type, new.data);
    perform private.refuse_check_problems(item.type, new.data, item.data, 'Not scheduled');
  end if;
  return new;
end
$$;
