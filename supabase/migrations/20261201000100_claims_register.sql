-- The claims register. A field a content type declares a claim (a figure, a customer's result, a
-- testimonial's highlight) is published only with evidence held for its exact wording: a written
-- source or a PDF of the media library (which the site then never serves), an owner among the
-- staff who edit the type, and a review-by date. Each recording is a row of its own, never changed
-- by staff, so the register is also the claim's history. On its review date the owner is mailed
-- once and, where the type says so, the item goes off the site; past it, the claim is not published
-- again until reviewed. The seed's figures come registered with placeholder evidence, marked so.

insert into private.content_types (type, role, title_field, fixed, fields, routes) values
  ('partner-stat', 'editor', 'label', true, '[{"name":"value","label":"Figure","kind":"text","required":true,"max":12,"claim":{"dueTakesOff":false}},{"name":"label","label":"Label","kind":"text","required":true,"max":60}]'::jsonb, array['/partnerships']::text[]),
  ('story', 'editor', 'title', false, '[{"name":"title","label":"Title","kind":"text","required":true,"max":120},{"name":"industry","label":"Industry","kind":"text","required":true,"max":60},{"name":"description","label":"Description","kind":"longText","required":true,"max":600,"claim":{"dueTakesOff":true}},{"name":"icon","label":"Icon","kind":"choice","required":true,"max":20,"options":["network","badge-check","landmark","shield-alert","trending-up","globe"]},{"name":"link","label":"Link","kind":"url","required":true,"max":2048}]'::jsonb, array['/', '/home']::text[]),
  ('testimonial', 'editor', 'attribution', true, '[{"name":"highlightFigure","label":"Highlighted figure","kind":"text","required":true,"max":12,"claim":{"dueTakesOff":false}},{"name":"highlightText","label":"What the figure says","kind":"text","required":true,"max":200,"claim":{"dueTakesOff":false}},{"name":"quote","label":"Testimonial","kind":"longText","required":true,"max":600},{"name":"attribution","label":"Who said it","kind":"text","required":true,"max":120},{"name":"partnerName","label":"Their organisation","kind":"text","required":true,"max":120},{"name":"partnerLink","label":"Their website","kind":"url","required":true,"max":2048},{"name":"logo","label":"Their logo","kind":"image","required":false,"max":300}]'::jsonb, array['/', '/home']::text[]),
  ('figure', 'editor', 'label', false, '[{"name":"section","label":"Shown in","kind":"choice","required":true,"max":40,"options":["labs-performance"]},{"name":"value","label":"Figure","kind":"text","required":true,"max":24,"claim":{"dueTakesOff":true}},{"name":"label","label":"Label","kind":"text","required":true,"max":120}]'::jsonb, array['{section}']::text[])
on conflict (type) do update set role = excluded.role, title_field = excluded.title_field, fixed = excluded.fixed, fields = excluded.fields, routes = excluded.routes;

create table public.content_claims (
  id uuid primary key default gen_random_uuid(),
  -- Not a foreign key: a claim outlives its item in the trash, and in the record an auditor reads.
  item_id uuid not null,
  type text not null references private.content_types (type),
  field text not null check (char_length(field) <= 60),
  wording text not null check (char_length(wording) between 1 and 2000),
  evidence_source text check (evidence_source is null or char_length(btrim(evidence_source)) between 1 and 2000),
  evidence_document uuid references public.media (id) on delete restrict,
  -- Registered by the install, not by a person: evidence still to be found.
  placeholder boolean not null default false,
  owner text check (owner is null or char_length(owner) <= 254),
  review_by date not null,
  recorded_at timestamptz not null default now(),
  recorded_by text check (recorded_by is null or char_length(recorded_by) <= 254),
  mailed_at timestamptz,
  taken_off_at timestamptz,
  constraint content_claims_evidence check (evidence_source is not null or evidence_document is not null)
);
create index content_claims_item on public.content_claims (item_id, field, recorded_at desc);
create index content_claims_due on public.content_claims (review_by) where mailed_at is null or taken_off_at is null;
alter table public.content_claims enable row level security;
create policy "Staff read the claims" on public.content_claims for select to authenticated
  using ((select public.is_staff()));
-- Written through record_claim only.
grant select on public.content_claims to authenticated;

-- London's date: a review-by date falls due at the start of its day in London.
create function private.london_today() returns date
  language sql stable set search_path = '' as $$ select (pg_catalog.now() at time zone 'Europe/London')::date $$;

-- The claim that covers an item's field as it reads now: the latest recording of that wording.
create function private.claim_for(p_item uuid, p_field text, p_wording text) returns public.content_claims
  language sql stable security definer set search_path = '' as $$
  select c.* from public.content_claims c
   where c.item_id = p_item and c.field = p_field and c.wording = p_wording
   order by c.recorded_at desc, c.id desc limit 1
$$;
revoke all on function private.claim_for(uuid, text, text) from public;

-- The fields of a type that state claims, with what their review date does.
create function private.claim_fields(p_type text) returns table (name text, label text, due_takes_off boolean)
  language sql stable security definer set search_path = '' as $$
  select f.name, f.label, coalesce((f.claim ->> 'dueTakesOff')::boolean, false)
    from private.content_types t
   cross join lateral jsonb_to_recordset(t.fields) as f(name text, label text, claim jsonb)
   where t.type = p_type and f.claim is not null
$$;
revoke all on function private.claim_fields(text) from public;

-- Whoever writes it (a save, an approval, a schedule, a restore shown again): a claim goes on the
-- site only with evidence for its wording, and not past its review date. A claim already on the
-- site and unchanged is not asked again when another field changes. A claim falls due on its
-- review-by date: from that day it is published again only once reviewed.
create function private.verify_claim_evidence() returns trigger
  language plpgsql security definer set search_path = '' as $$
declare
  rule record;
  wording text;
  found public.content_claims;
begin
  if not new.live then
    return new;
  end if;
  for rule in select * from private.claim_fields(new.type) loop
    wording := btrim(coalesce(new.data ->> rule.name, ''));
    continue when wording = '';
    continue when tg_op = 'UPDATE' and old.live and (old.data -> rule.name) is not distinct from (new.data -> rule.name);
    found := private.claim_for(new.id, rule.name, wording);
    if found.id is null then
      raise exception '%: “%” is a claim, published only with its evidence: record the evidence for this wording first',
        rule.label, wording using errcode = '23514', hint = rule.name;
    end if;
    if found.review_by <= private.london_today() then
      raise exception '%: the evidence for “%” was due for review on %: review it (record it again) before publishing',
        rule.label, wording, to_char(found.review_by, 'FMDD FMMonth YYYY') using errcode = '23514', hint = rule.name;
    end if;
  end loop;
  return new;
end
$$;
-- Named to run after the other checks: a refusal for sign-off or a lock is said first.
create trigger verify_claim_evidence before insert or update on public.content_items
  for each row execute function private.verify_claim_evidence();

-- Who may own a claim of a type: active staff holding its role, or admin.
create function public.claim_owners(p_type text) returns text[]
  language plpgsql stable security definer set search_path = '' as $$
begin
  if not public.may_edit_content(p_type) then
    raise exception 'Only the staff who edit this content see its claims'' owners' using errcode = '42501';
  end if;
  return private.reviewers_of(p_type, null);
end
$$;
revoke all on function public.claim_owners(text) from public;
grant execute on function public.claim_owners(text) to anon, authenticated;

-- Records the evidence for a claim's wording (the item's field as it will be published): a new row
-- each time, the earlier ones kept.
create function public.record_claim(p_item uuid, p_field text, p_wording text, p_source text,
                                    p_document uuid, p_owner text, p_review_by date)
