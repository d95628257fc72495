-- The newsletter: double opt-in, the suppression list, unsubscribing, issues and their sending, and applicants' acknowledgements.
-- Generated from supabase/migrations by `npm run gen:schema`: read it here, change it with a new migration.

--
-- Name: address_hash(text); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.address_hash(address text) RETURNS bytea
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select private.keyed_hash(pg_catalog.lower(pg_catalog.btrim(address)))
$$;

SET default_tablespace = '';

SET default_table_access_method = heap;

--
-- Name: confirm_newsletter(text, text, text); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.confirm_newsletter(link_token_hash text, from_address text, wording text) RETURNS text
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  link private.newsletter_confirmations;
  address text;
begin
  select * into link from private.newsletter_confirmations c where c.token_hash = link_token_hash for update;
  if not found then return 'unknown'; end if;
  if link.used_at is not null then return 'used'; end if;
  if link.expires_at <= now() then return 'expired'; end if;
  update private.newsletter_confirmations c set used_at = now() where c.subscriber_id = link.subscriber_id;
  update public.newsletter_subscribers s
     set state = 'confirmed', confirmed_at = now(), confirmed_from = left(from_address, 64), consent_wording = left(wording, 1000)
   where s.id = link.subscriber_id and s.state = 'unconfirmed'
  returning s.email into address;
  if address is not null then
    delete from private.newsletter_suppressions p
     where p.address_hash = private.address_hash(address) and p.reason = 'unsubscribed';
  end if;
  return 'confirmed';
end
$$;

--
-- Name: keyed_hash(text); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.keyed_hash(value text) RETURNS bytea
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select extensions.hmac(convert_to(value, 'UTF8'), k.key, 'sha256') from private.newsletter_key k
$$;

