-- The rendered record: every page as it was served, from each publish that changed it, what each publish brought, and how long it is kept.
-- Generated from supabase/migrations by `npm run gen:schema`: read it here, change it with a new migration.

--
-- Name: prune_site_record(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.prune_site_record() RETURNS integer
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  cutoff timestamptz := now() - make_interval(years => coalesce(
    (select s.record_years from public.back_office_settings s where s.id), 6));
  removed integer;
begin
  delete from public.site_record r
   where r.recorded_at < cutoff
     and exists (select 1 from public.site_record later
                  where later.route = r.route and later.recorded_at <= cutoff
                    and (later.recorded_at, later.id) > (r.recorded_at, r.id));
  get diagnostics removed = row_count;
  delete from private.record_bodies b where not exists (select 1 from public.site_record r where r.hash = b.hash);
  if removed > 0 then
    perform private.audit('retention', 'site_record', null, jsonb_build_object('years',
      (select s.record_years from public.back_office_settings s where s.id), 'before', cutoff, 'rows', removed));
  end if;
  return removed;
end
$$;

--
-- Name: record_publish_items(bigint); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.record_publish_items(run bigint) RETURNS void
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  since timestamptz := greatest(
    (select max(p.started_at) from public.content_publishes p where p.state = 'live' and p.id < run),
    (select max(r.recorded_at) from public.site_record r where r.publish_id is null),
    '-infinity');
begin
  update public.content_publishes p set items = coalesce((
    select jsonb_agg(jsonb_build_object(
             'id', v.item_id, 'type', v.type, 'slug', v.slug, 'version', v.version, 'live', v.live,
             'title', left(v.data ->> t.title_field, 200), 'saved_by', v.saved_by, 'saved_at', v.saved_at,
             'submitted_by', coalesce(r.submitted_by, rl.submitted_by),
             'approved_by', coalesce(r.reviewed_by, rl.approved_by))
           || case when rl.name is not null then jsonb_build_object('release', rl.name) else '{}'::jsonb end
           order by v.saved_at, v.item_id)
      from public.content_versions v
      join private.content_types t on t.type = v.type
      left join lateral (
        select r.submitted_by, r.reviewed_by from public.content_reviews r
         where r.item_id = v.item_id and r.state = 'approved'
           and (r.reviewed_at = v.saved_at or (r.action = 'publish' and r.data = v.data and r.reviewed_at <= v.saved_at))
         order by r.reviewed_at desc limit 1) r on true
      left join lateral (
        select l.name, l.submitted_by, l.approved_by from public.content_release_items i
          join public.content_releases l on l.id = i.release_id
         where i.item_id = v.item_id and l.state = 'published' and l.published_at = v.saved_at
         limit 1) rl on true
     where v.saved_at > since
       and v.version = (select max(w.version) from public.content_versions w where w.item_id = v.item_id)), '[]'::jsonb)
   where p.id = run;
end
$$;

--
-- Name: record_route(bigint, text, text); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.record_route(run bigint, p_route text, p_body text) RETURNS boolean
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  digest text := case when p_body is null then null
                      else pg_catalog.encode(pg_catalog.sha256(pg_catalog.convert_to(p_body, 'UTF8')), 'hex') end;
begin
  -- Two servers finding the same page at once write it once.
  perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtext('site_record ' || p_route));
  if (select r.hash from public.site_record r where r.route = p_route order by r.recorded_at desc, r.id desc limit 1)
     is not distinct from digest
     and (digest is not null or exists (select 1 from public.site_record r where r.route = p_route)) then
    return false;
  end if;
  if digest is not null then
    insert into private.record_bodies (hash, body) values (digest, p_body) on conflict (hash) do nothing;
  end if;
  insert into public.site_record (route, hash, publish_id) values (p_route, digest, run);
  return true;
end
$$;

--
-- Name: record_page(text, timestamp with time zone); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.record_page(page_route text, moment timestamp with time zone) RETURNS jsonb
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  found public.site_record;
begin
  perform private.require_staff();
  if page_route is null or moment is null then
    raise exception 'Say which page and which moment' using errcode = '22023';
  end if;
  select * into found from public.site_record r where r.route = page_route and r.recorded_at <= moment
   order by r.recorded_at desc, r.id desc limit 1;
  if found.hash is null then
    return null;
  end if;
  return jsonb_build_object(
    'route', found.route, 'recorded_at', found.recorded_at, 'hash', found.hash,
    'body', (select b.body from private.record_bodies b where b.hash = found.hash),
    'publish', (select jsonb_build_object('id', p.id, 'started_at', p.started_at, 'finished_at', p.finished_at,
                                          'items', p.items)
                  from public.content_publishes p where p.id = found.publish_id));
end
$$;