returns public.content_claims
  language plpgsql security definer set search_path = '' as $$
declare
  item_type text;
  rule record;
  wording text := btrim(coalesce(p_wording, ''));
  source text := nullif(btrim(coalesce(p_source, '')), '');
  claim public.content_claims;
begin
  select c.type into item_type from public.content_items c where c.id = p_item;
  if item_type is null then
    raise exception 'There is no such item' using errcode = '22023';
  end if;
  if not public.may_edit_content(item_type) then
    raise exception 'Only the staff who edit this content record its claims'' evidence' using errcode = '42501';
  end if;
  select * into rule from private.claim_fields(item_type) f where f.name = p_field;
  if rule.name is null then
    raise exception 'This field states no claim' using errcode = '22023', hint = 'field';
  end if;
  if wording = '' or char_length(wording) > 2000 then
    raise exception '%: the claim''s wording, as published (at most 2,000 characters)', rule.label using errcode = '22023', hint = 'wording';
  end if;
  if source is null and p_document is null then
    raise exception 'Evidence: name a source or choose a PDF from the media library' using errcode = '22023', hint = 'evidence';
  end if;
  if char_length(source) > 2000 then
    raise exception 'Source: at most 2,000 characters' using errcode = '22023', hint = 'evidence';
  end if;
  if p_document is not null and not exists (select 1 from public.media m where m.id = p_document and m.kind = 'document') then
    raise exception 'Evidence: choose a PDF of the media library' using errcode = '22023', hint = 'evidence';
  end if;
  if p_owner is null or not (lower(p_owner) = any (select lower(o) from unnest(private.reviewers_of(item_type, null)) o)) then
    raise exception 'Owner: a colleague who edits this content' using errcode = '22023', hint = 'owner';
  end if;
  if p_review_by is null or p_review_by <= private.london_today() or p_review_by > private.london_today() + interval '5 years' then
    raise exception 'Review by: a date after today, at most five years ahead' using errcode = '22023', hint = 'review_by';
  end if;
  insert into public.content_claims (item_id, type, field, wording, evidence_source, evidence_document, owner,
                                     review_by, recorded_by)
  values (p_item, item_type, p_field, wording, source, p_document, lower(p_owner), p_review_by,
          left(auth.jwt() ->> 'email', 254))
  returning * into claim;
  perform private.audit('content_edit', 'content_claims', claim.id::text, jsonb_build_object(
    'operation', 'claim evidence recorded', 'type', item_type, 'field', p_field, 'title', left(wording, 200),
    'owner', claim.owner, 'review_by', claim.review_by));
  return claim;
