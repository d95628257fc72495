-- Releases: changes to several items gathered, signed off as one, and published together at once or at a time chosen.
-- Generated from supabase/migrations by `npm run gen:schema`: read it here, change it with a new migration.

--
-- Name: content_releases; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.content_releases (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    name text NOT NULL,
    state text DEFAULT 'open'::text NOT NULL,
    created_by text DEFAULT "left"((auth.jwt() ->> 'email'::text), 254),
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    submitted_by text,
    submitted_at timestamp with time zone,
    approved_by text,
    approved_at timestamp with time zone,
    publish_at timestamp with time zone,
    published_at timestamp with time zone,
    problem text,
    CONSTRAINT content_releases_name_check CHECK (((char_length(btrim(name)) >= 1) AND (char_length(btrim(name)) <= 120))),
    CONSTRAINT content_releases_problem_check CHECK (((problem IS NULL) OR (char_length(problem) <= 2000))),
    CONSTRAINT content_releases_state_check CHECK ((state = ANY (ARRAY['open'::text, 'submitted'::text, 'approved'::text, 'scheduled'::text, 'published'::text, 'failed'::text, 'cancelled'::text])))
);

--
-- Name: apply_release(public.content_releases); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.apply_release(r public.content_releases) RETURNS void
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  change public.content_release_items;
  item public.content_items;
begin
  for change in select * from public.content_release_items i where i.release_id = r.id order by i.added_at, i.item_id loop
    select * into item from public.content_items c where c.id = change.item_id for update;
    if item.id is null then
      raise exception '“%” was deleted after it was added to the release: take it out, or restore it from the trash',
        change.title;
    end if;
    if item.version <> change.base_version then
      raise exception '“%” was published again after it was added to the release: add it again from its new version',
        change.title;
    end if;
    insert into private.allowed_changes (xact, item_id, why) values (txid_current(), change.item_id, 'approved');
    update public.content_items c set data = change.data, live = change.live where c.id = change.item_id;
  end loop;
  delete from private.allowed_changes a where a.xact = txid_current();
end
$$;