--
-- Name: newsletter_sign_up(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.newsletter_sign_up() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  known public.newsletter_subscribers;
begin
  perform pg_advisory_xact_lock(hashtextextended('newsletter:' || new.email, 0));
  if exists (select 1 from private.newsletter_suppressions s
              where s.address_hash = private.address_hash(new.email) and s.reason <> 'unsubscribed') then
    return null;
  end if;
  select * into known from public.newsletter_subscribers s where s.email = new.email;
  if found then
    if known.state = 'unconfirmed' then
      update private.newsletter_confirmations c set mail_queued_at = now()
       where c.subscriber_id = known.id and c.mail_queued_at <= now() - interval '1 day';
      if found then
        perform private.queue_confirmation_mail(known.id);
      end if;
    end if;
    return null;
  end if;
  -- Whatever the caller sent, a sign-up starts unconfirmed (the grant allows the email column only; this holds for the owner too).
  new.state := 'unconfirmed';
  new.confirmed_at := null;
  new.confirmed_from := null;
  new.consent_wording := null;
  return new;
end
$$;

--
-- Name: open_newsletter_confirmation(uuid, text, integer); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.open_newsletter_confirmation(subscriber uuid, new_token_hash text, days integer) RETURNS boolean
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  update private.newsletter_confirmations c
     set token_hash = new_token_hash, expires_at = now() + make_interval(days => days), used_at = null
    from public.newsletter_subscribers s
   where c.subscriber_id = subscriber and s.id = subscriber and s.state = 'unconfirmed';
  return found;
end
$$;

--
-- Name: purge_unconfirmed_subscribers(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.purge_unconfirmed_subscribers() RETURNS integer
    LANGUAGE sql SECURITY DEFINER
    SET search_path TO ''
    AS $$
  with gone as (
    delete from public.newsletter_subscribers s
     where s.state = 'unconfirmed' and s.created_at < now() - interval '30 days'
    returning 1)
  select count(*)::integer from gone
$$;

--
-- Name: queue_acknowledgement(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.queue_acknowledgement() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  hash bytea := private.address_hash(new.email);
  held text;
begin
  delete from private.acknowledgements a where a.sent_at < now() - interval '1 day';
  insert into private.acknowledgements (address_hash) values (hash) on conflict (address_hash) do nothing;
  if found then
    held := private.visitor_mail_hold();
    insert into public.notification_outbox (kind, submission_table, submission_id, status, last_error)
    values ('application-received', tg_table_name, new.id, case when held is null then 'pending' else 'held' end, held);
  end if;
  return null;
end
$$;

--
-- Name: queue_confirmation_mail(uuid); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.queue_confirmation_mail(subscriber uuid) RETURNS void
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  held text := private.visitor_mail_hold();
begin
  insert into public.notification_outbox (kind, submission_table, submission_id, status, last_error)
  values ('newsletter-confirm', 'newsletter_subscribers', subscriber,
          case when held is null then 'pending' else 'held' end, held)
  on conflict (submission_table, submission_id, kind) do update
    set status = excluded.status, next_attempt_at = now(), claimed_until = null, last_error = excluded.last_error;
end
$$;

--
-- Name: queue_newsletter_confirmation(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.queue_newsletter_confirmation() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  insert into private.newsletter_confirmations (subscriber_id) values (new.id);
  perform private.queue_confirmation_mail(new.id);
  return null;
end
$$;

--
-- Name: receive_bounce(text, text, text, text); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.receive_bounce(p_ref text, p_type text, p_status text, p_detail text) RETURNS text
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $_$
declare
  notice public.notification_outbox;
  copy private.newsletter_deliveries;
  address text;
  said text := left(coalesce(nullif(p_status, ''), 'no status') || coalesce(': ' || nullif(p_detail, ''), ''), 500);
  item record;
begin
  if p_type not in ('hard', 'soft', 'complaint') then return 'unknown'; end if;
  if p_ref ~ '^n[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then
    select * into notice from public.notification_outbox o where o.id = substr(p_ref, 2)::uuid for update;
    if not found then return 'unknown'; end if;
    if p_type = 'soft' then
      update public.notification_outbox o
         set status = 'pending', next_attempt_at = now() + interval '1 hour', claimed_until = null,
             last_error = left('Delayed (' || said || '): sent again in an hour.', 2000)
       where o.id = notice.id and o.attempts < 5;
      return case when found then 'retried' else 'noted' end;
    end if;
    update public.notification_outbox o
       set status = 'failed', last_error = left(case p_type when 'hard' then 'Bounced' else 'Marked as spam' end
                                                 || ' (' || said || ').', 2000)
     where o.id = notice.id;
    -- A mail to a visitor: their address is suppressed (a team's or a colleague's is not).
    if notice.kind in ('newsletter-confirm', 'application-received', 'item-reply') and notice.recipient !~ ',' then
      address := notice.recipient;
    end if;
    if notice.kind = 'item-reply' then
      select m.kind, m.item_id into item from public.inbox_messages m where m.id = notice.submission_id;
      if item.kind is not null then
        insert into public.inbox_messages (kind, item_id, direction, author_email, subject, body)
        values (item.kind, item.item_id, 'in', 'Mail delivery system',
                case p_type when 'hard' then 'Your reply could not be delivered' else 'Your reply was marked as spam' end,
                left(case p_type when 'hard' then 'The mail server of ' || coalesce(notice.recipient, 'the person')
                                                  || ' refused the reply (' || said || ').'
                                 else coalesce(notice.recipient, 'The person') || ' marked the reply as spam.' end, 20000));
      end if;
    end if;
  elsif p_ref ~ '^d[0-9]{1,18}$' then
    select * into copy from private.newsletter_deliveries d where d.id = substr(p_ref, 2)::bigint for update;
    if not found then return 'unknown'; end if;
    if p_type = 'soft' then
      update private.newsletter_deliveries d
         set status = 'pending', next_attempt_at = now() + interval '1 hour', claimed_until = null,
             last_error = left('Delayed (' || said || '): sent again in an hour.', 2000)
       where d.id = copy.id and d.attempts < 5;
      return case when found then 'retried' else 'noted' end;
    end if;
    update private.newsletter_deliveries d
       set status = 'failed', last_error = left(case p_type when 'hard' then 'Bounced' else 'Marked as spam' end
                                                 || ' (' || said || ').', 2000)
     where d.id = copy.id;
    address := coalesce((select s.email from public.newsletter_subscribers s where s.id = copy.subscriber_id), copy.test_address);
  else
    return 'unknown';
  end if;
  if address is null or p_type = 'soft' then return 'noted'; end if;
  -- As unsubscribing does: the subscription goes, and the address may not sign up again.
  delete from public.newsletter_subscribers s where s.email = address;
  insert into private.newsletter_suppressions (address_hash, reason)
  values (private.address_hash(address), case p_type when 'hard' then 'bounced' else 'complained' end)
  on conflict (address_hash) do update set reason = excluded.reason, created_at = now()
    where private.newsletter_suppressions.reason = 'unsubscribed';
  return 'suppressed';
end
$_$;

--
-- Name: renew_newsletter_confirmation(text); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.renew_newsletter_confirmation(link_token_hash text) RETURNS text
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  link private.newsletter_confirmations;
begin
  select * into link from private.newsletter_confirmations c where c.token_hash = link_token_hash and c.used_at is null for update;
  if not found then return 'unknown'; end if;
  if link.mail_queued_at > now() - interval '1 day' then return 'wait'; end if;
  update private.newsletter_confirmations c set mail_queued_at = now() where c.subscriber_id = link.subscriber_id;
  perform private.queue_confirmation_mail(link.subscriber_id);
  return 'queued';
end
$$;

--
-- Name: stamp_issue_update(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.stamp_issue_update() RETURNS trigger
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
begin
  new.updated_at := now();
  return new;
end
$$;

--
-- Name: unsubscribe_newsletter(text); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.unsubscribe_newsletter(token text) RETURNS text
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $_$
declare
  subscriber uuid;
  address text;
begin
  if token !~ '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.[0-9a-f]{32}$' then return 'invalid'; end if;
  subscriber := split_part(token, '.', 1)::uuid;
  if private.unsubscribe_token(subscriber) <> token then return 'invalid'; end if;
  delete from public.newsletter_subscribers s where s.id = subscriber returning s.email into address;
  if address is not null then
    insert into private.newsletter_suppressions (address_hash, reason)
    values (private.address_hash(address), 'unsubscribed') on conflict (address_hash) do nothing;
  end if;
  return 'unsubscribed';
end
$_$;

--
-- Name: unsubscribe_token(uuid); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.unsubscribe_token(subscriber uuid) RETURNS text
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select subscriber::text || '.' || encode(substr(private.keyed_hash('unsubscribe:' || subscriber::text), 1, 16), 'hex')
$$;

--
-- Name: newsletter_bounces(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.newsletter_bounces() RETURNS jsonb
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  perform private.require_role('sales');
  return jsonb_build_object(
    'bounced', (select count(*) from private.newsletter_suppressions x where x.reason = 'bounced'),
    'complained', (select count(*) from private.newsletter_suppressions x where x.reason = 'complained'));
end
$$;

--
-- Name: newsletter_overview(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.newsletter_overview() RETURNS jsonb
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  perform private.require_role('sales');
  return jsonb_build_object(
    'issues', coalesce((
      select jsonb_agg(jsonb_build_object(
        'id', i.id, 'subject', i.subject, 'status', i.status, 'created_at', i.created_at, 'updated_at', i.updated_at,
        'send_started_at', i.send_started_at, 'send_started_by', i.send_started_by, 'finished_at', i.finished_at,
        'recipients', i.recipients,
        'sent', coalesce(c.sent, 0), 'failed', coalesce(c.failed, 0), 'skipped', coalesce(c.skipped, 0), 'left', coalesce(c.pending, 0)
      ) order by i.created_at desc)
      from public.newsletter_issues i
      -- Each issue's copies to subscribers (test copies are not counted), by outcome, in one pass.
      left join lateral (
        select count(*) filter (where d.status = 'sent') as sent, count(*) filter (where d.status = 'failed') as failed,
               count(*) filter (where d.status = 'skipped') as skipped, count(*) filter (where d.status = 'pending') as pending
          from private.newsletter_deliveries d where d.issue_id = i.id and d.subscriber_id is not null
      ) c on true), '[]'::jsonb),
    'states', jsonb_build_object(
      'unconfirmed', (select count(*) from public.newsletter_subscribers s where s.state = 'unconfirmed'),
      'confirmed', (select count(*) from public.newsletter_subscribers s where s.state = 'confirmed'),
      'unsubscribed', (select count(*) from private.newsletter_suppressions x where x.reason = 'unsubscribed')),
    'months', coalesce((
      select jsonb_agg(jsonb_build_object('month', to_char(m.month, 'YYYY-MM'),
        'signed_up', (select count(*) from public.newsletter_subscribers s where date_trunc('month', s.created_at) = m.month),
        'confirmed', (select count(*) from public.newsletter_subscribers s where date_trunc('month', s.confirmed_at) = m.month),
        'unsubscribed', (select count(*) from private.newsletter_suppressions x where x.reason = 'unsubscribed' and date_trunc('month', x.created_at) = m.month)
      ) order by m.month desc)
      from generate_series(date_trunc('month', now()) - interval '11 months', date_trunc('month', now()), interval '1 month') as m(month)
    ), '[]'::jsonb)
  );
end
$$;

--
-- Name: send_newsletter(uuid); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.send_newsletter(issue uuid) RETURNS integer
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  chosen public.newsletter_issues;
  recipient_count integer;
begin
  perform private.require_role('sales');
  select * into chosen from public.newsletter_issues i where i.id = issue for update;
  if not found then raise exception 'This issue no longer exists' using errcode = 'P0002'; end if;
  if chosen.status <> 'draft' then raise exception 'This issue has already been sent' using errcode = '55000'; end if;
  if jsonb_array_length(coalesce(chosen.body -> 'content', '[]'::jsonb)) = 0 then
    raise exception 'Write the issue before sending it' using errcode = '22023';
  end if;
  insert into private.newsletter_deliveries (issue_id, subscriber_id)
  select issue, s.id from public.newsletter_subscribers s where s.state = 'confirmed';
  get diagnostics recipient_count = row_count;
  update public.newsletter_issues i
     set status = case when recipient_count = 0 then 'sent' else 'sending' end, send_started_at = now(),
         send_started_by = left(auth.jwt() ->> 'email', 254), recipients = recipient_count,
         finished_at = case when recipient_count = 0 then now() end
   where i.id = issue;
  perform private.audit('newsletter_send', 'newsletter_issues', issue::text, jsonb_build_object('recipients', recipient_count));
  return recipient_count;
end
$$;

--
-- Name: send_newsletter_test(uuid); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.send_newsletter_test(issue uuid) RETURNS void
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  address text;
begin
  perform private.require_role('sales');
  if not exists (select 1 from public.newsletter_issues i where i.id = issue) then
    raise exception 'This issue no longer exists' using errcode = 'P0002';
  end if;
  select u.email into address from auth.users u where u.id = (auth.jwt() ->> 'sub')::uuid;
  if address is null then raise exception 'Your account has no email address' using errcode = '22023'; end if;
  if (select count(*) from private.newsletter_deliveries d
       where d.test_address is not null and d.created_at > now() - interval '1 hour'
         and d.test_address = address) >= 20 then
    raise exception 'Twenty test mails an hour at most; try again later' using errcode = '54000';
  end if;
  insert into private.newsletter_deliveries (issue_id, test_address) values (issue, address);
end
$$;

--
-- Name: acknowledgements; Type: TABLE; Schema: private; Owner: -
--

CREATE TABLE private.acknowledgements (
    address_hash bytea NOT NULL,
    sent_at timestamp with time zone DEFAULT now() NOT NULL
);

--
-- Name: newsletter_confirmations; Type: TABLE; Schema: private; Owner: -
--

CREATE TABLE private.newsletter_confirmations (
    subscriber_id uuid NOT NULL,
    mail_queued_at timestamp with time zone DEFAULT now() NOT NULL,
    token_hash text,
    expires_at timestamp with time zone,
    used_at timestamp with time zone
);

--
-- Name: newsletter_deliveries; Type: TABLE; Schema: private; Owner: -
--

CREATE TABLE private.newsletter_deliveries (
    id bigint NOT NULL,
    issue_id uuid NOT NULL,
    subscriber_id uuid,
    test_address text,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    status text DEFAULT 'pending'::text NOT NULL,
    attempts integer DEFAULT 0 NOT NULL,
    next_attempt_at timestamp with time zone DEFAULT now() NOT NULL,
    claimed_until timestamp with time zone,
    sent_at timestamp with time zone,
    last_error text,
    CONSTRAINT newsletter_deliveries_check CHECK (((subscriber_id IS NULL) <> (test_address IS NULL))),
    CONSTRAINT newsletter_deliveries_last_error_check CHECK (((last_error IS NULL) OR (char_length(last_error) <= 2000))),
    CONSTRAINT newsletter_deliveries_status_check CHECK ((status = ANY (ARRAY['pending'::text, 'sent'::text, 'failed'::text, 'skipped'::text])))
);

--
-- Name: newsletter_deliveries_id_seq; Type: SEQUENCE; Schema: private; Owner: -
--

ALTER TABLE private.newsletter_deliveries ALTER COLUMN id ADD GENERATED ALWAYS AS IDENTITY (
    SEQUENCE NAME private.newsletter_deliveries_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);

--
-- Name: newsletter_key; Type: TABLE; Schema: private; Owner: -
--

CREATE TABLE private.newsletter_key (
    id boolean DEFAULT true NOT NULL,
    key bytea NOT NULL,
    CONSTRAINT newsletter_key_id_check CHECK (id)
);

--
-- Name: newsletter_suppressions; Type: TABLE; Schema: private; Owner: -
--

CREATE TABLE private.newsletter_suppressions (
    address_hash bytea NOT NULL,
    reason text NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT newsletter_suppressions_reason_check CHECK ((reason = ANY (ARRAY['unsubscribed'::text, 'erased'::text, 'bounced'::text, 'complained'::text])))
);

--
-- Name: newsletter_issues; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.newsletter_issues (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    created_by uuid DEFAULT 
CASE
    WHEN ((auth.jwt() ->> 'sub'::text) ~* '^[0-9a-f-]{36}$'::text) THEN ((auth.jwt() ->> 'sub'::text))::uuid
    ELSE NULL::uuid
END,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    subject text NOT NULL,
    body jsonb DEFAULT '{"type": "doc", "content": []}'::jsonb NOT NULL,
    status text DEFAULT 'draft'::text NOT NULL,
    send_started_at timestamp with time zone,
    send_started_by text,
    finished_at timestamp with time zone,
    recipients integer,
    CONSTRAINT newsletter_issues_body_check CHECK (((jsonb_typeof(body) = 'object'::text) AND ((body ->> 'type'::text) = 'doc'::text) AND (pg_column_size(body) <= 200000))),
    CONSTRAINT newsletter_issues_status_check CHECK ((status = ANY (ARRAY['draft'::text, 'sending'::text, 'sent'::text]))),
    CONSTRAINT newsletter_issues_subject_check CHECK ((((char_length(btrim(subject)) >= 1) AND (char_length(btrim(subject)) <= 150)) AND (subject !~ '[\r\n]'::text)))
);

--
-- Name: acknowledgements acknowledgements_pkey; Type: CONSTRAINT; Schema: private; Owner: -
--

ALTER TABLE ONLY private.acknowledgements
    ADD CONSTRAINT acknowledgements_pkey PRIMARY KEY (address_hash);

--
-- Name: newsletter_confirmations newsletter_confirmations_pkey; Type: CONSTRAINT; Schema: private; Owner: -
--

ALTER TABLE ONLY private.newsletter_confirmations
    ADD CONSTRAINT newsletter_confirmations_pkey PRIMARY KEY (subscriber_id);

--
-- Name: newsletter_confirmations newsletter_confirmations_token_hash_key; Type: CONSTRAINT; Schema: private; Owner: -
--

ALTER TABLE ONLY private.newsletter_confirmations
    ADD CONSTRAINT newsletter_confirmations_token_hash_key UNIQUE (token_hash);

--
-- Name: newsletter_deliveries newsletter_deliveries_pkey; Type: CONSTRAINT; Schema: private; Owner: -
--

ALTER TABLE ONLY private.newsletter_deliveries
    ADD CONSTRAINT newsletter_deliveries_pkey PRIMARY KEY (id);

--
-- Name: newsletter_key newsletter_key_pkey; Type: CONSTRAINT; Schema: private; Owner: -
--

ALTER TABLE ONLY private.newsletter_key
    ADD CONSTRAINT newsletter_key_pkey PRIMARY KEY (id);

--
-- Name: newsletter_suppressions newsletter_suppressions_pkey; Type: CONSTRAINT; Schema: private; Owner: -
--

ALTER TABLE ONLY private.newsletter_suppressions
    ADD CONSTRAINT newsletter_suppressions_pkey PRIMARY KEY (address_hash);

--
-- Name: newsletter_issues newsletter_issues_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.newsletter_issues
    ADD CONSTRAINT newsletter_issues_pkey PRIMARY KEY (id);

--
-- Name: newsletter_deliveries_due; Type: INDEX; Schema: private; Owner: -
--

CREATE INDEX newsletter_deliveries_due ON private.newsletter_deliveries USING btree (next_attempt_at, id) WHERE (status = 'pending'::text);

--
-- Name: newsletter_deliveries_once; Type: INDEX; Schema: private; Owner: -
--

CREATE UNIQUE INDEX newsletter_deliveries_once ON private.newsletter_deliveries USING btree (issue_id, subscriber_id) WHERE (subscriber_id IS NOT NULL);

--
-- Name: newsletter_issues stamp_update; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER stamp_update BEFORE UPDATE ON public.newsletter_issues FOR EACH ROW EXECUTE FUNCTION private.stamp_issue_update();

--
-- Name: newsletter_confirmations newsletter_confirmations_subscriber_id_fkey; Type: FK CONSTRAINT; Schema: private; Owner: -
--

ALTER TABLE ONLY private.newsletter_confirmations
    ADD CONSTRAINT newsletter_confirmations_subscriber_id_fkey FOREIGN KEY (subscriber_id) REFERENCES public.newsletter_subscribers(id) ON DELETE CASCADE;

--
-- Name: newsletter_deliveries newsletter_deliveries_issue_id_fkey; Type: FK CONSTRAINT; Schema: private; Owner: -
--

ALTER TABLE ONLY private.newsletter_deliveries
    ADD CONSTRAINT newsletter_deliveries_issue_id_fkey FOREIGN KEY (issue_id) REFERENCES public.newsletter_issues(id) ON DELETE CASCADE;

--
-- Name: newsletter_issues Sales change drafts only; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "Sales change drafts only" ON public.newsletter_issues FOR UPDATE TO authenticated USING ((( SELECT public.is_staff() AS is_staff) AND ( SELECT public.has_role('sales'::text) AS has_role) AND (status = 'draft'::text))) WITH CHECK ((status = 'draft'::text));

--
-- Name: newsletter_issues Sales delete drafts only; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "Sales delete drafts only" ON public.newsletter_issues FOR DELETE TO authenticated USING ((( SELECT public.is_staff() AS is_staff) AND ( SELECT public.has_role('sales'::text) AS has_role) AND (status = 'draft'::text)));

--
-- Name: newsletter_issues Sales read the newsletter's issues; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "Sales read the newsletter's issues" ON public.newsletter_issues FOR SELECT TO authenticated USING ((( SELECT public.is_staff() AS is_staff) AND ( SELECT public.has_role('sales'::text) AS has_role)));

--
-- Name: newsletter_issues Sales write drafts; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "Sales write drafts" ON public.newsletter_issues FOR INSERT TO authenticated WITH CHECK ((( SELECT public.is_staff() AS is_staff) AND ( SELECT public.has_role('sales'::text) AS has_role) AND (status = 'draft'::text)));

--
-- Name: newsletter_issues; Type: ROW SECURITY; Schema: public; Owner: -
--

ALTER TABLE public.newsletter_issues ENABLE ROW LEVEL SECURITY;

--
-- Name: FUNCTION address_hash(address text); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.address_hash(address text) FROM PUBLIC;

--
-- Name: FUNCTION confirm_newsletter(link_token_hash text, from_address text, wording text); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.confirm_newsletter(link_token_hash text, from_address text, wording text) FROM PUBLIC;

--
-- Name: FUNCTION keyed_hash(value text); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.keyed_hash(value text) FROM PUBLIC;

--
-- Name: FUNCTION newsletter_sign_up(); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.newsletter_sign_up() FROM PUBLIC;

--
-- Name: FUNCTION open_newsletter_confirmation(subscriber uuid, new_token_hash text, days integer); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.open_newsletter_confirmation(subscriber uuid, new_token_hash text, days integer) FROM PUBLIC;

--
-- Name: FUNCTION purge_unconfirmed_subscribers(); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.purge_unconfirmed_subscribers() FROM PUBLIC;

--
-- Name: FUNCTION queue_acknowledgement(); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.queue_acknowledgement() FROM PUBLIC;

--
-- Name: FUNCTION queue_confirmation_mail(subscriber uuid); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.queue_confirmation_mail(subscriber uuid) FROM PUBLIC;

--
-- Name: FUNCTION queue_newsletter_confirmation(); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.queue_newsletter_confirmation() FROM PUBLIC;

--
-- Name: FUNCTION receive_bounce(p_ref text, p_type text, p_status text, p_detail text); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.receive_bounce(p_ref text, p_type text, p_status text, p_detail text) FROM PUBLIC;

--
-- Name: FUNCTION renew_newsletter_confirmation(link_token_hash text); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.renew_newsletter_confirmation(link_token_hash text) FROM PUBLIC;

--
-- Name: FUNCTION stamp_issue_update(); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.stamp_issue_update() FROM PUBLIC;

--
-- Name: FUNCTION unsubscribe_newsletter(token text); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.unsubscribe_newsletter(token text) FROM PUBLIC;

--
-- Name: FUNCTION unsubscribe_token(subscriber uuid); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.unsubscribe_token(subscriber uuid) FROM PUBLIC;

--
-- Name: FUNCTION newsletter_bounces(); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.newsletter_bounces() FROM PUBLIC;
GRANT ALL ON FUNCTION public.newsletter_bounces() TO anon;
GRANT ALL ON FUNCTION public.newsletter_bounces() TO authenticated;
GRANT ALL ON FUNCTION public.newsletter_bounces() TO service_role;

--
-- Name: FUNCTION newsletter_overview(); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.newsletter_overview() FROM PUBLIC;
GRANT ALL ON FUNCTION public.newsletter_overview() TO authenticated;

--
-- Name: FUNCTION send_newsletter(issue uuid); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.send_newsletter(issue uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION public.send_newsletter(issue uuid) TO authenticated;

--
-- Name: FUNCTION send_newsletter_test(issue uuid); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.send_newsletter_test(issue uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION public.send_newsletter_test(issue uuid) TO authenticated;

--
-- Name: TABLE newsletter_issues; Type: ACL; Schema: public; Owner: -
--

GRANT SELECT,DELETE ON TABLE public.newsletter_issues TO authenticated;

--
-- Name: COLUMN newsletter_issues.subject; Type: ACL; Schema: public; Owner: -
--

GRANT INSERT(subject),UPDATE(subject) ON TABLE public.newsletter_issues TO authenticated;

--
-- Name: COLUMN newsletter_issues.body; Type: ACL; Schema: public; Owner: -
--

GRANT INSERT(body),UPDATE(body) ON TABLE public.newsletter_issues TO authenticated;