end
$$;
revoke all on function public.record_claim(uuid, text, text, text, uuid, text, date) from public;
grant execute on function public.record_claim(uuid, text, text, text, uuid, text, date) to anon, authenticated;

-- Every claim on the site and in the items staff keep hidden, with the evidence for the wording it
-- has now (or none): the register staff work from.
create function public.claims_register()
returns table (item_id uuid, type text, title text, live boolean, field text, label text, wording text,
               claim_id uuid, evidence_source text, evidence_document uuid, document_name text,
               placeholder boolean, owner text, review_by date, recorded_at timestamptz, recorded_by text,
               taken_off_at timestamptz, state text)
  language plpgsql stable security definer set search_path = '' as $$
begin
  if not coalesce((select public.is_staff()), false) then
    raise exception 'Staff only' using errcode = '42501';
  end if;
  return query
    select i.id, i.type, i.data ->> t.title_field, i.live, f.name, f.label, w.wording,
           c.id, c.evidence_source, c.evidence_document, m.name, c.placeholder, c.owner, c.review_by,
           c.recorded_at, c.recorded_by, c.taken_off_at,
           case when c.id is null then 'no evidence'
                when c.review_by <= private.london_today() then 'past review'
                when c.placeholder then 'placeholder'
                when c.review_by < private.london_today() + 30 then 'review soon'
                else 'held' end
      from public.content_items i
      join private.content_types t on t.type = i.type
     cross join lateral private.claim_fields(i.type) f
     cross join lateral (select btrim(coalesce(i.data ->> f.name, '')) as wording) w
      left join lateral (select * from private.claim_for(i.id, f.name, w.wording)) c on c.id is not null
      left join public.media m on m.id = c.evidence_document
     where w.wording <> ''
     order by c.review_by nulls first, i.type, i.sort_order, f.name;