--
-- Name: queue_release_mail(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.queue_release_mail() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  if new.state = 'submitted' and old.state is distinct from 'submitted' then
    insert into public.notification_outbox (kind, submission_table, submission_id)
    values ('release-waiting', 'content_releases', new.id)
    on conflict (submission_table, submission_id, kind) do update
      set status = 'pending', attempts = 0, next_attempt_at = now(), claimed_until = null, last_error = null,
          sent_at = null;
  end if;
  return null;
end
$$;

--
-- Name: release_in(uuid, text[]); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.release_in(p_release uuid, states text[]) RETURNS public.content_releases
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  r public.content_releases;
begin
  perform private.require_release_staff();
  select * into r from public.content_releases c where c.id = p_release for update;
  if r.id is null then
    raise exception 'There is no such release' using errcode = '22023';
  end if;
  if not (r.state = any (states)) then
    raise exception 'This release is %: %', r.state,
      case when 'open' = any (states) then 'changes are added to an open release only'
           else 'it cannot be ' || case when 'submitted' = any (states) then 'signed off' else 'published' end || ' now' end
      using errcode = '23514';
  end if;
  return r;
end
$$;

--
-- Name: release_reviewers(uuid); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.release_reviewers(p_release uuid) RETURNS text[]
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select coalesce(array_agg(e.email order by e.email), '{}')
    from unnest(private.reviewers_of(
           (select min(i.type) from public.content_release_items i where i.release_id = p_release),
           (select r.submitted_by from public.content_releases r where r.id = p_release))) as e(email)
   where not exists (
     select 1 from public.content_release_items i
      where i.release_id = p_release
        and not (e.email = any (private.reviewers_of(i.type, null))))
$$;

--
-- Name: require_release_staff(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.require_release_staff() RETURNS void
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  if not coalesce((select public.is_staff()), false)
     or not exists (select 1 from private.content_types t where public.may_edit_content(t.type)) then
    raise exception 'Only the staff who edit the site''s content work on releases' using errcode = '42501';
  end if;
end
$$;

--
-- Name: run_due_release(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.run_due_release() RETURNS uuid
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  due public.content_releases;
begin
  select * into due from public.content_releases c
   where c.state = 'scheduled' and c.publish_at <= now()
   order by c.publish_at, c.id limit 1 for update skip locked;
  if due.id is null then
    return null;
  end if;
  begin
    perform set_config('request.jwt.claims', jsonb_build_object('email', due.approved_by)::text, true);
    perform private.apply_release(due);
    update public.content_releases c set state = 'published', published_at = now(), problem = null where c.id = due.id;
    perform private.audit('content_edit', 'content_releases', due.id::text, jsonb_build_object(
      'operation', 'scheduled release published', 'title', left(due.name, 200), 'approved_by', due.approved_by));
    perform set_config('request.jwt.claims', '', true);
  exception when others then
    perform set_config('request.jwt.claims', '', true);
    update public.content_releases c set state = 'failed', problem = left(sqlerrm, 2000) where c.id = due.id;
  end;
  return due.id;
end
$$;

--
-- Name: content_release_items; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.content_release_items (
    release_id uuid NOT NULL,
    item_id uuid NOT NULL,
    type text NOT NULL,
    title text DEFAULT ''::text NOT NULL,
    base_version integer NOT NULL,
    data jsonb NOT NULL,
    live boolean DEFAULT true NOT NULL,
    added_by text DEFAULT "left"((auth.jwt() ->> 'email'::text), 254),
    added_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT content_release_items_data_check CHECK (((jsonb_typeof(data) = 'object'::text) AND (pg_column_size(data) <= 262144)))
);

--
-- Name: add_to_release(uuid, uuid, jsonb, boolean); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.add_to_release(p_release uuid, p_item uuid, p_data jsonb, p_live boolean DEFAULT true) RETURNS public.content_release_items
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  item public.content_items;
  added public.content_release_items;
begin
  perform private.release_in(p_release, array['open']);
  select * into item from public.content_items c where c.id = p_item;
  if item.id is null or not public.may_edit_content(item.type) then
    raise exception 'There is no such item you may edit' using errcode = '42501';
  end if;
  insert into public.content_release_items (release_id, item_id, type, title, base_version, data, live)
  values (p_release, p_item, item.type,
          left(coalesce(p_data ->> (select t.title_field from private.content_types t where t.type = item.type), ''), 200),
          item.version, private.checked_content_data(item.type, coalesce(p_data, item.data)), coalesce(p_live, true))
  on conflict (release_id, item_id) do update
    set data = excluded.data, live = excluded.live, title = excluded.title, base_version = excluded.base_version,
        added_by = excluded.added_by, added_at = now()
  returning * into added;
  return added;
end
$$;

--
-- Name: approve_release(uuid); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.approve_release(p_release uuid) RETURNS public.content_releases
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  r public.content_releases := private.release_in(p_release, array['submitted']);
begin
  if r.submitted_by is not distinct from left(auth.jwt() ->> 'email', 254) then
    raise exception 'You submitted this release: a colleague must sign it off' using errcode = '42501';
  end if;
  if exists (select 1 from public.content_release_items i where i.release_id = r.id and not public.may_edit_content(i.type)) then
    raise exception 'This release changes content your role does not edit: a colleague who edits all of it signs it off'
      using errcode = '42501';
  end if;
  update public.content_releases c set state = 'approved', approved_by = left(auth.jwt() ->> 'email', 254),
         approved_at = now()
   where c.id = r.id returning * into r;
  perform private.audit('content_edit', 'content_releases', r.id::text, jsonb_build_object(
    'operation', 'release approved', 'title', left(r.name, 200), 'submitted_by', r.submitted_by));
  return r;
end
$$;

--
-- Name: cancel_release(uuid); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.cancel_release(p_release uuid) RETURNS public.content_releases
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  r public.content_releases := private.release_in(p_release, array['open', 'submitted', 'approved', 'scheduled', 'failed']);
begin
  update public.content_releases c set state = 'cancelled' where c.id = r.id returning * into r;
  return r;
end
$$;

--
-- Name: create_release(text); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.create_release(p_name text) RETURNS public.content_releases
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  r public.content_releases;
begin
  perform private.require_release_staff();
  if char_length(btrim(coalesce(p_name, ''))) not between 1 and 120 then
    raise exception 'Name: say what the release launches, in at most 120 characters' using errcode = '22023', hint = 'name';
  end if;
  insert into public.content_releases (name) values (btrim(p_name)) returning * into r;
  return r;
end
$$;

--
-- Name: publish_release(uuid, timestamp with time zone); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.publish_release(p_release uuid, p_at timestamp with time zone DEFAULT NULL::timestamp with time zone) RETURNS public.content_releases
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  r public.content_releases := private.release_in(p_release, array['approved', 'scheduled']);
  overdue record;
begin
  if exists (select 1 from public.content_release_items i where i.release_id = r.id and not public.may_edit_content(i.type)) then
    raise exception 'This release changes content your role does not edit' using errcode = '42501';
  end if;
  if p_at is not null and p_at > now() then
    select i.title, f.label, c.wording, c.review_by into overdue
      from public.content_release_items i
     cross join lateral private.claim_fields(i.type) f
     cross join lateral private.claim_for(i.item_id, f.name, btrim(coalesce(i.data ->> f.name, ''))) c
     where i.release_id = r.id and i.live and c.id is not null
       and c.review_by <= (p_at at time zone 'Europe/London')::date
     limit 1;
    if overdue.title is not null then
      raise exception '“%”: the evidence for its claim “%” is due for review on %, by the time this release goes live: review it first',
        overdue.title, overdue.wording, to_char(overdue.review_by, 'FMDD FMMonth YYYY') using errcode = '23514';
    end if;
    update public.content_releases c set state = 'scheduled', publish_at = p_at where c.id = r.id returning * into r;
    return r;
  end if;
  -- Refused now, nothing changed: the caller sees why.
  perform private.apply_release(r);
  update public.content_releases c set state = 'published', published_at = now(), problem = null
   where c.id = r.id returning * into r;
  perform private.audit('content_edit', 'content_releases', r.id::text, jsonb_build_object(
    'operation', 'release published', 'title', left(r.name, 200), 'approved_by', r.approved_by,
    'items', (select count(*) from public.content_release_items i where i.release_id = r.id)));
  return r;
end
$$;

--
-- Name: remove_from_release(uuid, uuid); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.remove_from_release(p_release uuid, p_item uuid) RETURNS void
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  perform private.release_in(p_release, array['open']);
  delete from public.content_release_items i
   where i.release_id = p_release and i.item_id = p_item and public.may_edit_content(i.type);
end
$$;

--
-- Name: reopen_release(uuid); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.reopen_release(p_release uuid) RETURNS public.content_releases
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  r public.content_releases := private.release_in(p_release, array['submitted', 'approved', 'scheduled', 'failed']);
begin
  update public.content_releases c set state = 'open', approved_by = null, approved_at = null, publish_at = null
   where c.id = r.id returning * into r;
  return r;
end
$$;

--
-- Name: submit_release(uuid); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.submit_release(p_release uuid) RETURNS public.content_releases
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  r public.content_releases := private.release_in(p_release, array['open']);
begin
  if not exists (select 1 from public.content_release_items i where i.release_id = r.id) then
    raise exception 'This release has no change yet: add one from an item''s editor' using errcode = '23514';
  end if;
  update public.content_releases c set state = 'submitted', submitted_by = left(auth.jwt() ->> 'email', 254),
         submitted_at = now(), problem = null
   where c.id = r.id returning * into r;
  return r;
end
$$;

--
-- Name: content_release_items content_release_items_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.content_release_items
    ADD CONSTRAINT content_release_items_pkey PRIMARY KEY (release_id, item_id);

--
-- Name: content_releases content_releases_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.content_releases
    ADD CONSTRAINT content_releases_pkey PRIMARY KEY (id);

--
-- Name: content_releases_due; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX content_releases_due ON public.content_releases USING btree (publish_at) WHERE (state = 'scheduled'::text);

--
-- Name: content_releases queue_release_mail; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER queue_release_mail AFTER UPDATE OF state ON public.content_releases FOR EACH ROW EXECUTE FUNCTION private.queue_release_mail();

--
-- Name: content_release_items content_release_items_release_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.content_release_items
    ADD CONSTRAINT content_release_items_release_id_fkey FOREIGN KEY (release_id) REFERENCES public.content_releases(id) ON DELETE CASCADE;

--
-- Name: content_release_items content_release_items_type_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.content_release_items
    ADD CONSTRAINT content_release_items_type_fkey FOREIGN KEY (type) REFERENCES private.content_types(type);

--
-- Name: content_release_items Editors read their types' release changes; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "Editors read their types' release changes" ON public.content_release_items FOR SELECT TO authenticated USING (( SELECT public.may_edit_content(content_release_items.type) AS may_edit_content));

--
-- Name: content_releases Staff read the releases; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "Staff read the releases" ON public.content_releases FOR SELECT TO authenticated USING (( SELECT public.is_staff() AS is_staff));

--
-- Name: content_release_items; Type: ROW SECURITY; Schema: public; Owner: -
--

ALTER TABLE public.content_release_items ENABLE ROW LEVEL SECURITY;

--
-- Name: content_releases; Type: ROW SECURITY; Schema: public; Owner: -
--

ALTER TABLE public.content_releases ENABLE ROW LEVEL SECURITY;

--
-- Name: TABLE content_releases; Type: ACL; Schema: public; Owner: -
--

GRANT SELECT ON TABLE public.content_releases TO authenticated;

--
-- Name: FUNCTION apply_release(r public.content_releases); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.apply_release(r public.content_releases) FROM PUBLIC;

--
-- Name: FUNCTION release_in(p_release uuid, states text[]); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.release_in(p_release uuid, states text[]) FROM PUBLIC;

--
-- Name: FUNCTION release_reviewers(p_release uuid); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.release_reviewers(p_release uuid) FROM PUBLIC;

--
-- Name: FUNCTION require_release_staff(); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.require_release_staff() FROM PUBLIC;

--
-- Name: FUNCTION run_due_release(); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.run_due_release() FROM PUBLIC;

--
-- Name: TABLE content_release_items; Type: ACL; Schema: public; Owner: -
--

GRANT SELECT ON TABLE public.content_release_items TO authenticated;

--
-- Name: FUNCTION add_to_release(p_release uuid, p_item uuid, p_data jsonb, p_live boolean); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.add_to_release(p_release uuid, p_item uuid, p_data jsonb, p_live boolean) FROM PUBLIC;
GRANT ALL ON FUNCTION public.add_to_release(p_release uuid, p_item uuid, p_data jsonb, p_live boolean) TO anon;
GRANT ALL ON FUNCTION public.add_to_release(p_release uuid, p_item uuid, p_data jsonb, p_live boolean) TO authenticated;

--
-- Name: FUNCTION approve_release(p_release uuid); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.approve_release(p_release uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION public.approve_release(p_release uuid) TO anon;
GRANT ALL ON FUNCTION public.approve_release(p_release uuid) TO authenticated;

--
-- Name: FUNCTION cancel_release(p_release uuid); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.cancel_release(p_release uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION public.cancel_release(p_release uuid) TO anon;
GRANT ALL ON FUNCTION public.cancel_release(p_release uuid) TO authenticated;

--
-- Name: FUNCTION create_release(p_name text); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.create_release(p_name text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.create_release(p_name text) TO anon;
GRANT ALL ON FUNCTION public.create_release(p_name text) TO authenticated;

--
-- Name: FUNCTION publish_release(p_release uuid, p_at timestamp with time zone); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.publish_release(p_release uuid, p_at timestamp with time zone) FROM PUBLIC;
GRANT ALL ON FUNCTION public.publish_release(p_release uuid, p_at timestamp with time zone) TO anon;
GRANT ALL ON FUNCTION public.publish_release(p_release uuid, p_at timestamp with time zone) TO authenticated;

--
-- Name: FUNCTION remove_from_release(p_release uuid, p_item uuid); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.remove_from_release(p_release uuid, p_item uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION public.remove_from_release(p_release uuid, p_item uuid) TO anon;
GRANT ALL ON FUNCTION public.remove_from_release(p_release uuid, p_item uuid) TO authenticated;

--
-- Name: FUNCTION reopen_release(p_release uuid); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.reopen_release(p_release uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION public.reopen_release(p_release uuid) TO anon;
GRANT ALL ON FUNCTION public.reopen_release(p_release uuid) TO authenticated;

--
-- Name: FUNCTION submit_release(p_release uuid); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.submit_release(p_release uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION public.submit_release(p_release uuid) TO anon;
GRANT ALL ON FUNCTION public.submit_release(p_release uuid) TO authenticated;
