-- The claims register: the evidence held for each claim the content makes, its owner and review date, and what falls due.
-- Generated from supabase/migrations by `npm run gen:schema`: read it here, change it with a new migration.

--
-- Name: claim_fields(text); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.claim_fields(p_type text) RETURNS TABLE(name text, label text, due_takes_off boolean)
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select f.name, f.label, coalesce((f.claim ->> 'dueTakesOff')::boolean, false)
    from private.content_types t
   cross join lateral jsonb_to_recordset(t.fields) as f(name text, label text, claim jsonb)
   where t.type = p_type and f.claim is not null
$$;

--
-- Name: content_claims; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.content_claims (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    item_id uuid NOT NULL,
    type text NOT NULL,
    field text NOT NULL,
    wording text NOT NULL,
    evidence_source text,
    evidence_document uuid,
    placeholder boolean DEFAULT false NOT NULL,
    owner text,
    review_by date NOT NULL,
    recorded_at timestamp with time zone DEFAULT now() NOT NULL,
    recorded_by text,
    mailed_at timestamp with time zone,
    taken_off_at timestamp with time zone,
    CONSTRAINT content_claims_evidence CHECK (((evidence_source IS NOT NULL) OR (evidence_document IS NOT NULL))),
    CONSTRAINT content_claims_evidence_source_check CHECK (((evidence_source IS NULL) OR ((char_length(btrim(evidence_source)) >= 1) AND (char_length(btrim(evidence_source)) <= 2000)))),
    CONSTRAINT content_claims_field_check CHECK ((char_length(field) <= 60)),
    CONSTRAINT content_claims_owner_check CHECK (((owner IS NULL) OR (char_length(owner) <= 254))),
    CONSTRAINT content_claims_recorded_by_check CHECK (((recorded_by IS NULL) OR (char_length(recorded_by) <= 254))),
    CONSTRAINT content_claims_wording_check CHECK (((char_length(wording) >= 1) AND (char_length(wording) <= 2000)))
);

--
-- Name: claim_for(uuid, text, text); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.claim_for(p_item uuid, p_field text, p_wording text) RETURNS public.content_claims
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select c.* from public.content_claims c
   where c.item_id = p_item and c.field = p_field and c.wording = p_wording
   order by c.recorded_at desc, c.id desc limit 1
$$;

--
-- Name: london_today(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.london_today() RETURNS date
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$ select (pg_catalog.now() at time zone 'Europe/London')::date $$;

--
-- Name: review_due_claims(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.review_due_claims() RETURNS integer
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
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

--
-- Name: verify_claim_evidence(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.verify_claim_evidence() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
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

--
-- Name: claim_owners(text); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.claim_owners(p_type text) RETURNS text[]
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  if not public.may_edit_content(p_type) then
    raise exception 'Only the staff who edit this content see its claims'' owners' using errcode = '42501';
  end if;
  return private.reviewers_of(p_type, null);
end
$$;

--
-- Name: claims_register(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.claims_register() RETURNS TABLE(item_id uuid, type text, title text, live boolean, field text, label text, wording text, claim_id uuid, evidence_source text, evidence_document uuid, document_name text, placeholder boolean, owner text, review_by date, recorded_at timestamp with time zone, recorded_by text, taken_off_at timestamp with time zone, state text)
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
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

--
-- Name: record_claim(uuid, text, text, text, uuid, text, date); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.record_claim(p_item uuid, p_field text, p_wording text, p_source text, p_document uuid, p_owner text, p_review_by date) RETURNS public.content_claims
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
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

--
-- Name: content_claims content_claims_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.content_claims
    ADD CONSTRAINT content_claims_pkey PRIMARY KEY (id);

--
-- Name: content_claims_due; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX content_claims_due ON public.content_claims USING btree (review_by) WHERE ((mailed_at IS NULL) OR (taken_off_at IS NULL));

--
-- Name: content_claims_item; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX content_claims_item ON public.content_claims USING btree (item_id, field, recorded_at DESC);

--
-- Name: content_claims content_claims_evidence_document_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.content_claims
    ADD CONSTRAINT content_claims_evidence_document_fkey FOREIGN KEY (evidence_document) REFERENCES public.media(id) ON DELETE RESTRICT;

--
-- Name: content_claims content_claims_type_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.content_claims
    ADD CONSTRAINT content_claims_type_fkey FOREIGN KEY (type) REFERENCES private.content_types(type);

--
-- Name: content_claims Staff read the claims; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "Staff read the claims" ON public.content_claims FOR SELECT TO authenticated USING (( SELECT public.is_staff() AS is_staff));

--
-- Name: content_claims; Type: ROW SECURITY; Schema: public; Owner: -
--

ALTER TABLE public.content_claims ENABLE ROW LEVEL SECURITY;

--
-- Name: FUNCTION claim_fields(p_type text); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.claim_fields(p_type text) FROM PUBLIC;

--
-- Name: TABLE content_claims; Type: ACL; Schema: public; Owner: -
--

GRANT SELECT ON TABLE public.content_claims TO authenticated;

--
-- Name: FUNCTION claim_for(p_item uuid, p_field text, p_wording text); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.claim_for(p_item uuid, p_field text, p_wording text) FROM PUBLIC;

--
-- Name: FUNCTION review_due_claims(); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.review_due_claims() FROM PUBLIC;

--
-- Name: FUNCTION claim_owners(p_type text); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.claim_owners(p_type text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.claim_owners(p_type text) TO anon;
GRANT ALL ON FUNCTION public.claim_owners(p_type text) TO authenticated;

--
-- Name: FUNCTION claims_register(); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.claims_register() FROM PUBLIC;
GRANT ALL ON FUNCTION public.claims_register() TO anon;
GRANT ALL ON FUNCTION public.claims_register() TO authenticated;

--
-- Name: FUNCTION record_claim(p_item uuid, p_field text, p_wording text, p_source text, p_document uuid, p_owner text, p_review_by date); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.record_claim(p_item uuid, p_field text, p_wording text, p_source text, p_document uuid, p_owner text, p_review_by date) FROM PUBLIC;
GRANT ALL ON FUNCTION public.record_claim(p_item uuid, p_field text, p_wording text, p_source text, p_document uuid, p_owner text, p_review_by date) TO anon;
GRANT ALL ON FUNCTION public.record_claim(p_item uuid, p_field text, p_wording text, p_source text, p_document uuid, p_owner text, p_review_by date) TO authenticated;