end
$$;
revoke all on function public.claims_register() from public;
grant execute on function public.claims_register() to anon, authenticated;

-- Run by the server every few seconds: a claim on the site whose review date has come is mailed to
-- its owner once and, where its type says so, taken off the site (audited).
create function private.review_due_claims() returns integer
  language plpgsql security definer set search_path = '' as $$
declare
  due record;
  n integer := 0;
begin
  for due in
    select c.id, c.item_id, c.field, c.wording, c.mailed_at, c.taken_off_at, f.due_takes_off, i.type,
           i.data ->> t.title_field as title
      from public.content_claims c
      join public.content_items i on i.id = c.item_id and i.live
      join private.content_types t on t.type = i.type
      join lateral private.claim_fields(i.type) f on f.name = c.field
     where c.review_by <= private.london_today()
       and (c.mailed_at is null or (f.due_takes_off and c.taken_off_at is null))
       and btrim(coalesce(i.data ->> c.field, '')) = c.wording
       and c.id = (private.claim_for(c.item_id, c.field, c.wording)).id
     for update of c skip locked
  loop
    if due.due_takes_off and due.taken_off_at is null then
      update public.content_items i set live = false where i.id = due.item_id;
      update public.content_claims c set taken_off_at = now() where c.id = due.id;
      perform private.audit('content_edit', 'content_items', due.item_id::text, jsonb_build_object(
        'operation', 'taken off: its claim was due for review', 'type', due.type, 'title', left(due.title, 200),
        'field', due.field));
    end if;
    if due.mailed_at is null then
      insert into public.notification_outbox (kind, submission_table, submission_id)
      values ('claim-due', 'content_claims', due.id)
      on conflict (submission_table, submission_id, kind) do nothing;
      update public.content_claims c set mailed_at = now() where c.id = due.id;
    end if;
    n := n + 1;
  end loop;
  return n;
end
$$;
revoke all on function private.review_due_claims() from public;

alter table public.notification_outbox drop constraint if exists notification_outbox_kind_check;
alter table public.notification_outbox add constraint notification_outbox_kind_check check (kind in (
  'demo-request', 'partner-inquiry', 'media-request', 'general-question',
  'job-application', 'research-partnership', 'incubation-application', 'newsletter-subscription',
  'backup-failed', 'staff-invite', 'newsletter-confirm', 'application-received', 'schedule-outcome',
  'review-waiting', 'review-decided', 'claim-due'
));
alter table public.notification_outbox drop constraint if exists notification_outbox_submission_table_check;
alter table public.notification_outbox add constraint notification_outbox_submission_table_check check (
  submission_table in ('contact_submissions', 'job_applications', 'research_partnerships', 'incubation_programme',
    'newsletter_subscribers', 'backup_runs', 'users', 'content_schedules', 'content_reviews', 'content_claims'));
alter table public.notification_outbox add constraint notification_outbox_claim_kind_check check (
  (kind = 'claim-due') = (submission_table = 'content_claims'));

-- A document that is a claim's evidence is never served to visitors, whatever links to it.
create or replace function public.media_document_published(p_media uuid) returns boolean
  language sql stable security definer set search_path = '' as $$
  select (exists (select 1 from public.resources r where r.download_url = private.document_address(p_media))
       or exists (select 1 from public.documentation d where d.download_url = private.document_address(p_media)))
     and not exists (select 1 from public.content_claims c where c.evidence_document = p_media)
$$;

-- The seed's claims, registered so the register is not empty: placeholder evidence, no owner yet,
-- due for review in 90 days (then mailed to the default address; the figures that go off on their
-- date go off unless someone records the real evidence).
insert into public.content_claims (item_id, type, field, wording, evidence_source, placeholder, review_by)
select i.id, i.type, f.name, btrim(i.data ->> f.name),
       'Placeholder registered with the site: the evidence behind this claim is still to be recorded.',
       true, private.london_today() + 90
  from public.content_items i
 cross join lateral private.claim_fields(i.type) f
 where btrim(coalesce(i.data ->> f.name, '')) <> '';
