-- The media library: pictures and documents staff upload, prepared by the server, where content uses them, and which files visitors read.
-- Generated from supabase/migrations by `npm run gen:schema`: read it here, change it with a new migration.

--
-- Name: check_library_download(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.check_library_download() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  document public.media;
begin
  new.download_size := null;
  if new.download_url is null or new.download_url !~ '^/media/' then
    return new;
  end if;
  select * into document from public.media m where m.id = private.document_of(new.download_url);
  if document.id is null or document.kind is distinct from 'document' then
    raise exception 'Download: % is not a document of the media library', new.download_url
      using errcode = '23514', hint = 'download_url';
  end if;
  if document.state <> 'ready' then
    raise exception 'Download: % is still being prepared; choose it again in a moment', document.name
      using errcode = '23514', hint = 'download_url';
  end if;
  new.download_size := document.bytes;
  return new;
end
$$;

--
-- Name: checked_picture(jsonb, text, text, boolean); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.checked_picture(value jsonb, label text, field text, required boolean) RETURNS jsonb
    LANGUAGE plpgsql STABLE
    SET search_path TO ''
    AS $_$
declare
  picture public.media;
  alt text;
  decorative boolean;
begin
  if value is null or jsonb_typeof(value) = 'null' then
    if required then
      raise exception '%: choose a picture from the library', label using errcode = '23514', hint = field;
    end if;
    return null;
  end if;
  if jsonb_typeof(value) <> 'object' or jsonb_typeof(value -> 'media') is distinct from 'string'
     or (value ->> 'media') !~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then
    raise exception '%: must be a picture of the library', label using errcode = '23514', hint = field;
  end if;
  select * into picture from public.media m where m.id = (value ->> 'media')::uuid;
  if picture.id is null then
    raise exception '%: that picture is no longer in the library', label using errcode = '23514', hint = field;
  end if;
  if picture.state <> 'ready' then
    raise exception '%: the picture is still being prepared, or was refused; choose it again in a moment', label
      using errcode = '23514', hint = field;
  end if;
  decorative := coalesce((value ->> 'decorative')::boolean, false);
  alt := btrim(coalesce(value ->> 'alt', ''));
  if decorative then
    alt := '';
  elsif alt = '' then
    raise exception '%: write its alternative text (what the picture shows, for those who cannot see it), or mark it decorative', label
      using errcode = '23514', hint = field;
  elsif char_length(alt) > 300 then
    raise exception '%: alternative text of at most 300 characters (this has %)', label, char_length(alt)
      using errcode = '23514', hint = field;
  elsif alt ~ '[\x01-\x1f\x7f]' then
    raise exception '%: alternative text on one line, without control characters', label using errcode = '23514', hint = field;
  end if;
  return jsonb_build_object('media', picture.id, 'alt', alt, 'decorative', decorative,
    'width', picture.width, 'height', picture.height,
    'focalX', picture.focal_x, 'focalY', picture.focal_y, 'files', picture.files);
end
$_$;

--
-- Name: document_address(uuid); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.document_address(p_media uuid) RETURNS text
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$ select '/media/documents/' || p_media::text || '.pdf' $$;

--
-- Name: document_of(text); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.document_of(p_address text) RETURNS uuid
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $_$
  select (regexp_match(p_address, '^/media/documents/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.pdf$'))[1]::uuid
$_$;

--
-- Name: note_media_uses(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.note_media_uses() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $_$
begin
  if tg_op <> 'INSERT' then
    delete from private.media_uses where item_id = old.id;
  end if;
  if tg_op <> 'DELETE' then
    insert into private.media_uses (media_id, item_id, field)
    select (new.data -> f.name ->> 'media')::uuid, new.id, f.name
      from private.content_types t
     cross join lateral jsonb_to_recordset(t.fields) as f(name text, kind text)
     where t.type = new.type and f.kind = 'image' and new.data -> f.name ->> 'media' is not null
    union
    select (p #>> '{}')::uuid, new.id, f.name
      from private.content_types t
     cross join lateral jsonb_to_recordset(t.fields) as f(name text, kind text)
     cross join lateral jsonb_path_query(coalesce(new.data -> f.name, '{}'), 'lax $.content[*] ? (@.type == "image").attrs.media') p
     where t.type = new.type and f.kind = 'richText' and jsonb_typeof(p) = 'string';
  end if;
  return null;
end
$_$;

--
-- Name: prepare_replaced_media(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.prepare_replaced_media() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  if new.original is distinct from old.original then
    new.state := 'waiting';
    new.problem := null;
  end if;
  return new;
end
$$;

--
-- Name: refresh_document_downloads(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.refresh_document_downloads() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  update public.resources r set download_url = r.download_url where r.download_url = private.document_address(new.id);
  update public.documentation d set download_url = d.download_url where d.download_url = private.document_address(new.id);
  return null;
end
$$;

--
-- Name: refresh_media_uses(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.refresh_media_uses() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  update public.content_items c set data = c.data
   where c.id in (select u.item_id from private.media_uses u where u.media_id = new.id);
  return null;
end
$$;

--
-- Name: refuse_used_media(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.refuse_used_media() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  places text;
begin
  select string_agg(format('%s “%s” (%s)', u.type, u.title, u.field), '; ')
    into places
    from (
      select c.type, c.data ->> t.title_field as title,
             coalesce((select x ->> 'label' from jsonb_array_elements(t.fields) x where x ->> 'name' = mu.field), mu.field) as field
        from private.media_uses mu
        join public.content_items c on c.id = mu.item_id
        join private.content_types t on t.type = c.type
       where mu.media_id = old.id
      union all
      select 'resource', r.title, 'Download' from public.resources r where r.download_url = private.document_address(old.id)
      union all
      select 'documentation', d.title, 'Download' from public.documentation d where d.download_url = private.document_address(old.id)
    ) u;
  if places is not null then
    raise exception '% is used, so it cannot be deleted: %. Choose another file there first.', old.name, places
      using errcode = '23503';
  end if;
  return old;
end
$$;

--
-- Name: remove_media_files(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.remove_media_files() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  delete from storage.objects o
   where o.bucket_id = 'media'
     and (o.name = old.original
          or o.name = 'documents/' || old.id::text || '.pdf'
          or old.files @> jsonb_build_array(jsonb_build_object('name', o.name)));
  return null;
end
$$;

--
-- Name: may_manage_media(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.may_manage_media() RETURNS boolean
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$ select coalesce((select public.is_staff()) and public.has_role('editor'), false) $$;

--
-- Name: may_pick_media(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.may_pick_media() RETURNS boolean
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select coalesce((select public.is_staff())
    and exists (select 1 from private.content_types t where public.has_role(t.role)), false)
$$;

--
-- Name: media_document_published(uuid); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.media_document_published(p_media uuid) RETURNS boolean
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select (exists (select 1 from public.resources r where r.download_url = private.document_address(p_media))
       or exists (select 1 from public.documentation d where d.download_url = private.document_address(p_media)))
     and not exists (select 1 from public.content_claims c where c.evidence_document = p_media)
$$;

--
-- Name: media_file_published(text); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.media_file_published(p_name text) RETURNS boolean
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select exists (
    select 1 from public.media m
      join private.media_uses u on u.media_id = m.id
      join public.content_items c on c.id = u.item_id and c.live
     where m.state = 'ready' and m.files @> jsonb_build_array(jsonb_build_object('name', p_name)))
$$;

--
-- Name: media_used_in(uuid); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.media_used_in(p_media uuid) RETURNS TABLE(item_id uuid, type text, title text, field text, live boolean)
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select * from (
    select c.id, c.type, c.data ->> t.title_field, coalesce(f.label, u.field), c.live
      from private.media_uses u
      join public.content_items c on c.id = u.item_id
      join private.content_types t on t.type = c.type
      left join lateral (select x ->> 'label' as label from jsonb_array_elements(t.fields) x where x ->> 'name' = u.field) f on true
     where u.media_id = p_media
    union all
    select r.id, 'resource', r.title, 'Download', true from public.resources r
     where r.download_url = private.document_address(p_media)
    union all
    select d.id, 'documentation', d.title, 'Download', true from public.documentation d
     where d.download_url = private.document_address(p_media)
  ) uses
  where (select public.may_pick_media())
  order by 2, 3
$$;

--
-- Name: media_uses; Type: TABLE; Schema: private; Owner: -
--

CREATE TABLE private.media_uses (
    media_id uuid NOT NULL,
    item_id uuid NOT NULL,
    field text NOT NULL
);

--
-- Name: media; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.media (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    name text NOT NULL,
    original text NOT NULL,
    state text DEFAULT 'waiting'::text NOT NULL,
    problem text,
    taken_at timestamp with time zone,
    width integer,
    height integer,
    files jsonb DEFAULT '[]'::jsonb NOT NULL,
    focal_x numeric(4,3) DEFAULT 0.5 NOT NULL,
    focal_y numeric(4,3) DEFAULT 0.5 NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    created_by text DEFAULT "left"((auth.jwt() ->> 'email'::text), 254),
    title text GENERATED ALWAYS AS (name) STORED,
    kind text,
    bytes bigint,
    CONSTRAINT media_bytes_check CHECK ((bytes >= 0)),
    CONSTRAINT media_focal_x_check CHECK (((focal_x >= (0)::numeric) AND (focal_x <= (1)::numeric))),
    CONSTRAINT media_focal_y_check CHECK (((focal_y >= (0)::numeric) AND (focal_y <= (1)::numeric))),
    CONSTRAINT media_height_check CHECK ((height > 0)),
    CONSTRAINT media_kind_check CHECK ((kind = ANY (ARRAY['image'::text, 'document'::text]))),
    CONSTRAINT media_name_check CHECK (((char_length(btrim(name)) >= 1) AND (char_length(btrim(name)) <= 200))),
    CONSTRAINT media_original_check CHECK ((original ~ '^originals/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'::text)),
    CONSTRAINT media_state_check CHECK ((state = ANY (ARRAY['waiting'::text, 'making'::text, 'ready'::text, 'refused'::text]))),
    CONSTRAINT media_width_check CHECK ((width > 0))
);

--
-- Name: media_uses media_uses_pkey; Type: CONSTRAINT; Schema: private; Owner: -
--

ALTER TABLE ONLY private.media_uses
    ADD CONSTRAINT media_uses_pkey PRIMARY KEY (media_id, item_id, field);

--
-- Name: media media_original_key; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.media
    ADD CONSTRAINT media_original_key UNIQUE (original);

--
-- Name: media media_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.media
    ADD CONSTRAINT media_pkey PRIMARY KEY (id);

--
-- Name: media_uses_item; Type: INDEX; Schema: private; Owner: -
--

CREATE INDEX media_uses_item ON private.media_uses USING btree (item_id);

--
-- Name: media audit_content_edit; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER audit_content_edit AFTER INSERT OR DELETE ON public.media FOR EACH ROW EXECUTE FUNCTION private.audit_content_edit();

--
-- Name: media prepare_replaced_media; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER prepare_replaced_media BEFORE UPDATE OF original ON public.media FOR EACH ROW EXECUTE FUNCTION private.prepare_replaced_media();

--
-- Name: media refresh_document_downloads; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER refresh_document_downloads AFTER UPDATE OF bytes ON public.media FOR EACH ROW WHEN ((new.kind = 'document'::text)) EXECUTE FUNCTION private.refresh_document_downloads();

--
-- Name: media refresh_media_uses; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER refresh_media_uses AFTER UPDATE OF focal_x, focal_y, files ON public.media FOR EACH ROW EXECUTE FUNCTION private.refresh_media_uses();

--
-- Name: media refuse_used_media; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER refuse_used_media BEFORE DELETE ON public.media FOR EACH ROW EXECUTE FUNCTION private.refuse_used_media();

--
-- Name: media remove_media_files; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER remove_media_files AFTER DELETE ON public.media FOR EACH ROW EXECUTE FUNCTION private.remove_media_files();

--
-- Name: media_uses media_uses_item_id_fkey; Type: FK CONSTRAINT; Schema: private; Owner: -
--

ALTER TABLE ONLY private.media_uses
    ADD CONSTRAINT media_uses_item_id_fkey FOREIGN KEY (item_id) REFERENCES public.content_items(id) ON DELETE CASCADE;

--
-- Name: media_uses media_uses_media_id_fkey; Type: FK CONSTRAINT; Schema: private; Owner: -
--

ALTER TABLE ONLY private.media_uses
    ADD CONSTRAINT media_uses_media_id_fkey FOREIGN KEY (media_id) REFERENCES public.media(id) ON DELETE RESTRICT;

--
-- Name: media Editors add to the library; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "Editors add to the library" ON public.media FOR INSERT TO authenticated WITH CHECK (( SELECT public.may_manage_media() AS may_manage_media));

--
-- Name: media Editors change the library; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "Editors change the library" ON public.media FOR UPDATE TO authenticated USING (( SELECT public.may_manage_media() AS may_manage_media)) WITH CHECK (( SELECT public.may_manage_media() AS may_manage_media));

--
-- Name: media Editors remove from the library; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "Editors remove from the library" ON public.media FOR DELETE TO authenticated USING (( SELECT public.may_manage_media() AS may_manage_media));

--
-- Name: media Staff who edit content see the library; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "Staff who edit content see the library" ON public.media FOR SELECT TO authenticated USING (( SELECT public.may_pick_media() AS may_pick_media));

--
-- Name: media; Type: ROW SECURITY; Schema: public; Owner: -
--

ALTER TABLE public.media ENABLE ROW LEVEL SECURITY;

--
-- Name: FUNCTION checked_picture(value jsonb, label text, field text, required boolean); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.checked_picture(value jsonb, label text, field text, required boolean) FROM PUBLIC;

--
-- Name: FUNCTION may_manage_media(); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.may_manage_media() FROM PUBLIC;
GRANT ALL ON FUNCTION public.may_manage_media() TO anon;
GRANT ALL ON FUNCTION public.may_manage_media() TO authenticated;
GRANT ALL ON FUNCTION public.may_manage_media() TO service_role;

--
-- Name: FUNCTION may_pick_media(); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.may_pick_media() FROM PUBLIC;
GRANT ALL ON FUNCTION public.may_pick_media() TO anon;
GRANT ALL ON FUNCTION public.may_pick_media() TO authenticated;
GRANT ALL ON FUNCTION public.may_pick_media() TO service_role;

--
-- Name: FUNCTION media_document_published(p_media uuid); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.media_document_published(p_media uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION public.media_document_published(p_media uuid) TO anon;
GRANT ALL ON FUNCTION public.media_document_published(p_media uuid) TO authenticated;
GRANT ALL ON FUNCTION public.media_document_published(p_media uuid) TO service_role;

--
-- Name: FUNCTION media_file_published(p_name text); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.media_file_published(p_name text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.media_file_published(p_name text) TO anon;
GRANT ALL ON FUNCTION public.media_file_published(p_name text) TO authenticated;
GRANT ALL ON FUNCTION public.media_file_published(p_name text) TO service_role;

--
-- Name: FUNCTION media_used_in(p_media uuid); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.media_used_in(p_media uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION public.media_used_in(p_media uuid) TO authenticated;
GRANT ALL ON FUNCTION public.media_used_in(p_media uuid) TO service_role;

--
-- Name: TABLE media; Type: ACL; Schema: public; Owner: -
--

GRANT SELECT,DELETE ON TABLE public.media TO authenticated;

--
-- Name: COLUMN media.id; Type: ACL; Schema: public; Owner: -
--

GRANT INSERT(id) ON TABLE public.media TO authenticated;

--
-- Name: COLUMN media.name; Type: ACL; Schema: public; Owner: -
--

GRANT INSERT(name),UPDATE(name) ON TABLE public.media TO authenticated;

--
-- Name: COLUMN media.original; Type: ACL; Schema: public; Owner: -
--

GRANT INSERT(original),UPDATE(original) ON TABLE public.media TO authenticated;

--
-- Name: COLUMN media.focal_x; Type: ACL; Schema: public; Owner: -
--

GRANT UPDATE(focal_x) ON TABLE public.media TO authenticated;

--
-- Name: COLUMN media.focal_y; Type: ACL; Schema: public; Owner: -
--

GRANT UPDATE(focal_y) ON TABLE public.media TO authenticated;