--
-- Name: set_record_years(integer); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.set_record_years(years integer) RETURNS void
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $_$
begin
  perform private.require_role('admin');
  if years is null or years < 6 or years > 100 then
    raise exception 'The record is kept 6 to 100 years: six is the UK period for company records' using errcode = '22023';
  end if;
  update public.back_office_settings
     set record_years = years, updated_at = now(),
         updated_by = case when (auth.jwt() ->> 'sub') ~* '^[0-9a-f-]{36}$' then (auth.jwt() ->> 'sub')::uuid end
   where id;
  perform private.audit('retention', 'back_office_settings', null, jsonb_build_object('record_years', years));
end
$_$;

--
-- Name: site_as_of(timestamp with time zone); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.site_as_of(moment timestamp with time zone) RETURNS TABLE(route text, recorded_at timestamp with time zone, publish_id bigint)
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  perform private.require_staff();
  if moment is null then
    raise exception 'Say which moment' using errcode = '22023';
  end if;
  return query
    select last.route, last.recorded_at, last.publish_id
      from (select distinct on (r.route) r.route, r.hash, r.recorded_at, r.publish_id
              from public.site_record r where r.recorded_at <= moment
             order by r.route, r.recorded_at desc, r.id desc) last
     where last.hash is not null
     order by last.route;
end
$$;

--
-- Name: record_bodies; Type: TABLE; Schema: private; Owner: -
--

CREATE TABLE private.record_bodies (
    hash text NOT NULL,
    body text NOT NULL,
    first_recorded_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT record_bodies_hash_check CHECK ((hash ~ '^[0-9a-f]{64}$'::text))
);

--
-- Name: site_record; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.site_record (
    id bigint NOT NULL,
    route text NOT NULL,
    hash text,
    publish_id bigint,
    recorded_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT site_record_route_check CHECK (((route ~ '^/'::text) AND (char_length(route) <= 500)))
);

--
-- Name: site_record_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

ALTER TABLE public.site_record ALTER COLUMN id ADD GENERATED ALWAYS AS IDENTITY (
    SEQUENCE NAME public.site_record_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);

--
-- Name: record_bodies record_bodies_pkey; Type: CONSTRAINT; Schema: private; Owner: -
--

ALTER TABLE ONLY private.record_bodies
    ADD CONSTRAINT record_bodies_pkey PRIMARY KEY (hash);

--
-- Name: site_record site_record_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.site_record
    ADD CONSTRAINT site_record_pkey PRIMARY KEY (id);

--
-- Name: site_record_at; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX site_record_at ON public.site_record USING btree (recorded_at DESC);

--
-- Name: site_record_route_at; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX site_record_route_at ON public.site_record USING btree (route, recorded_at DESC, id DESC);

--
-- Name: site_record site_record_hash_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.site_record
    ADD CONSTRAINT site_record_hash_fkey FOREIGN KEY (hash) REFERENCES private.record_bodies(hash);

--
-- Name: site_record site_record_publish_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.site_record
    ADD CONSTRAINT site_record_publish_id_fkey FOREIGN KEY (publish_id) REFERENCES public.content_publishes(id) ON DELETE SET NULL;

--
-- Name: site_record Staff read the record; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "Staff read the record" ON public.site_record FOR SELECT TO authenticated USING (( SELECT public.is_staff() AS is_staff));

--
-- Name: site_record; Type: ROW SECURITY; Schema: public; Owner: -
--

ALTER TABLE public.site_record ENABLE ROW LEVEL SECURITY;

--
-- Name: FUNCTION prune_site_record(); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.prune_site_record() FROM PUBLIC;

--
-- Name: FUNCTION record_publish_items(run bigint); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.record_publish_items(run bigint) FROM PUBLIC;

--
-- Name: FUNCTION record_route(run bigint, p_route text, p_body text); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.record_route(run bigint, p_route text, p_body text) FROM PUBLIC;

--
-- Name: FUNCTION record_page(page_route text, moment timestamp with time zone); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.record_page(page_route text, moment timestamp with time zone) FROM PUBLIC;
GRANT ALL ON FUNCTION public.record_page(page_route text, moment timestamp with time zone) TO authenticated;

--
-- Name: FUNCTION set_record_years(years integer); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.set_record_years(years integer) FROM PUBLIC;
GRANT ALL ON FUNCTION public.set_record_years(years integer) TO authenticated;

--
-- Name: FUNCTION site_as_of(moment timestamp with time zone); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.site_as_of(moment timestamp with time zone) FROM PUBLIC;
GRANT ALL ON FUNCTION public.site_as_of(moment timestamp with time zone) TO authenticated;

--
-- Name: TABLE site_record; Type: ACL; Schema: public; Owner: -
--

GRANT SELECT ON TABLE public.site_record TO authenticated;
