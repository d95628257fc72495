-- Uploaded files: the buckets, their objects and policies, and files queued for removal after their rows.
-- Generated from supabase/migrations by `npm run gen:schema`: read it here, change it with a new migration.

--
-- Name: queue_orphan_files(interval); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.queue_orphan_files(grace interval DEFAULT '01:00:00'::interval) RETURNS integer
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
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
$$;

--
-- Name: queue_removed_file(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.queue_removed_file() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  insert into private.removed_files (bucket_id, name) values (old.bucket_id, old.name);
  return null;
end
$$;

--
-- Name: file_pending_removal(text, text); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.file_pending_removal(p_bucket text, p_name text) RETURNS boolean
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select exists (select 1 from private.files_to_remove q where q.bucket_id = p_bucket and q.name = p_name)
$$;

--
-- Name: foldername(text); Type: FUNCTION; Schema: storage; Owner: -
--

CREATE FUNCTION storage.foldername(name text) RETURNS text[]
    LANGUAGE plpgsql IMMUTABLE
    AS $$
      declare
        _parts text[];
      begin
        select string_to_array(name, '/') into _parts;
        return _parts[1:array_length(_parts, 1) - 1];
      end
      $$;

--
-- Name: files_to_remove; Type: TABLE; Schema: private; Owner: -
--

CREATE TABLE private.files_to_remove (
    id bigint NOT NULL,
    bucket_id text NOT NULL,
    name text NOT NULL,
    queued_at timestamp with time zone DEFAULT now() NOT NULL
);

--
-- Name: files_to_remove_id_seq; Type: SEQUENCE; Schema: private; Owner: -
--

ALTER TABLE private.files_to_remove ALTER COLUMN id ADD GENERATED ALWAYS AS IDENTITY (
    SEQUENCE NAME private.files_to_remove_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);

--
-- Name: removed_files; Type: TABLE; Schema: private; Owner: -
--

CREATE TABLE private.removed_files (
    id bigint NOT NULL,
    bucket_id text NOT NULL,
    name text NOT NULL,
    removed_at timestamp with time zone DEFAULT now() NOT NULL
);

--
-- Name: removed_files_id_seq; Type: SEQUENCE; Schema: private; Owner: -
--

ALTER TABLE private.removed_files ALTER COLUMN id ADD GENERATED ALWAYS AS IDENTITY (
    SEQUENCE NAME private.removed_files_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);

--
-- Name: buckets; Type: TABLE; Schema: storage; Owner: -
--

CREATE TABLE storage.buckets (
    id text NOT NULL,
    name text NOT NULL,
    owner uuid,
    public boolean DEFAULT false NOT NULL,
    file_size_limit bigint,
    allowed_mime_types text[],
    created_at timestamp with time zone DEFAULT now(),
    updated_at timestamp with time zone DEFAULT now()
);

--
-- Name: objects; Type: TABLE; Schema: storage; Owner: -
--

CREATE TABLE storage.objects (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    bucket_id text,
    name text,
    owner uuid,
    metadata jsonb,
    created_at timestamp with time zone DEFAULT now(),
    updated_at timestamp with time zone DEFAULT now(),
    last_accessed_at timestamp with time zone DEFAULT now(),
    version text
);

--
-- Name: files_to_remove files_to_remove_pkey; Type: CONSTRAINT; Schema: private; Owner: -
--

ALTER TABLE ONLY private.files_to_remove
    ADD CONSTRAINT files_to_remove_pkey PRIMARY KEY (id);

--
-- Name: removed_files removed_files_pkey; Type: CONSTRAINT; Schema: private; Owner: -
--

ALTER TABLE ONLY private.removed_files
    ADD CONSTRAINT removed_files_pkey PRIMARY KEY (id);

--
-- Name: buckets buckets_name_key; Type: CONSTRAINT; Schema: storage; Owner: -
--

ALTER TABLE ONLY storage.buckets
    ADD CONSTRAINT buckets_name_key UNIQUE (name);

--
-- Name: buckets buckets_pkey; Type: CONSTRAINT; Schema: storage; Owner: -
--

ALTER TABLE ONLY storage.buckets
    ADD CONSTRAINT buckets_pkey PRIMARY KEY (id);

--
-- Name: objects objects_bucket_id_name_key; Type: CONSTRAINT; Schema: storage; Owner: -
--

ALTER TABLE ONLY storage.objects
    ADD CONSTRAINT objects_bucket_id_name_key UNIQUE (bucket_id, name);

--
-- Name: objects objects_pkey; Type: CONSTRAINT; Schema: storage; Owner: -
--

ALTER TABLE ONLY storage.objects
    ADD CONSTRAINT objects_pkey PRIMARY KEY (id);

--
-- Name: objects queue_removed_file; Type: TRIGGER; Schema: storage; Owner: -
--

CREATE TRIGGER queue_removed_file AFTER DELETE ON storage.objects FOR EACH ROW EXECUTE FUNCTION private.queue_removed_file();

--
-- Name: objects objects_bucket_id_fkey; Type: FK CONSTRAINT; Schema: storage; Owner: -
--

ALTER TABLE ONLY storage.objects
    ADD CONSTRAINT objects_bucket_id_fkey FOREIGN KEY (bucket_id) REFERENCES storage.buckets(id);

--
-- Name: objects Editors upload originals to the library; Type: POLICY; Schema: storage; Owner: -
--

CREATE POLICY "Editors upload originals to the library" ON storage.objects FOR INSERT TO authenticated WITH CHECK (((bucket_id = 'media'::text) AND (name ~ '^originals/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'::text) AND ( SELECT public.may_manage_media() AS may_manage_media)));

--
-- Name: objects Files of erased submissions are never read; Type: POLICY; Schema: storage; Owner: -
--

CREATE POLICY "Files of erased submissions are never read" ON storage.objects AS RESTRICTIVE FOR SELECT TO authenticated USING (((bucket_id <> ALL (ARRAY['job-applications'::text, 'applications'::text])) OR (NOT public.file_pending_removal(bucket_id, name))));

--
-- Name: objects Only staff at aal2 delete submitted files; Type: POLICY; Schema: storage; Owner: -
--

CREATE POLICY "Only staff at aal2 delete submitted files" ON storage.objects AS RESTRICTIVE FOR DELETE TO authenticated USING (((bucket_id <> ALL (ARRAY['job-applications'::text, 'applications'::text])) OR (((bucket_id = 'job-applications'::text) AND ( SELECT public.has_role('careers'::text) AS has_role)) OR ((bucket_id = 'applications'::text) AND ( SELECT public.has_role('labs'::text) AS has_role)))));

--
-- Name: objects Only staff at aal2 read submitted files; Type: POLICY; Schema: storage; Owner: -
--

CREATE POLICY "Only staff at aal2 read submitted files" ON storage.objects AS RESTRICTIVE FOR SELECT TO authenticated USING (((bucket_id <> ALL (ARRAY['job-applications'::text, 'applications'::text])) OR (((bucket_id = 'job-applications'::text) AND ( SELECT public.has_role('careers'::text) AS has_role)) OR ((bucket_id = 'applications'::text) AND ( SELECT public.has_role('labs'::text) AS has_role)))));

--
-- Name: objects Signed-in sessions never upload submissions; Type: POLICY; Schema: storage; Owner: -
--

CREATE POLICY "Signed-in sessions never upload submissions" ON storage.objects AS RESTRICTIVE FOR INSERT TO authenticated WITH CHECK ((bucket_id <> ALL (ARRAY['job-applications'::text, 'applications'::text])));

--
-- Name: objects Staff delete submitted files; Type: POLICY; Schema: storage; Owner: -
--

CREATE POLICY "Staff delete submitted files" ON storage.objects FOR DELETE TO authenticated USING ((((bucket_id = 'job-applications'::text) AND ( SELECT public.has_role('careers'::text) AS has_role)) OR ((bucket_id = 'applications'::text) AND ( SELECT public.has_role('labs'::text) AS has_role))));

--
-- Name: objects Staff read submitted files; Type: POLICY; Schema: storage; Owner: -
--

CREATE POLICY "Staff read submitted files" ON storage.objects FOR SELECT TO authenticated USING ((((bucket_id = 'job-applications'::text) AND ( SELECT public.has_role('careers'::text) AS has_role)) OR ((bucket_id = 'applications'::text) AND ( SELECT public.has_role('labs'::text) AS has_role))));

--
-- Name: objects Staff who edit content see the library's files; Type: POLICY; Schema: storage; Owner: -
--

CREATE POLICY "Staff who edit content see the library's files" ON storage.objects FOR SELECT TO authenticated USING (((bucket_id = 'media'::text) AND (name !~ '^originals/'::text) AND ( SELECT public.may_pick_media() AS may_pick_media)));

--
-- Name: objects Submitted files are never changed by a session; Type: POLICY; Schema: storage; Owner: -
--

CREATE POLICY "Submitted files are never changed by a session" ON storage.objects AS RESTRICTIVE FOR UPDATE TO authenticated USING ((bucket_id <> ALL (ARRAY['job-applications'::text, 'applications'::text])));

--
-- Name: objects Visitors read the documents the library offers; Type: POLICY; Schema: storage; Owner: -
--

CREATE POLICY "Visitors read the documents the library offers" ON storage.objects FOR SELECT TO anon, authenticated USING (((bucket_id = 'media'::text) AND (name ~ '^documents/'::text) AND public.media_document_published(((regexp_match(name, '^documents/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.pdf$'::text))[1])::uuid)));

--
-- Name: objects Visitors read the pictures live content shows; Type: POLICY; Schema: storage; Owner: -
--

CREATE POLICY "Visitors read the pictures live content shows" ON storage.objects FOR SELECT TO anon, authenticated USING (((bucket_id = 'media'::text) AND public.media_file_published(name)));

--
-- Name: objects Visitors upload job application files; Type: POLICY; Schema: storage; Owner: -
--

CREATE POLICY "Visitors upload job application files" ON storage.objects FOR INSERT TO anon, authenticated WITH CHECK (((bucket_id = 'job-applications'::text) AND (name ~ '^(cover-letters|cvs)/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/[^/]+$'::text)));

--
-- Name: objects Visitors upload proposal files; Type: POLICY; Schema: storage; Owner: -
--

CREATE POLICY "Visitors upload proposal files" ON storage.objects FOR INSERT TO anon, authenticated WITH CHECK (((bucket_id = 'applications'::text) AND (name ~ '^(research-partnerships|incubation-programme)/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}[_/][^/]+$'::text)));

--
-- Name: objects; Type: ROW SECURITY; Schema: storage; Owner: -
--

ALTER TABLE storage.objects ENABLE ROW LEVEL SECURITY;

--
-- Name: FUNCTION queue_orphan_files(grace interval); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.queue_orphan_files(grace interval) FROM PUBLIC;

--
-- Name: FUNCTION queue_removed_file(); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.queue_removed_file() FROM PUBLIC;

--
-- Name: FUNCTION file_pending_removal(p_bucket text, p_name text); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.file_pending_removal(p_bucket text, p_name text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.file_pending_removal(p_bucket text, p_name text) TO anon;
GRANT ALL ON FUNCTION public.file_pending_removal(p_bucket text, p_name text) TO authenticated;
GRANT ALL ON FUNCTION public.file_pending_removal(p_bucket text, p_name text) TO service_role;

--
-- Name: TABLE buckets; Type: ACL; Schema: storage; Owner: -
--

GRANT SELECT,INSERT,DELETE,UPDATE ON TABLE storage.buckets TO service_role;

--
-- Name: TABLE objects; Type: ACL; Schema: storage; Owner: -
--

GRANT SELECT,INSERT ON TABLE storage.objects TO anon;
GRANT SELECT,INSERT,DELETE ON TABLE storage.objects TO authenticated;
GRANT SELECT,INSERT,DELETE,UPDATE ON TABLE storage.objects TO service_role;

--
--
