-- Each backup run, and the staff's view of the latest.
-- Generated from supabase/migrations by `npm run gen:schema`: read it here, change it with a new migration.

--
-- Name: last_backup_runs(integer); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.last_backup_runs(max_rows integer DEFAULT 10) RETURNS jsonb
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  perform private.require_role('admin');
  return coalesce((
    select jsonb_agg(to_jsonb(r) order by r.scheduled_for desc)
      from (select * from private.backup_runs order by scheduled_for desc limit least(greatest(coalesce(max_rows, 10), 1), 100)) r
  ), '[]'::jsonb);
end
$$;

--
-- Name: backup_runs; Type: TABLE; Schema: private; Owner: -
--

CREATE TABLE private.backup_runs (
    scheduled_for timestamp with time zone NOT NULL,
    started_at timestamp with time zone DEFAULT now() NOT NULL,
    finished_at timestamp with time zone,
    outcome text,
    size_bytes bigint,
    duration_ms integer,
    archive text,
    error text,
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    CONSTRAINT backup_runs_archive_check CHECK (((archive IS NULL) OR (char_length(archive) <= 300))),
    CONSTRAINT backup_runs_error_check CHECK (((error IS NULL) OR (char_length(error) <= 2000))),
    CONSTRAINT backup_runs_outcome_check CHECK ((outcome = ANY (ARRAY['succeeded'::text, 'failed'::text])))
);

--
-- Name: backup_runs backup_runs_pkey; Type: CONSTRAINT; Schema: private; Owner: -
--

ALTER TABLE ONLY private.backup_runs
    ADD CONSTRAINT backup_runs_pkey PRIMARY KEY (scheduled_for);

--
-- Name: backup_runs_id_key; Type: INDEX; Schema: private; Owner: -
--

CREATE UNIQUE INDEX backup_runs_id_key ON private.backup_runs USING btree (id);

--
-- Name: FUNCTION last_backup_runs(max_rows integer); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.last_backup_runs(max_rows integer) FROM PUBLIC;
GRANT ALL ON FUNCTION public.last_backup_runs(max_rows integer) TO authenticated;
