-- What staff publish: the resource library and the documentation.
-- Generated from supabase/migrations by `npm run gen:schema`: read it here, change it with a new migration.

--
-- Name: documentation; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.documentation (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    title text NOT NULL,
    description text NOT NULL,
    sections text[] DEFAULT '{}'::text[] NOT NULL,
    summary text,
    access_url text NOT NULL,
    download_url text,
    CONSTRAINT documentation_access_url_check CHECK (((btrim(access_url) <> ''::text) AND (char_length(access_url) <= 2048))),
    CONSTRAINT documentation_description_check CHECK (((btrim(description) <> ''::text) AND (char_length(description) <= 2000))),
    CONSTRAINT documentation_download_url_check CHECK (((download_url IS NULL) OR (char_length(download_url) <= 2048))),
    CONSTRAINT documentation_sections_check CHECK ((cardinality(sections) <= 50)),
    CONSTRAINT documentation_summary_check CHECK (((summary IS NULL) OR (char_length(summary) <= 2000))),
    CONSTRAINT documentation_title_check CHECK (((btrim(title) <> ''::text) AND (char_length(title) <= 200)))
);

--
-- Name: resources; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.resources (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    title text NOT NULL,
    type text NOT NULL,
    categories text[] DEFAULT '{}'::text[] NOT NULL,
    date date NOT NULL,
    description text NOT NULL,
    image_url text,
    download_url text,
    read_more_url text NOT NULL,
    featured boolean DEFAULT false NOT NULL,
    CONSTRAINT resources_categories_check CHECK ((cardinality(categories) <= 20)),
    CONSTRAINT resources_description_check CHECK (((btrim(description) <> ''::text) AND (char_length(description) <= 2000))),
    CONSTRAINT resources_download_url_check CHECK (((download_url IS NULL) OR (char_length(download_url) <= 2048))),
    CONSTRAINT resources_image_url_check CHECK (((image_url IS NULL) OR (char_length(image_url) <= 2048))),
    CONSTRAINT resources_read_more_url_check CHECK (((btrim(read_more_url) <> ''::text) AND (char_length(read_more_url) <= 2048))),
    CONSTRAINT resources_title_check CHECK (((btrim(title) <> ''::text) AND (char_length(title) <= 200))),
    CONSTRAINT resources_type_check CHECK (((btrim(type) <> ''::text) AND (char_length(type) <= 50)))
);

--
-- Name: documentation documentation_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.documentation
    ADD CONSTRAINT documentation_pkey PRIMARY KEY (id);

--
-- Name: resources resources_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.resources
    ADD CONSTRAINT resources_pkey PRIMARY KEY (id);

--
-- Name: resources_date_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX resources_date_idx ON public.resources USING btree (date DESC);

--
-- Name: documentation audit_content_edit; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER audit_content_edit AFTER INSERT OR DELETE OR UPDATE ON public.documentation FOR EACH ROW EXECUTE FUNCTION private.audit_content_edit();

--
-- Name: resources audit_content_edit; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER audit_content_edit AFTER INSERT OR DELETE OR UPDATE ON public.resources FOR EACH ROW EXECUTE FUNCTION private.audit_content_edit();

--
-- Name: documentation Only staff at aal2 edit; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "Only staff at aal2 edit" ON public.documentation AS RESTRICTIVE FOR UPDATE TO authenticated USING (( SELECT public.has_role('editor'::text) AS has_role)) WITH CHECK (( SELECT public.has_role('editor'::text) AS has_role));

--
-- Name: resources Only staff at aal2 edit; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "Only staff at aal2 edit" ON public.resources AS RESTRICTIVE FOR UPDATE TO authenticated USING (( SELECT public.has_role('editor'::text) AS has_role)) WITH CHECK (( SELECT public.has_role('editor'::text) AS has_role));

--
-- Name: documentation Only staff at aal2 publish; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "Only staff at aal2 publish" ON public.documentation AS RESTRICTIVE FOR INSERT TO authenticated WITH CHECK (( SELECT public.has_role('editor'::text) AS has_role));

--
-- Name: resources Only staff at aal2 publish; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "Only staff at aal2 publish" ON public.resources AS RESTRICTIVE FOR INSERT TO authenticated WITH CHECK (( SELECT public.has_role('editor'::text) AS has_role));

--
-- Name: documentation Only staff at aal2 unpublish; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "Only staff at aal2 unpublish" ON public.documentation AS RESTRICTIVE FOR DELETE TO authenticated USING (( SELECT public.has_role('editor'::text) AS has_role));

--
-- Name: resources Only staff at aal2 unpublish; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "Only staff at aal2 unpublish" ON public.resources AS RESTRICTIVE FOR DELETE TO authenticated USING (( SELECT public.has_role('editor'::text) AS has_role));

--
-- Name: documentation Published documentation is public; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "Published documentation is public" ON public.documentation FOR SELECT TO anon, authenticated USING (true);

--
-- Name: resources Published resources are public; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "Published resources are public" ON public.resources FOR SELECT TO anon, authenticated USING (true);

--
-- Name: documentation Staff edit; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "Staff edit" ON public.documentation FOR UPDATE TO authenticated USING (( SELECT public.has_role('editor'::text) AS has_role)) WITH CHECK (( SELECT public.has_role('editor'::text) AS has_role));

--
-- Name: resources Staff edit; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "Staff edit" ON public.resources FOR UPDATE TO authenticated USING (( SELECT public.has_role('editor'::text) AS has_role)) WITH CHECK (( SELECT public.has_role('editor'::text) AS has_role));

--
-- Name: documentation Staff publish; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "Staff publish" ON public.documentation FOR INSERT TO authenticated WITH CHECK (( SELECT public.has_role('editor'::text) AS has_role));

--
-- Name: resources Staff publish; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "Staff publish" ON public.resources FOR INSERT TO authenticated WITH CHECK (( SELECT public.has_role('editor'::text) AS has_role));

--
-- Name: documentation Staff unpublish; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "Staff unpublish" ON public.documentation FOR DELETE TO authenticated USING (( SELECT public.has_role('editor'::text) AS has_role));

--
-- Name: resources Staff unpublish; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "Staff unpublish" ON public.resources FOR DELETE TO authenticated USING (( SELECT public.has_role('editor'::text) AS has_role));

--
-- Name: documentation; Type: ROW SECURITY; Schema: public; Owner: -
--

ALTER TABLE public.documentation ENABLE ROW LEVEL SECURITY;

--
-- Name: resources; Type: ROW SECURITY; Schema: public; Owner: -
--

ALTER TABLE public.resources ENABLE ROW LEVEL SECURITY;

--
-- Name: TABLE documentation; Type: ACL; Schema: public; Owner: -
--

GRANT ALL ON TABLE public.documentation TO service_role;
GRANT SELECT ON TABLE public.documentation TO anon;
GRANT SELECT,INSERT,DELETE,UPDATE ON TABLE public.documentation TO authenticated;

--
-- Name: TABLE resources; Type: ACL; Schema: public; Owner: -
--

GRANT ALL ON TABLE public.resources TO service_role;
GRANT SELECT ON TABLE public.resources TO anon;
GRANT SELECT,INSERT,DELETE,UPDATE ON TABLE public.resources TO authenticated;
