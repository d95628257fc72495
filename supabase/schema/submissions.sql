-- What visitors send: one table a kind (shared/submission-kinds.ts declares them), their CHECKs and who may insert.
-- Generated from supabase/migrations by `npm run gen:schema`: read it here, change it with a new migration.

--
-- Name: one_row_a_visitor(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.one_row_a_visitor() RETURNS trigger
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
begin
  if current_user in ('anon', 'authenticated') and (select count(*) from inserted) > 1 then
    raise exception 'Send one at a time: each form sends one row, and so must any other request'
      using errcode = '22023';
  end if;
  return null;
end
$$;

--
-- Name: submission_tables(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.submission_tables() RETURNS text[]
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$
  select array['contact_submissions', 'job_applications', 'research_partnerships', 'incubation_programme', 'newsletter_subscribers']
$$;

--
-- Name: contact_submissions; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.contact_submissions (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    name text NOT NULL,
    email text NOT NULL,
    company text,
    inquiry_type text NOT NULL,
    message text NOT NULL,
    status text DEFAULT 'new'::text NOT NULL,
    status_changed_at timestamp with time zone,
    status_changed_by uuid,
    owner_id uuid,
    owner_since timestamp with time zone,
    owner_given_by text,
    stage text DEFAULT 'new'::text NOT NULL,
    stage_since timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT contact_submissions_company_check CHECK (((company IS NULL) OR (char_length(company) <= 200))),
    CONSTRAINT contact_submissions_email_check CHECK (((char_length(email) <= 254) AND (email ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$'::text))),
    CONSTRAINT contact_submissions_inquiry_type_check CHECK ((inquiry_type = ANY (ARRAY['demo-request'::text, 'partner-inquiry'::text, 'media-request'::text, 'general-question'::text]))),
    CONSTRAINT contact_submissions_message_check CHECK (((char_length(btrim(message, ' 	
'::text)) >= 10) AND (char_length(message) <= 5000))),
    CONSTRAINT contact_submissions_name_check CHECK (((char_length(btrim(name, ' 	
'::text)) >= 2) AND (char_length(name) <= 100))),
    CONSTRAINT contact_submissions_stage_check CHECK ((stage = ANY ('{new,contacted,qualified,won,lost}'::text[]))),
    CONSTRAINT contact_submissions_status_check CHECK ((status = ANY (ARRAY['new'::text, 'read'::text, 'archived'::text, 'spam'::text])))
);

--
-- Name: incubation_programme; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.incubation_programme (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    name text NOT NULL,
    email text NOT NULL,
    research_area text NOT NULL,
    institution text NOT NULL,
    topic_statement text NOT NULL,
    support_needed text,
    proposal_file_path text,
    status text DEFAULT 'new'::text NOT NULL,
    status_changed_at timestamp with time zone,
    status_changed_by uuid,
    owner_id uuid,
    owner_since timestamp with time zone,
    owner_given_by text,
    stage text DEFAULT 'new'::text NOT NULL,
    stage_since timestamp with time zone DEFAULT now() NOT NULL,
    erasure_requested_at timestamp with time zone,
    CONSTRAINT incubation_programme_email_check CHECK (((char_length(email) <= 254) AND (email ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$'::text))),
    CONSTRAINT incubation_programme_institution_check CHECK (((institution ~ '\S'::text) AND (char_length(institution) <= 200))),
    CONSTRAINT incubation_programme_name_check CHECK (((name ~ '\S'::text) AND (char_length(name) <= 100))),
    CONSTRAINT incubation_programme_proposal_file_path_check CHECK (((proposal_file_path IS NULL) OR (starts_with(proposal_file_path, (('incubation-programme/'::text || (id)::text) || '_proposal.'::text)) AND (char_length(proposal_file_path) <= 300)))),
    CONSTRAINT incubation_programme_research_area_check CHECK (((research_area ~ '\S'::text) AND (char_length(research_area) <= 200))),
    CONSTRAINT incubation_programme_stage_check CHECK ((stage = ANY ('{new,in-review,accepted,declined}'::text[]))),
    CONSTRAINT incubation_programme_status_check CHECK ((status = ANY (ARRAY['new'::text, 'read'::text, 'archived'::text, 'spam'::text]))),
    CONSTRAINT incubation_programme_support_needed_check CHECK (((support_needed IS NULL) OR ((support_needed ~ '\S'::text) AND (char_length(support_needed) <= 1000)))),
    CONSTRAINT incubation_programme_topic_statement_check CHECK (((topic_statement ~ '\S'::text) AND (char_length(topic_statement) <= 500)))
);

--
-- Name: job_applications; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.job_applications (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    position_title text NOT NULL,
    first_name text NOT NULL,
    surname text NOT NULL,
    email text NOT NULL,
    reason_to_apply text NOT NULL,
    cover_letter_url text,
    cv_url text,
    status text DEFAULT 'new'::text NOT NULL,
    status_changed_at timestamp with time zone,
    status_changed_by uuid,
    owner_id uuid,
    owner_since timestamp with time zone,
    owner_given_by text,
    stage text DEFAULT 'new'::text NOT NULL,
    stage_since timestamp with time zone DEFAULT now() NOT NULL,
    erasure_requested_at timestamp with time zone,
    CONSTRAINT job_applications_cover_letter_url_check CHECK (((cover_letter_url IS NULL) OR (starts_with(cover_letter_url, 'cover-letters/'::text) AND (char_length(cover_letter_url) <= 1024)))),
    CONSTRAINT job_applications_cv_url_check CHECK (((cv_url IS NULL) OR (starts_with(cv_url, 'cvs/'::text) AND (char_length(cv_url) <= 1024)))),
    CONSTRAINT job_applications_email_check CHECK (((char_length(email) <= 254) AND (email ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$'::text))),
    CONSTRAINT job_applications_first_name_check CHECK (((first_name ~ '\S'::text) AND (char_length(first_name) <= 100))),
    CONSTRAINT job_applications_position_title_check CHECK (((position_title ~ '\S'::text) AND (char_length(position_title) <= 200))),
    CONSTRAINT job_applications_reason_to_apply_check CHECK (((reason_to_apply ~ '\S'::text) AND (char_length(reason_to_apply) <= 5000))),
    CONSTRAINT job_applications_stage_check CHECK ((stage = ANY ('{new,screening,interview,offer,hired,not-taken}'::text[]))),
    CONSTRAINT job_applications_status_check CHECK ((status = ANY (ARRAY['new'::text, 'read'::text, 'archived'::text, 'spam'::text]))),
    CONSTRAINT job_applications_surname_check CHECK (((surname ~ '\S'::text) AND (char_length(surname) <= 100)))
);

--
-- Name: COLUMN job_applications.erasure_requested_at; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON COLUMN public.job_applications.erasure_requested_at IS 'When the applicant asked, with their acknowledgement''s link, for this application to be erased.';

--
-- Name: newsletter_subscribers; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.newsletter_subscribers (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    email text NOT NULL,
    status text DEFAULT 'new'::text NOT NULL,
    status_changed_at timestamp with time zone,
    status_changed_by uuid,
    state text DEFAULT 'unconfirmed'::text NOT NULL,
    confirmed_at timestamp with time zone,
    confirmed_from text,
    consent_wording text,
    CONSTRAINT newsletter_subscribers_confirmed_from_check CHECK (((confirmed_from IS NULL) OR (char_length(confirmed_from) <= 64))),
    CONSTRAINT newsletter_subscribers_consent_wording_check CHECK (((consent_wording IS NULL) OR (char_length(consent_wording) <= 1000))),
    CONSTRAINT newsletter_subscribers_email_check CHECK (((char_length(email) <= 254) AND (email ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$'::text) AND (email = lower(btrim(email))))),
    CONSTRAINT newsletter_subscribers_state_check CHECK ((state = ANY (ARRAY['unconfirmed'::text, 'confirmed'::text]))),
    CONSTRAINT newsletter_subscribers_status_check CHECK ((status = ANY (ARRAY['new'::text, 'read'::text, 'archived'::text, 'spam'::text])))
);

--
-- Name: research_partnerships; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.research_partnerships (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    name text NOT NULL,
    email text NOT NULL,
    research_area text NOT NULL,
    institution text NOT NULL,
    topic_statement text NOT NULL,
    collaboration_type text,
    proposal_file_path text,
    status text DEFAULT 'new'::text NOT NULL,
    status_changed_at timestamp with time zone,
    status_changed_by uuid,
    owner_id uuid,
    owner_since timestamp with time zone,
    owner_given_by text,
    stage text DEFAULT 'new'::text NOT NULL,
    stage_since timestamp with time zone DEFAULT now() NOT NULL,
    erasure_requested_at timestamp with time zone,
    CONSTRAINT research_partnerships_collaboration_type_check CHECK (((collaboration_type IS NULL) OR ((collaboration_type ~ '\S'::text) AND (char_length(collaboration_type) <= 1000)))),
    CONSTRAINT research_partnerships_email_check CHECK (((char_length(email) <= 254) AND (email ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$'::text))),
    CONSTRAINT research_partnerships_institution_check CHECK (((institution ~ '\S'::text) AND (char_length(institution) <= 200))),
    CONSTRAINT research_partnerships_name_check CHECK (((name ~ '\S'::text) AND (char_length(name) <= 100))),
    CONSTRAINT research_partnerships_proposal_file_path_check CHECK (((proposal_file_path IS NULL) OR (starts_with(proposal_file_path, (('research-partnerships/'::text || (id)::text) || '_proposal.'::text)) AND (char_length(proposal_file_path) <= 300)))),
    CONSTRAINT research_partnerships_research_area_check CHECK (((research_area ~ '\S'::text) AND (char_length(research_area) <= 200))),
    CONSTRAINT research_partnerships_stage_check CHECK ((stage = ANY ('{new,in-review,accepted,declined}'::text[]))),
    CONSTRAINT research_partnerships_status_check CHECK ((status = ANY (ARRAY['new'::text, 'read'::text, 'archived'::text, 'spam'::text]))),
    CONSTRAINT research_partnerships_topic_statement_check CHECK (((topic_statement ~ '\S'::text) AND (char_length(topic_statement) <= 500)))
);

--
-- Name: contact_submissions contact_submissions_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.contact_submissions
    ADD CONSTRAINT contact_submissions_pkey PRIMARY KEY (id);

--
-- Name: incubation_programme incubation_programme_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.incubation_programme
    ADD CONSTRAINT incubation_programme_pkey PRIMARY KEY (id);

--
-- Name: job_applications job_applications_cover_letter_url_own; Type: CHECK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE public.job_applications
    ADD CONSTRAINT job_applications_cover_letter_url_own CHECK (((cover_letter_url IS NULL) OR starts_with(cover_letter_url, (('cover-letters/'::text || (id)::text) || '/'::text)))) NOT VALID;

--
-- Name: job_applications job_applications_cv_url_own; Type: CHECK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE public.job_applications
    ADD CONSTRAINT job_applications_cv_url_own CHECK (((cv_url IS NULL) OR starts_with(cv_url, (('cvs/'::text || (id)::text) || '/'::text)))) NOT VALID;

--
-- Name: job_applications job_applications_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.job_applications
    ADD CONSTRAINT job_applications_pkey PRIMARY KEY (id);

--
-- Name: newsletter_subscribers newsletter_subscribers_email_key; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.newsletter_subscribers
    ADD CONSTRAINT newsletter_subscribers_email_key UNIQUE (email);

--
-- Name: newsletter_subscribers newsletter_subscribers_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.newsletter_subscribers
    ADD CONSTRAINT newsletter_subscribers_pkey PRIMARY KEY (id);

--
-- Name: research_partnerships research_partnerships_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.research_partnerships
    ADD CONSTRAINT research_partnerships_pkey PRIMARY KEY (id);

--
-- Name: contact_submissions_company_trgm; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX contact_submissions_company_trgm ON public.contact_submissions USING gin (company extensions.gin_trgm_ops) WITH (fastupdate=off);

--
-- Name: contact_submissions_created_at_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX contact_submissions_created_at_id_idx ON public.contact_submissions USING btree (created_at DESC, id);

--
-- Name: contact_submissions_email_trgm; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX contact_submissions_email_trgm ON public.contact_submissions USING gin (email extensions.gin_trgm_ops) WITH (fastupdate=off);

--
-- Name: contact_submissions_inquiry_type_trgm; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX contact_submissions_inquiry_type_trgm ON public.contact_submissions USING gin (inquiry_type extensions.gin_trgm_ops) WITH (fastupdate=off);

--
-- Name: contact_submissions_message_trgm; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX contact_submissions_message_trgm ON public.contact_submissions USING gin (message extensions.gin_trgm_ops) WITH (fastupdate=off);

--
-- Name: contact_submissions_name_trgm; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX contact_submissions_name_trgm ON public.contact_submissions USING gin (name extensions.gin_trgm_ops) WITH (fastupdate=off);

--
-- Name: contact_submissions_owner_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX contact_submissions_owner_idx ON public.contact_submissions USING btree (owner_id, created_at DESC, id) WHERE (owner_id IS NOT NULL);

--
-- Name: contact_submissions_stage_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX contact_submissions_stage_idx ON public.contact_submissions USING btree (stage, created_at DESC, id);

--
-- Name: incubation_programme_area_trgm; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX incubation_programme_area_trgm ON public.incubation_programme USING gin (research_area extensions.gin_trgm_ops) WITH (fastupdate=off);

--
-- Name: incubation_programme_created_at_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX incubation_programme_created_at_id_idx ON public.incubation_programme USING btree (created_at DESC, id);

--
-- Name: incubation_programme_email_trgm; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX incubation_programme_email_trgm ON public.incubation_programme USING gin (email extensions.gin_trgm_ops) WITH (fastupdate=off);

--
-- Name: incubation_programme_erasure_requested_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX incubation_programme_erasure_requested_idx ON public.incubation_programme USING btree (erasure_requested_at) WHERE (erasure_requested_at IS NOT NULL);

--
-- Name: incubation_programme_institution_trgm; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX incubation_programme_institution_trgm ON public.incubation_programme USING gin (institution extensions.gin_trgm_ops) WITH (fastupdate=off);

--
-- Name: incubation_programme_name_trgm; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX incubation_programme_name_trgm ON public.incubation_programme USING gin (name extensions.gin_trgm_ops) WITH (fastupdate=off);

--
-- Name: incubation_programme_owner_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX incubation_programme_owner_idx ON public.incubation_programme USING btree (owner_id, created_at DESC, id) WHERE (owner_id IS NOT NULL);

--
-- Name: incubation_programme_stage_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX incubation_programme_stage_idx ON public.incubation_programme USING btree (stage, created_at DESC, id);

--
-- Name: incubation_programme_topic_trgm; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX incubation_programme_topic_trgm ON public.incubation_programme USING gin (topic_statement extensions.gin_trgm_ops) WITH (fastupdate=off);

--
-- Name: job_applications_created_at_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX job_applications_created_at_id_idx ON public.job_applications USING btree (created_at DESC, id);

--
-- Name: job_applications_email_trgm; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX job_applications_email_trgm ON public.job_applications USING gin (email extensions.gin_trgm_ops) WITH (fastupdate=off);

--
-- Name: job_applications_erasure_requested_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX job_applications_erasure_requested_idx ON public.job_applications USING btree (erasure_requested_at) WHERE (erasure_requested_at IS NOT NULL);

--
-- Name: job_applications_name_trgm; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX job_applications_name_trgm ON public.job_applications USING gin ((((first_name || ' '::text) || surname)) extensions.gin_trgm_ops) WITH (fastupdate=off);

--
-- Name: job_applications_owner_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX job_applications_owner_idx ON public.job_applications USING btree (owner_id, created_at DESC, id) WHERE (owner_id IS NOT NULL);

--
-- Name: job_applications_position_title_trgm; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX job_applications_position_title_trgm ON public.job_applications USING gin (position_title extensions.gin_trgm_ops) WITH (fastupdate=off);

--
-- Name: job_applications_reason_trgm; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX job_applications_reason_trgm ON public.job_applications USING gin (reason_to_apply extensions.gin_trgm_ops) WITH (fastupdate=off);

--
-- Name: job_applications_stage_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX job_applications_stage_idx ON public.job_applications USING btree (stage, created_at DESC, id);

--
-- Name: newsletter_subscribers_created_at_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX newsletter_subscribers_created_at_id_idx ON public.newsletter_subscribers USING btree (created_at DESC, id);

--
-- Name: newsletter_subscribers_email_trgm; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX newsletter_subscribers_email_trgm ON public.newsletter_subscribers USING gin (email extensions.gin_trgm_ops) WITH (fastupdate=off);

--
-- Name: newsletter_subscribers_unconfirmed; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX newsletter_subscribers_unconfirmed ON public.newsletter_subscribers USING btree (created_at) WHERE (state = 'unconfirmed'::text);

--
-- Name: research_partnerships_area_trgm; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX research_partnerships_area_trgm ON public.research_partnerships USING gin (research_area extensions.gin_trgm_ops) WITH (fastupdate=off);

--
-- Name: research_partnerships_created_at_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX research_partnerships_created_at_id_idx ON public.research_partnerships USING btree (created_at DESC, id);

--
-- Name: research_partnerships_email_trgm; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX research_partnerships_email_trgm ON public.research_partnerships USING gin (email extensions.gin_trgm_ops) WITH (fastupdate=off);

--
-- Name: research_partnerships_erasure_requested_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX research_partnerships_erasure_requested_idx ON public.research_partnerships USING btree (erasure_requested_at) WHERE (erasure_requested_at IS NOT NULL);

--
-- Name: research_partnerships_institution_trgm; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX research_partnerships_institution_trgm ON public.research_partnerships USING gin (institution extensions.gin_trgm_ops) WITH (fastupdate=off);

--
-- Name: research_partnerships_name_trgm; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX research_partnerships_name_trgm ON public.research_partnerships USING gin (name extensions.gin_trgm_ops) WITH (fastupdate=off);

--
-- Name: research_partnerships_owner_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX research_partnerships_owner_idx ON public.research_partnerships USING btree (owner_id, created_at DESC, id) WHERE (owner_id IS NOT NULL);

--
-- Name: research_partnerships_stage_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX research_partnerships_stage_idx ON public.research_partnerships USING btree (stage, created_at DESC, id);

--
-- Name: research_partnerships_topic_trgm; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX research_partnerships_topic_trgm ON public.research_partnerships USING gin (topic_statement extensions.gin_trgm_ops) WITH (fastupdate=off);

--
-- Name: contact_submissions audit_status_change; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER audit_status_change AFTER UPDATE OF status ON public.contact_submissions FOR EACH ROW EXECUTE FUNCTION private.audit_status_change();

--
-- Name: incubation_programme audit_status_change; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER audit_status_change AFTER UPDATE OF status ON public.incubation_programme FOR EACH ROW EXECUTE FUNCTION private.audit_status_change();

--
-- Name: job_applications audit_status_change; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER audit_status_change AFTER UPDATE OF status ON public.job_applications FOR EACH ROW EXECUTE FUNCTION private.audit_status_change();

--
-- Name: newsletter_subscribers audit_status_change; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER audit_status_change AFTER UPDATE OF status ON public.newsletter_subscribers FOR EACH ROW EXECUTE FUNCTION private.audit_status_change();

--
-- Name: research_partnerships audit_status_change; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER audit_status_change AFTER UPDATE OF status ON public.research_partnerships FOR EACH ROW EXECUTE FUNCTION private.audit_status_change();

--
-- Name: contact_submissions enqueue_notice; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER enqueue_notice AFTER INSERT ON public.contact_submissions FOR EACH ROW EXECUTE FUNCTION public.enqueue_submission_notice();

--
-- Name: incubation_programme enqueue_notice; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER enqueue_notice AFTER INSERT ON public.incubation_programme FOR EACH ROW EXECUTE FUNCTION public.enqueue_submission_notice('incubation-application');

--
-- Name: job_applications enqueue_notice; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER enqueue_notice AFTER INSERT ON public.job_applications FOR EACH ROW EXECUTE FUNCTION public.enqueue_submission_notice('job-application');

--
-- Name: newsletter_subscribers enqueue_notice; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER enqueue_notice AFTER UPDATE OF state ON public.newsletter_subscribers FOR EACH ROW WHEN (((old.state = 'unconfirmed'::text) AND (new.state = 'confirmed'::text))) EXECUTE FUNCTION public.enqueue_submission_notice('newsletter-subscription');

--
-- Name: research_partnerships enqueue_notice; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER enqueue_notice AFTER INSERT ON public.research_partnerships FOR EACH ROW EXECUTE FUNCTION public.enqueue_submission_notice('research-partnership');

--
-- Name: contact_submissions forget_inbox_messages; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER forget_inbox_messages AFTER DELETE ON public.contact_submissions FOR EACH ROW EXECUTE FUNCTION private.forget_inbox_messages();

--
-- Name: incubation_programme forget_inbox_messages; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER forget_inbox_messages AFTER DELETE ON public.incubation_programme FOR EACH ROW EXECUTE FUNCTION private.forget_inbox_messages();

--
-- Name: job_applications forget_inbox_messages; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER forget_inbox_messages AFTER DELETE ON public.job_applications FOR EACH ROW EXECUTE FUNCTION private.forget_inbox_messages();

--
-- Name: research_partnerships forget_inbox_messages; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER forget_inbox_messages AFTER DELETE ON public.research_partnerships FOR EACH ROW EXECUTE FUNCTION private.forget_inbox_messages();

--
-- Name: contact_submissions forget_inbox_notes; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER forget_inbox_notes AFTER DELETE ON public.contact_submissions FOR EACH ROW EXECUTE FUNCTION private.forget_inbox_notes();

--
-- Name: incubation_programme forget_inbox_notes; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER forget_inbox_notes AFTER DELETE ON public.incubation_programme FOR EACH ROW EXECUTE FUNCTION private.forget_inbox_notes();

--
-- Name: job_applications forget_inbox_notes; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER forget_inbox_notes AFTER DELETE ON public.job_applications FOR EACH ROW EXECUTE FUNCTION private.forget_inbox_notes();

--
-- Name: research_partnerships forget_inbox_notes; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER forget_inbox_notes AFTER DELETE ON public.research_partnerships FOR EACH ROW EXECUTE FUNCTION private.forget_inbox_notes();

--
-- Name: contact_submissions forget_inbox_reads; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER forget_inbox_reads AFTER DELETE ON public.contact_submissions FOR EACH ROW EXECUTE FUNCTION private.forget_inbox_reads();

--
-- Name: incubation_programme forget_inbox_reads; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER forget_inbox_reads AFTER DELETE ON public.incubation_programme FOR EACH ROW EXECUTE FUNCTION private.forget_inbox_reads();

--
-- Name: job_applications forget_inbox_reads; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER forget_inbox_reads AFTER DELETE ON public.job_applications FOR EACH ROW EXECUTE FUNCTION private.forget_inbox_reads();

--
-- Name: newsletter_subscribers forget_inbox_reads; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER forget_inbox_reads AFTER DELETE ON public.newsletter_subscribers FOR EACH ROW EXECUTE FUNCTION private.forget_inbox_reads();

--
-- Name: research_partnerships forget_inbox_reads; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER forget_inbox_reads AFTER DELETE ON public.research_partnerships FOR EACH ROW EXECUTE FUNCTION private.forget_inbox_reads();

--
-- Name: newsletter_subscribers newsletter_sign_up; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER newsletter_sign_up BEFORE INSERT ON public.newsletter_subscribers FOR EACH ROW EXECUTE FUNCTION private.newsletter_sign_up();

--
-- Name: contact_submissions one_row_a_visitor; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER one_row_a_visitor AFTER INSERT ON public.contact_submissions REFERENCING NEW TABLE AS inserted FOR EACH STATEMENT EXECUTE FUNCTION private.one_row_a_visitor();

--
-- Name: incubation_programme one_row_a_visitor; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER one_row_a_visitor AFTER INSERT ON public.incubation_programme REFERENCING NEW TABLE AS inserted FOR EACH STATEMENT EXECUTE FUNCTION private.one_row_a_visitor();

--
-- Name: job_applications one_row_a_visitor; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER one_row_a_visitor AFTER INSERT ON public.job_applications REFERENCING NEW TABLE AS inserted FOR EACH STATEMENT EXECUTE FUNCTION private.one_row_a_visitor();

--
-- Name: newsletter_subscribers one_row_a_visitor; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER one_row_a_visitor AFTER INSERT ON public.newsletter_subscribers REFERENCING NEW TABLE AS inserted FOR EACH STATEMENT EXECUTE FUNCTION private.one_row_a_visitor();

--
-- Name: research_partnerships one_row_a_visitor; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER one_row_a_visitor AFTER INSERT ON public.research_partnerships REFERENCING NEW TABLE AS inserted FOR EACH STATEMENT EXECUTE FUNCTION private.one_row_a_visitor();

--
-- Name: incubation_programme queue_acknowledgement; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER queue_acknowledgement AFTER INSERT ON public.incubation_programme FOR EACH ROW EXECUTE FUNCTION private.queue_acknowledgement();

--
-- Name: job_applications queue_acknowledgement; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER queue_acknowledgement AFTER INSERT ON public.job_applications FOR EACH ROW EXECUTE FUNCTION private.queue_acknowledgement();

--
-- Name: research_partnerships queue_acknowledgement; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER queue_acknowledgement AFTER INSERT ON public.research_partnerships FOR EACH ROW EXECUTE FUNCTION private.queue_acknowledgement();

--
-- Name: newsletter_subscribers queue_confirmation; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER queue_confirmation AFTER INSERT ON public.newsletter_subscribers FOR EACH ROW EXECUTE FUNCTION private.queue_newsletter_confirmation();

--
-- Name: contact_submissions stamp_status_change; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER stamp_status_change BEFORE UPDATE ON public.contact_submissions FOR EACH ROW EXECUTE FUNCTION public.stamp_status_change();

--
-- Name: incubation_programme stamp_status_change; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER stamp_status_change BEFORE UPDATE ON public.incubation_programme FOR EACH ROW EXECUTE FUNCTION public.stamp_status_change();

--
-- Name: job_applications stamp_status_change; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER stamp_status_change BEFORE UPDATE ON public.job_applications FOR EACH ROW EXECUTE FUNCTION public.stamp_status_change();

--
-- Name: newsletter_subscribers stamp_status_change; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER stamp_status_change BEFORE UPDATE ON public.newsletter_subscribers FOR EACH ROW EXECUTE FUNCTION public.stamp_status_change();

--
-- Name: research_partnerships stamp_status_change; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER stamp_status_change BEFORE UPDATE ON public.research_partnerships FOR EACH ROW EXECUTE FUNCTION public.stamp_status_change();

--
-- Name: contact_submissions contact_submissions_owner_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.contact_submissions
    ADD CONSTRAINT contact_submissions_owner_id_fkey FOREIGN KEY (owner_id) REFERENCES auth.users(id) ON DELETE SET NULL;

--
-- Name: incubation_programme incubation_programme_owner_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.incubation_programme
    ADD CONSTRAINT incubation_programme_owner_id_fkey FOREIGN KEY (owner_id) REFERENCES auth.users(id) ON DELETE SET NULL;

--
-- Name: job_applications job_applications_owner_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.job_applications
    ADD CONSTRAINT job_applications_owner_id_fkey FOREIGN KEY (owner_id) REFERENCES auth.users(id) ON DELETE SET NULL;

--
-- Name: research_partnerships research_partnerships_owner_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.research_partnerships
    ADD CONSTRAINT research_partnerships_owner_id_fkey FOREIGN KEY (owner_id) REFERENCES auth.users(id) ON DELETE SET NULL;

--
-- Name: job_applications Anyone may apply for a position; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "Anyone may apply for a position" ON public.job_applications FOR INSERT TO anon, authenticated WITH CHECK (true);

--
-- Name: incubation_programme Anyone may apply to the incubation programme; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "Anyone may apply to the incubation programme" ON public.incubation_programme FOR INSERT TO anon, authenticated WITH CHECK (true);

--
-- Name: research_partnerships Anyone may propose a research partnership; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "Anyone may propose a research partnership" ON public.research_partnerships FOR INSERT TO anon, authenticated WITH CHECK (true);

--
-- Name: contact_submissions Anyone may send a contact message; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "Anyone may send a contact message" ON public.contact_submissions FOR INSERT TO anon, authenticated WITH CHECK (true);

--
-- Name: newsletter_subscribers Anyone may subscribe to the newsletter; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "Anyone may subscribe to the newsletter" ON public.newsletter_subscribers FOR INSERT TO anon, authenticated WITH CHECK (true);

--
-- Name: contact_submissions Only staff at aal2 delete; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "Only staff at aal2 delete" ON public.contact_submissions AS RESTRICTIVE FOR DELETE TO authenticated USING (( SELECT public.has_role('admin'::text) AS has_role));

--
-- Name: incubation_programme Only staff at aal2 delete; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "Only staff at aal2 delete" ON public.incubation_programme AS RESTRICTIVE FOR DELETE TO authenticated USING (( SELECT public.has_role('labs'::text) AS has_role));

--
-- Name: job_applications Only staff at aal2 delete; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "Only staff at aal2 delete" ON public.job_applications AS RESTRICTIVE FOR DELETE TO authenticated USING (( SELECT public.has_role('careers'::text) AS has_role));

--
-- Name: newsletter_subscribers Only staff at aal2 delete; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "Only staff at aal2 delete" ON public.newsletter_subscribers AS RESTRICTIVE FOR DELETE TO authenticated USING (( SELECT public.has_role('admin'::text) AS has_role));

--
-- Name: research_partnerships Only staff at aal2 delete; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "Only staff at aal2 delete" ON public.research_partnerships AS RESTRICTIVE FOR DELETE TO authenticated USING (( SELECT public.has_role('labs'::text) AS has_role));

--
-- Name: contact_submissions Only staff at aal2 read; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "Only staff at aal2 read" ON public.contact_submissions AS RESTRICTIVE FOR SELECT TO authenticated USING (( SELECT public.has_role('sales'::text) AS has_role));

--
-- Name: incubation_programme Only staff at aal2 read; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "Only staff at aal2 read" ON public.incubation_programme AS RESTRICTIVE FOR SELECT TO authenticated USING (( SELECT public.has_role('labs'::text) AS has_role));

--
-- Name: job_applications Only staff at aal2 read; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "Only staff at aal2 read" ON public.job_applications AS RESTRICTIVE FOR SELECT TO authenticated USING (( SELECT public.has_role('careers'::text) AS has_role));

--
-- Name: newsletter_subscribers Only staff at aal2 read; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "Only staff at aal2 read" ON public.newsletter_subscribers AS RESTRICTIVE FOR SELECT TO authenticated USING (( SELECT public.has_role('sales'::text) AS has_role));

--
-- Name: research_partnerships Only staff at aal2 read; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "Only staff at aal2 read" ON public.research_partnerships AS RESTRICTIVE FOR SELECT TO authenticated USING (( SELECT public.has_role('labs'::text) AS has_role));

--
-- Name: contact_submissions Only staff at aal2 triage; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "Only staff at aal2 triage" ON public.contact_submissions AS RESTRICTIVE FOR UPDATE TO authenticated USING (( SELECT public.has_role('sales'::text) AS has_role)) WITH CHECK (( SELECT public.has_role('sales'::text) AS has_role));

--
-- Name: incubation_programme Only staff at aal2 triage; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "Only staff at aal2 triage" ON public.incubation_programme AS RESTRICTIVE FOR UPDATE TO authenticated USING (( SELECT public.has_role('labs'::text) AS has_role)) WITH CHECK (( SELECT public.has_role('labs'::text) AS has_role));

--
-- Name: job_applications Only staff at aal2 triage; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "Only staff at aal2 triage" ON public.job_applications AS RESTRICTIVE FOR UPDATE TO authenticated USING (( SELECT public.has_role('careers'::text) AS has_role)) WITH CHECK (( SELECT public.has_role('careers'::text) AS has_role));

--
-- Name: newsletter_subscribers Only staff at aal2 triage; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "Only staff at aal2 triage" ON public.newsletter_subscribers AS RESTRICTIVE FOR UPDATE TO authenticated USING (( SELECT public.has_role('sales'::text) AS has_role)) WITH CHECK (( SELECT public.has_role('sales'::text) AS has_role));

--
-- Name: research_partnerships Only staff at aal2 triage; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "Only staff at aal2 triage" ON public.research_partnerships AS RESTRICTIVE FOR UPDATE TO authenticated USING (( SELECT public.has_role('labs'::text) AS has_role)) WITH CHECK (( SELECT public.has_role('labs'::text) AS has_role));

--
-- Name: contact_submissions Signed-in sessions never submit; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "Signed-in sessions never submit" ON public.contact_submissions AS RESTRICTIVE FOR INSERT TO authenticated WITH CHECK (false);

--
-- Name: incubation_programme Signed-in sessions never submit; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "Signed-in sessions never submit" ON public.incubation_programme AS RESTRICTIVE FOR INSERT TO authenticated WITH CHECK (false);

--
-- Name: job_applications Signed-in sessions never submit; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "Signed-in sessions never submit" ON public.job_applications AS RESTRICTIVE FOR INSERT TO authenticated WITH CHECK (false);

--
-- Name: newsletter_subscribers Signed-in sessions never submit; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "Signed-in sessions never submit" ON public.newsletter_subscribers AS RESTRICTIVE FOR INSERT TO authenticated WITH CHECK (false);

--
-- Name: research_partnerships Signed-in sessions never submit; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "Signed-in sessions never submit" ON public.research_partnerships AS RESTRICTIVE FOR INSERT TO authenticated WITH CHECK (false);

--
-- Name: contact_submissions Staff delete submissions; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "Staff delete submissions" ON public.contact_submissions FOR DELETE TO authenticated USING (( SELECT public.has_role('admin'::text) AS has_role));

--
-- Name: incubation_programme Staff delete submissions; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "Staff delete submissions" ON public.incubation_programme FOR DELETE TO authenticated USING (( SELECT public.has_role('labs'::text) AS has_role));

--
-- Name: job_applications Staff delete submissions; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "Staff delete submissions" ON public.job_applications FOR DELETE TO authenticated USING (( SELECT public.has_role('careers'::text) AS has_role));

--
-- Name: newsletter_subscribers Staff delete submissions; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "Staff delete submissions" ON public.newsletter_subscribers FOR DELETE TO authenticated USING (( SELECT public.has_role('admin'::text) AS has_role));

--
-- Name: research_partnerships Staff delete submissions; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "Staff delete submissions" ON public.research_partnerships FOR DELETE TO authenticated USING (( SELECT public.has_role('labs'::text) AS has_role));

--
-- Name: contact_submissions Staff read submissions; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "Staff read submissions" ON public.contact_submissions FOR SELECT TO authenticated USING (( SELECT public.has_role('sales'::text) AS has_role));

--
-- Name: incubation_programme Staff read submissions; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "Staff read submissions" ON public.incubation_programme FOR SELECT TO authenticated USING (( SELECT public.has_role('labs'::text) AS has_role));

--
-- Name: job_applications Staff read submissions; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "Staff read submissions" ON public.job_applications FOR SELECT TO authenticated USING (( SELECT public.has_role('careers'::text) AS has_role));

--
-- Name: newsletter_subscribers Staff read submissions; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "Staff read submissions" ON public.newsletter_subscribers FOR SELECT TO authenticated USING (( SELECT public.has_role('sales'::text) AS has_role));

--
-- Name: research_partnerships Staff read submissions; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "Staff read submissions" ON public.research_partnerships FOR SELECT TO authenticated USING (( SELECT public.has_role('labs'::text) AS has_role));

--
-- Name: contact_submissions Staff triage submissions; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "Staff triage submissions" ON public.contact_submissions FOR UPDATE TO authenticated USING (( SELECT public.has_role('sales'::text) AS has_role)) WITH CHECK (( SELECT public.has_role('sales'::text) AS has_role));

--
-- Name: incubation_programme Staff triage submissions; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "Staff triage submissions" ON public.incubation_programme FOR UPDATE TO authenticated USING (( SELECT public.has_role('labs'::text) AS has_role)) WITH CHECK (( SELECT public.has_role('labs'::text) AS has_role));

--
-- Name: job_applications Staff triage submissions; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "Staff triage submissions" ON public.job_applications FOR UPDATE TO authenticated USING (( SELECT public.has_role('careers'::text) AS has_role)) WITH CHECK (( SELECT public.has_role('careers'::text) AS has_role));

--
-- Name: newsletter_subscribers Staff triage submissions; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "Staff triage submissions" ON public.newsletter_subscribers FOR UPDATE TO authenticated USING (( SELECT public.has_role('sales'::text) AS has_role)) WITH CHECK (( SELECT public.has_role('sales'::text) AS has_role));

--
-- Name: research_partnerships Staff triage submissions; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "Staff triage submissions" ON public.research_partnerships FOR UPDATE TO authenticated USING (( SELECT public.has_role('labs'::text) AS has_role)) WITH CHECK (( SELECT public.has_role('labs'::text) AS has_role));

--
-- Name: contact_submissions; Type: ROW SECURITY; Schema: public; Owner: -
--

ALTER TABLE public.contact_submissions ENABLE ROW LEVEL SECURITY;

--
-- Name: incubation_programme; Type: ROW SECURITY; Schema: public; Owner: -
--

ALTER TABLE public.incubation_programme ENABLE ROW LEVEL SECURITY;

--
-- Name: job_applications; Type: ROW SECURITY; Schema: public; Owner: -
--

ALTER TABLE public.job_applications ENABLE ROW LEVEL SECURITY;

--
-- Name: newsletter_subscribers; Type: ROW SECURITY; Schema: public; Owner: -
--

ALTER TABLE public.newsletter_subscribers ENABLE ROW LEVEL SECURITY;

--
-- Name: research_partnerships; Type: ROW SECURITY; Schema: public; Owner: -
--

ALTER TABLE public.research_partnerships ENABLE ROW LEVEL SECURITY;

--
-- Name: FUNCTION one_row_a_visitor(); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.one_row_a_visitor() FROM PUBLIC;

--
-- Name: FUNCTION submission_tables(); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.submission_tables() FROM PUBLIC;

--
-- Name: TABLE contact_submissions; Type: ACL; Schema: public; Owner: -
--

GRANT ALL ON TABLE public.contact_submissions TO service_role;
GRANT SELECT,DELETE ON TABLE public.contact_submissions TO authenticated;

--
-- Name: COLUMN contact_submissions.name; Type: ACL; Schema: public; Owner: -
--

GRANT INSERT(name) ON TABLE public.contact_submissions TO anon;
GRANT INSERT(name) ON TABLE public.contact_submissions TO authenticated;

--
-- Name: COLUMN contact_submissions.email; Type: ACL; Schema: public; Owner: -
--

GRANT INSERT(email) ON TABLE public.contact_submissions TO anon;
GRANT INSERT(email) ON TABLE public.contact_submissions TO authenticated;

--
-- Name: COLUMN contact_submissions.company; Type: ACL; Schema: public; Owner: -
--

GRANT INSERT(company) ON TABLE public.contact_submissions TO anon;
GRANT INSERT(company) ON TABLE public.contact_submissions TO authenticated;

--
-- Name: COLUMN contact_submissions.inquiry_type; Type: ACL; Schema: public; Owner: -
--

GRANT INSERT(inquiry_type) ON TABLE public.contact_submissions TO anon;
GRANT INSERT(inquiry_type) ON TABLE public.contact_submissions TO authenticated;

--
-- Name: COLUMN contact_submissions.message; Type: ACL; Schema: public; Owner: -
--

GRANT INSERT(message) ON TABLE public.contact_submissions TO anon;
GRANT INSERT(message) ON TABLE public.contact_submissions TO authenticated;

--
-- Name: COLUMN contact_submissions.status; Type: ACL; Schema: public; Owner: -
--

GRANT UPDATE(status) ON TABLE public.contact_submissions TO authenticated;

--
-- Name: TABLE incubation_programme; Type: ACL; Schema: public; Owner: -
--

GRANT ALL ON TABLE public.incubation_programme TO service_role;
GRANT SELECT,DELETE ON TABLE public.incubation_programme TO authenticated;

--
-- Name: COLUMN incubation_programme.id; Type: ACL; Schema: public; Owner: -
--

GRANT INSERT(id) ON TABLE public.incubation_programme TO anon;
GRANT INSERT(id) ON TABLE public.incubation_programme TO authenticated;

--
-- Name: COLUMN incubation_programme.name; Type: ACL; Schema: public; Owner: -
--

GRANT INSERT(name) ON TABLE public.incubation_programme TO anon;
GRANT INSERT(name) ON TABLE public.incubation_programme TO authenticated;

--
-- Name: COLUMN incubation_programme.email; Type: ACL; Schema: public; Owner: -
--

GRANT INSERT(email) ON TABLE public.incubation_programme TO anon;
GRANT INSERT(email) ON TABLE public.incubation_programme TO authenticated;

--
-- Name: COLUMN incubation_programme.research_area; Type: ACL; Schema: public; Owner: -
--

GRANT INSERT(research_area) ON TABLE public.incubation_programme TO anon;
GRANT INSERT(research_area) ON TABLE public.incubation_programme TO authenticated;

--
-- Name: COLUMN incubation_programme.institution; Type: ACL; Schema: public; Owner: -
--

GRANT INSERT(institution) ON TABLE public.incubation_programme TO anon;
GRANT INSERT(institution) ON TABLE public.incubation_programme TO authenticated;

--
-- Name: COLUMN incubation_programme.topic_statement; Type: ACL; Schema: public; Owner: -
--

GRANT INSERT(topic_statement) ON TABLE public.incubation_programme TO anon;
GRANT INSERT(topic_statement) ON TABLE public.incubation_programme TO authenticated;

--
-- Name: COLUMN incubation_programme.support_needed; Type: ACL; Schema: public; Owner: -
--

GRANT INSERT(support_needed) ON TABLE public.incubation_programme TO anon;
GRANT INSERT(support_needed) ON TABLE public.incubation_programme TO authenticated;

--
-- Name: COLUMN incubation_programme.proposal_file_path; Type: ACL; Schema: public; Owner: -
--

GRANT INSERT(proposal_file_path) ON TABLE public.incubation_programme TO anon;
GRANT INSERT(proposal_file_path) ON TABLE public.incubation_programme TO authenticated;

--
-- Name: COLUMN incubation_programme.status; Type: ACL; Schema: public; Owner: -
--

GRANT UPDATE(status) ON TABLE public.incubation_programme TO authenticated;

--
-- Name: TABLE job_applications; Type: ACL; Schema: public; Owner: -
--

GRANT ALL ON TABLE public.job_applications TO service_role;
GRANT SELECT,DELETE ON TABLE public.job_applications TO authenticated;

--
-- Name: COLUMN job_applications.id; Type: ACL; Schema: public; Owner: -
--

GRANT INSERT(id) ON TABLE public.job_applications TO anon;
GRANT INSERT(id) ON TABLE public.job_applications TO authenticated;

--
-- Name: COLUMN job_applications.position_title; Type: ACL; Schema: public; Owner: -
--

GRANT INSERT(position_title) ON TABLE public.job_applications TO anon;
GRANT INSERT(position_title) ON TABLE public.job_applications TO authenticated;

--
-- Name: COLUMN job_applications.first_name; Type: ACL; Schema: public; Owner: -
--

GRANT INSERT(first_name) ON TABLE public.job_applications TO anon;
GRANT INSERT(first_name) ON TABLE public.job_applications TO authenticated;

--
-- Name: COLUMN job_applications.surname; Type: ACL; Schema: public; Owner: -
--

GRANT INSERT(surname) ON TABLE public.job_applications TO anon;
GRANT INSERT(surname) ON TABLE public.job_applications TO authenticated;

--
-- Name: COLUMN job_applications.email; Type: ACL; Schema: public; Owner: -
--

GRANT INSERT(email) ON TABLE public.job_applications TO anon;
GRANT INSERT(email) ON TABLE public.job_applications TO authenticated;

--
-- Name: COLUMN job_applications.reason_to_apply; Type: ACL; Schema: public; Owner: -
--

GRANT INSERT(reason_to_apply) ON TABLE public.job_applications TO anon;
GRANT INSERT(reason_to_apply) ON TABLE public.job_applications TO authenticated;

--
-- Name: COLUMN job_applications.cover_letter_url; Type: ACL; Schema: public; Owner: -
--

GRANT INSERT(cover_letter_url) ON TABLE public.job_applications TO anon;
GRANT INSERT(cover_letter_url) ON TABLE public.job_applications TO authenticated;

--
-- Name: COLUMN job_applications.cv_url; Type: ACL; Schema: public; Owner: -
--

GRANT INSERT(cv_url) ON TABLE public.job_applications TO anon;
GRANT INSERT(cv_url) ON TABLE public.job_applications TO authenticated;

--
-- Name: COLUMN job_applications.status; Type: ACL; Schema: public; Owner: -
--

GRANT UPDATE(status) ON TABLE public.job_applications TO authenticated;

--
-- Name: TABLE newsletter_subscribers; Type: ACL; Schema: public; Owner: -
--

GRANT ALL ON TABLE public.newsletter_subscribers TO service_role;
GRANT SELECT,DELETE ON TABLE public.newsletter_subscribers TO authenticated;

--
-- Name: COLUMN newsletter_subscribers.email; Type: ACL; Schema: public; Owner: -
--

GRANT INSERT(email) ON TABLE public.newsletter_subscribers TO anon;
GRANT INSERT(email) ON TABLE public.newsletter_subscribers TO authenticated;

--
-- Name: COLUMN newsletter_subscribers.status; Type: ACL; Schema: public; Owner: -
--

GRANT UPDATE(status) ON TABLE public.newsletter_subscribers TO authenticated;

--
-- Name: TABLE research_partnerships; Type: ACL; Schema: public; Owner: -
--

GRANT ALL ON TABLE public.research_partnerships TO service_role;
GRANT SELECT,DELETE ON TABLE public.research_partnerships TO authenticated;

--
-- Name: COLUMN research_partnerships.id; Type: ACL; Schema: public; Owner: -
--

GRANT INSERT(id) ON TABLE public.research_partnerships TO anon;
GRANT INSERT(id) ON TABLE public.research_partnerships TO authenticated;

--
-- Name: COLUMN research_partnerships.name; Type: ACL; Schema: public; Owner: -
--

GRANT INSERT(name) ON TABLE public.research_partnerships TO anon;
GRANT INSERT(name) ON TABLE public.research_partnerships TO authenticated;

--
-- Name: COLUMN research_partnerships.email; Type: ACL; Schema: public; Owner: -
--

GRANT INSERT(email) ON TABLE public.research_partnerships TO anon;
GRANT INSERT(email) ON TABLE public.research_partnerships TO authenticated;

--
-- Name: COLUMN research_partnerships.research_area; Type: ACL; Schema: public; Owner: -
--

GRANT INSERT(research_area) ON TABLE public.research_partnerships TO anon;
GRANT INSERT(research_area) ON TABLE public.research_partnerships TO authenticated;

--
-- Name: COLUMN research_partnerships.institution; Type: ACL; Schema: public; Owner: -
--

GRANT INSERT(institution) ON TABLE public.research_partnerships TO anon;
GRANT INSERT(institution) ON TABLE public.research_partnerships TO authenticated;

--
-- Name: COLUMN research_partnerships.topic_statement; Type: ACL; Schema: public; Owner: -
--

GRANT INSERT(topic_statement) ON TABLE public.research_partnerships TO anon;
GRANT INSERT(topic_statement) ON TABLE public.research_partnerships TO authenticated;

--
-- Name: COLUMN research_partnerships.collaboration_type; Type: ACL; Schema: public; Owner: -
--

GRANT INSERT(collaboration_type) ON TABLE public.research_partnerships TO anon;
GRANT INSERT(collaboration_type) ON TABLE public.research_partnerships TO authenticated;

--
-- Name: COLUMN research_partnerships.proposal_file_path; Type: ACL; Schema: public; Owner: -
--

GRANT INSERT(proposal_file_path) ON TABLE public.research_partnerships TO anon;
GRANT INSERT(proposal_file_path) ON TABLE public.research_partnerships TO authenticated;

--
-- Name: COLUMN research_partnerships.status; Type: ACL; Schema: public; Owner: -
--

GRANT UPDATE(status) ON TABLE public.research_partnerships TO authenticated;
