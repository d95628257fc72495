-- Staff accounts, sessions and second factors (auth), their roles and the checks every function makes, invitations and sign-ins.
-- Generated from supabase/migrations by `npm run gen:schema`: read it here, change it with a new migration.

--
-- Name: caller_roles(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.caller_roles() RETURNS text[]
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $_$
  select array(
    select r from pg_catalog.jsonb_array_elements_text(
      case when pg_catalog.jsonb_typeof(u.raw_app_meta_data -> 'roles') = 'array' then u.raw_app_meta_data -> 'roles' else '[]'::jsonb end
    ) r
    where r = any (private.staff_role_names())
  )
  from auth.sessions s
  join auth.users u on u.id = s.user_id
  where (auth.jwt() ->> 'aal') = 'aal2'
    and s.id = case
        when (auth.jwt() ->> 'session_id') ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
        then (auth.jwt() ->> 'session_id')::uuid
      end
    and u.id::text = (auth.jwt() ->> 'sub')
    and s.aal = 'aal2'
    and (s.not_after is null or s.not_after > pg_catalog.now())
    and u.raw_app_meta_data ->> 'role' = 'staff'
    and coalesce(u.raw_app_meta_data ->> 'password_change_required', 'false') <> 'true'
    and (u.banned_until is null or u.banned_until <= pg_catalog.now())
    and u.deleted_at is null
$_$;

--
-- Name: give_one_time_password(uuid); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.give_one_time_password(target uuid) RETURNS text
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $_$
declare
  password text := private.one_time_password();
  address text;
begin
  update auth.users
     set encrypted_password = extensions.crypt(password, extensions.gen_salt('bf', 10)),
         raw_app_meta_data = raw_app_meta_data || '{"password_change_required": true}'::jsonb,
         updated_at = pg_catalog.now()
   where id = target
  returning email into address;
  delete from auth.sessions where user_id = target;
  if pg_catalog.to_regclass('auth.sign_in_failures') is not null then
    execute 'delete from auth.sign_in_failures where key = $1' using private.password_key(address);
  end if;
  return password;
end
$_$;

--
-- Name: is_api_call(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.is_api_call() RETURNS boolean
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  select nullif(current_setting('request.jwt.claims', true), '') is not null
$$;

--
-- Name: keep_an_admin(uuid, text); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.keep_an_admin(target uuid, what text) RETURNS void
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
begin
  -- One team change at a time, so two admins cannot demote each other at once.
  perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtext('kosmos.staff_admins'));
  if not exists (
    select 1 from auth.users u
     where u.id <> target and u.raw_app_meta_data ->> 'role' = 'staff' and u.raw_app_meta_data -> 'roles' ? 'admin'
       and (u.banned_until is null or u.banned_until <= pg_catalog.now()) and u.deleted_at is null
  ) then
    raise exception 'The last admin cannot be %', what using errcode = '22023';
  end if;
end
$$;

--
-- Name: one_time_password(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.one_time_password() RETURNS text
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
declare
  alphabet constant text := 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  bytes bytea;
  b integer;
  result text := '';
begin
  while pg_catalog.char_length(result) < 20 loop
    bytes := extensions.gen_random_bytes(32);
    for i in 0 .. 31 loop
      b := pg_catalog.get_byte(bytes, i);
      -- Rejection sampling: 220 is the largest multiple of 55 under 256.
      if b < 220 and pg_catalog.char_length(result) < 20 then
        result := result || pg_catalog.substr(alphabet, b % 55 + 1, 1);
      end if;
    end loop;
  end loop;
  return result;
end
$$;

--
-- Name: password_key(text); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.password_key(email text) RETURNS text
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$
  select 'password:' || pg_catalog.rtrim(pg_catalog.translate(
    pg_catalog.encode(pg_catalog.sha256(pg_catalog.convert_to(pg_catalog.lower(pg_catalog.btrim(email)), 'UTF8')), 'base64'),
    '+/', '-_'), '=')
$$;

--
-- Name: record_sign_in(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.record_sign_in() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  insert into private.sign_ins (user_id, at, ip, user_agent) values (new.user_id, coalesce(new.created_at, pg_catalog.now()), new.ip, left(new.user_agent, 500));
  delete from private.sign_ins where user_id = new.user_id and at < pg_catalog.now() - interval '90 days';
  return null;
end
$$;

--
-- Name: require_role(text); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.require_role(role text) RETURNS void
    LANGUAGE plpgsql STABLE
    SET search_path TO ''
    AS $$
begin
  if not public.is_staff() then
    raise exception 'Only staff signed in with two-factor authentication may do this' using errcode = '42501';
  end if;
  if not public.has_role(role) then
    raise exception 'Not available to your role' using errcode = '42501';
  end if;
end
$$;

--
-- Name: require_role_or_tools(text); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.require_role_or_tools(role text) RETURNS void
    LANGUAGE plpgsql STABLE
    SET search_path TO ''
    AS $$
begin
  if not private.is_api_call() or (auth.jwt() ->> 'role') = 'service_role' then return; end if;
  perform private.require_role(role);
end
$$;

--
-- Name: require_staff(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.require_staff() RETURNS void
    LANGUAGE plpgsql STABLE
    SET search_path TO ''
    AS $$
begin
  if not public.is_staff() then
    raise exception 'Only staff signed in with two-factor authentication may do this'
      using errcode = '42501';
  end if;
end
$$;

--
-- Name: require_staff_or_tools(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.require_staff_or_tools() RETURNS void
    LANGUAGE plpgsql STABLE
    SET search_path TO ''
    AS $$
begin
  if public.is_staff() then return; end if;
  if not private.is_api_call() or (auth.jwt() ->> 'role') = 'service_role' then return; end if;
  raise exception 'Only staff signed in with two-factor authentication may do this'
    using errcode = '42501';
end
$$;

--
-- Name: role_for(text); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.role_for(target text) RETURNS text
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$
  select case target
    when 'contact_submissions' then 'sales'
    when 'newsletter_subscribers' then 'sales'
    when 'job_applications' then 'careers'
    when 'job-applications' then 'careers'
    when 'research_partnerships' then 'labs'
    when 'incubation_programme' then 'labs'
    when 'applications' then 'labs'
    when 'resources' then 'editor'
    when 'documentation' then 'editor'
    else 'admin'
  end
$$;

--
-- Name: users; Type: TABLE; Schema: auth; Owner: -
--

CREATE TABLE auth.users (
    instance_id uuid,
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    aud character varying(255) DEFAULT 'authenticated'::character varying NOT NULL,
    role character varying(255) DEFAULT 'authenticated'::character varying NOT NULL,
    email character varying(255) NOT NULL,
    encrypted_password character varying(255) NOT NULL,
    email_confirmed_at timestamp with time zone,
    last_sign_in_at timestamp with time zone,
    raw_app_meta_data jsonb DEFAULT '{}'::jsonb NOT NULL,
    raw_user_meta_data jsonb DEFAULT '{}'::jsonb NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    phone text,
    phone_confirmed_at timestamp with time zone,
    banned_until timestamp with time zone,
    deleted_at timestamp with time zone,
    is_sso_user boolean DEFAULT false NOT NULL,
    is_anonymous boolean DEFAULT false NOT NULL,
    CONSTRAINT users_email_check CHECK ((((email)::text = lower(btrim((email)::text))) AND ((email)::text ~~ '%_@_%'::text)))
);

--
-- Name: staff_account(uuid); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.staff_account(target uuid) RETURNS auth.users
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
declare
  account auth.users;
begin
  select u.* into account from auth.users u
   where u.id = target and u.raw_app_meta_data ->> 'role' = 'staff' and u.deleted_at is null
   for update;
  if account.id is null then
    raise exception 'No such staff account' using errcode = '22023';
  end if;
  return account;
end
$$;

--
-- Name: staff_role_names(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.staff_role_names() RETURNS text[]
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$
  select array['admin', 'sales', 'careers', 'labs', 'editor']
$$;

--
-- Name: valid_roles(text[]); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.valid_roles(roles text[]) RETURNS jsonb
    LANGUAGE plpgsql IMMUTABLE
    SET search_path TO ''
    AS $$
declare
  kept text[];
begin
  kept := array(select distinct r from unnest(coalesce(roles, '{}')) r where r is not null order by r);
  if pg_catalog.cardinality(kept) = 0 then
    raise exception 'Choose at least one role' using errcode = '22023';
  end if;
  if exists (select 1 from unnest(kept) r where not (r = any (private.staff_role_names()))) then
    raise exception 'Unknown role: use admin, sales, careers, labs or editor' using errcode = '22023';
  end if;
  return pg_catalog.to_jsonb(kept);
end
$$;

--
-- Name: has_role(text); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.has_role(role text) RETURNS boolean
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select coalesce(('admin' = any (r)) or (role = any (r)), false) from (select private.caller_roles() as r) c
$$;

--
-- Name: invite_staff(text, text[]); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.invite_staff(email text, roles text[]) RETURNS jsonb
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $_$
declare
  address text := pg_catalog.lower(pg_catalog.btrim(email));
  granted jsonb;
  new_id uuid := gen_random_uuid();
  by_mail boolean := coalesce((select s.invitations_by_mail from public.back_office_settings s where s.id), false);
begin
  perform private.require_role('admin');
  if address is null or address !~ '^[^@\s]+@[^@\s]+\.[^@\s]+$' or pg_catalog.char_length(address) > 254 then
    raise exception 'Enter an email address, like name@example.com' using errcode = '22023';
  end if;
  granted := private.valid_roles(roles);
  if exists (select 1 from auth.users u where u.email = address) then
    raise exception 'That address already has an account' using errcode = '23505';
  end if;
  insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
                          raw_app_meta_data, raw_user_meta_data, created_at, updated_at)
  values ('00000000-0000-0000-0000-000000000000', new_id, 'authenticated', 'authenticated', address, '', pg_catalog.now(),
          jsonb_build_object('provider', 'email', 'providers', jsonb_build_array('email'), 'role', 'staff', 'roles', granted,
                             'password_change_required', true),
          '{}'::jsonb, pg_catalog.now(), pg_catalog.now());
  perform private.audit('staff_invite', 'users', new_id::text, jsonb_build_object('roles', granted, 'by_mail', by_mail));
  if by_mail then
    insert into public.notification_outbox (kind, submission_table, submission_id) values ('staff-invite', 'users', new_id);
    return jsonb_build_object('id', new_id, 'email', address, 'roles', granted, 'mailed', true);
  end if;
  return jsonb_build_object('id', new_id, 'email', address, 'roles', granted, 'mailed', false,
                            'password', private.give_one_time_password(new_id));
end
$_$;

--
-- Name: is_staff(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.is_staff() RETURNS boolean
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select private.caller_roles() is not null
$$;

--
-- Name: list_staff(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.list_staff() RETURNS jsonb
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $_$
declare
  locked text := 'null::timestamptz';
  result jsonb;
begin
  perform private.require_role('admin');
  if pg_catalog.to_regclass('auth.sign_in_failures') is not null then
    locked := '(select f.locked_until from auth.sign_in_failures f
                 where f.key = private.password_key(u.email) and f.locked_until > pg_catalog.now())';
  end if;
  execute format($q$
    select coalesce(jsonb_agg(to_jsonb(s) order by s.email), '[]'::jsonb) from (
      select u.id, u.email::text as email, u.last_sign_in_at, u.created_at,
             case when pg_catalog.jsonb_typeof(u.raw_app_meta_data -> 'roles') = 'array'
                  then u.raw_app_meta_data -> 'roles' else '[]'::jsonb end as roles,
             (u.banned_until is not null and u.banned_until > pg_catalog.now()) or u.deleted_at is not null as disabled,
             exists (select 1 from auth.mfa_factors m where m.user_id = u.id and m.status::text = 'verified') as two_factor,
             coalesce(u.raw_app_meta_data ->> 'password_change_required', 'false') = 'true' as must_change_password,
             %s as locked_until
        from auth.users u
       where u.raw_app_meta_data ->> 'role' = 'staff'
    ) s $q$, locked) into result;
  return result;
end
$_$;

--
-- Name: my_roles(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.my_roles() RETURNS text[]
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select coalesce(private.caller_roles(), '{}')
$$;

--
-- Name: my_sign_ins(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.my_sign_ins() RETURNS jsonb
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  me uuid := (auth.jwt() ->> 'sub')::uuid;
  recorded boolean := pg_catalog.to_regclass('private.sign_ins') is not null
    and exists (select 1 from pg_trigger t where t.tgname = 'record_sign_in' and t.tgrelid = 'auth.sessions'::regclass);
begin
  perform private.require_staff();
  return coalesce((
    select jsonb_agg(jsonb_build_object('at', s.at, 'address', s.address, 'browser', s.user_agent) order by s.at desc)
      from (
        select r.at, pg_catalog.host(r.ip) as address, r.user_agent from private.sign_ins r
         where recorded and r.user_id = me
        union all
        select a.created_at, pg_catalog.host(a.ip), a.user_agent from auth.sessions a
         where not recorded and a.user_id = me
        order by 1 desc
        limit 20
      ) s
  ), '[]'::jsonb);
end
$$;

--
-- Name: reset_staff_password(uuid); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.reset_staff_password(user_id uuid) RETURNS text
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  password text;
begin
  perform private.require_role('admin');
  perform private.staff_account(user_id);
  password := private.give_one_time_password(user_id);
  perform private.audit('staff_reset_password', 'users', user_id::text, '{}'::jsonb);
  return password;
end
$$;

--
-- Name: reset_staff_two_factor(uuid); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.reset_staff_two_factor(user_id uuid) RETURNS text
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $_$
declare
  password text;
begin
  perform private.require_role('admin');
  perform private.staff_account(user_id);
  if pg_catalog.to_regclass('auth.sign_in_failures') is not null then
    execute 'delete from auth.sign_in_failures where key in (select ''mfa:'' || f.id from auth.mfa_factors f where f.user_id = $1)' using user_id;
  end if;
  delete from auth.mfa_factors f where f.user_id = reset_staff_two_factor.user_id;
  password := private.give_one_time_password(user_id);
  perform private.audit('staff_reset_2fa', 'users', user_id::text, '{}'::jsonb);
  return password;
end
$_$;

--
-- Name: set_staff_disabled(uuid, boolean); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.set_staff_disabled(user_id uuid, disabled boolean) RETURNS void
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  perform private.require_role('admin');
  perform private.staff_account(user_id);
  if disabled is null then
    raise exception 'Say whether the account is disabled' using errcode = '22023';
  end if;
  if disabled then
    perform private.keep_an_admin(user_id, 'disabled');
    update auth.users set banned_until = 'infinity', updated_at = pg_catalog.now() where id = user_id;
    delete from auth.sessions where auth.sessions.user_id = set_staff_disabled.user_id;
  else
    update auth.users set banned_until = null, updated_at = pg_catalog.now() where id = user_id;
  end if;
  perform private.audit(case when disabled then 'staff_disable' else 'staff_enable' end, 'users', user_id::text, '{}'::jsonb);
end
$$;

--
-- Name: set_staff_roles(uuid, text[]); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.set_staff_roles(user_id uuid, roles text[]) RETURNS jsonb
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  account auth.users;
  granted jsonb;
begin
  perform private.require_role('admin');
  granted := private.valid_roles(roles);
  account := private.staff_account(user_id);
  if account.raw_app_meta_data -> 'roles' ? 'admin' and not granted ? 'admin' then
    perform private.keep_an_admin(user_id, 'demoted');
  end if;
  update auth.users set raw_app_meta_data = raw_app_meta_data || jsonb_build_object('roles', granted), updated_at = pg_catalog.now()
   where id = user_id;
  perform private.audit('staff_roles', 'users', user_id::text,
    jsonb_build_object('before', coalesce(account.raw_app_meta_data -> 'roles', '[]'::jsonb), 'after', granted));
  return granted;
end
$$;

--
-- Name: unlock_staff(uuid); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.unlock_staff(user_id uuid) RETURNS boolean
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $_$
declare
  address text;
  forgotten integer := 0;
begin
  perform private.require_role('admin');
  select u.email into address from auth.users u where u.id = user_id and u.raw_app_meta_data ->> 'role' = 'staff';
  if address is null then
    raise exception 'No such staff account' using errcode = '22023';
  end if;
  if pg_catalog.to_regclass('auth.sign_in_failures') is not null then
    execute 'delete from auth.sign_in_failures where key = $1' using private.password_key(address);
    get diagnostics forgotten = row_count;
  end if;
  perform private.audit('staff_unlock', 'users', user_id::text, '{}'::jsonb);
  return forgotten > 0;
end
$_$;

--
-- Name: mfa_amr_claims; Type: TABLE; Schema: auth; Owner: -
--

CREATE TABLE auth.mfa_amr_claims (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    session_id uuid NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    authentication_method text NOT NULL
);

--
-- Name: mfa_challenges; Type: TABLE; Schema: auth; Owner: -
--

CREATE TABLE auth.mfa_challenges (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    factor_id uuid NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    verified_at timestamp with time zone,
    ip_address inet NOT NULL,
    otp_code text
);

--
-- Name: mfa_factors; Type: TABLE; Schema: auth; Owner: -
--

CREATE TABLE auth.mfa_factors (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    user_id uuid NOT NULL,
    friendly_name text,
    factor_type auth.factor_type NOT NULL,
    status auth.factor_status NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    secret text,
    phone text,
    last_challenged_at timestamp with time zone
);

--
-- Name: refresh_tokens; Type: TABLE; Schema: auth; Owner: -
--

CREATE TABLE auth.refresh_tokens (
    instance_id uuid,
    id bigint NOT NULL,
    token character varying(255) NOT NULL,
    user_id character varying(255) NOT NULL,
    revoked boolean DEFAULT false NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    parent character varying(255),
    session_id uuid NOT NULL
);

--
-- Name: refresh_tokens_id_seq; Type: SEQUENCE; Schema: auth; Owner: -
--

CREATE SEQUENCE auth.refresh_tokens_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

--
-- Name: refresh_tokens_id_seq; Type: SEQUENCE OWNED BY; Schema: auth; Owner: -
--

ALTER SEQUENCE auth.refresh_tokens_id_seq OWNED BY auth.refresh_tokens.id;

--
-- Name: sessions; Type: TABLE; Schema: auth; Owner: -
--

CREATE TABLE auth.sessions (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    user_id uuid NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    factor_id uuid,
    aal auth.aal_level DEFAULT 'aal1'::auth.aal_level NOT NULL,
    not_after timestamp with time zone,
    refreshed_at timestamp without time zone,
    user_agent text,
    ip inet
);

--
-- Name: sign_in_failures; Type: TABLE; Schema: auth; Owner: -
--

CREATE TABLE auth.sign_in_failures (
    key text NOT NULL,
    failures integer DEFAULT 0 NOT NULL,
    first_failed_at timestamp with time zone DEFAULT now() NOT NULL,
    last_failed_at timestamp with time zone DEFAULT now() NOT NULL,
    locked_until timestamp with time zone,
    lockouts integer DEFAULT 0 NOT NULL
);

--
-- Name: sign_ins; Type: TABLE; Schema: private; Owner: -
--

CREATE TABLE private.sign_ins (
    id bigint NOT NULL,
    user_id uuid NOT NULL,
    at timestamp with time zone DEFAULT now() NOT NULL,
    ip inet,
    user_agent text,
    CONSTRAINT sign_ins_user_agent_check CHECK (((user_agent IS NULL) OR (char_length(user_agent) <= 500)))
);

--
-- Name: sign_ins_id_seq; Type: SEQUENCE; Schema: private; Owner: -
--

CREATE SEQUENCE private.sign_ins_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

--
-- Name: sign_ins_id_seq; Type: SEQUENCE OWNED BY; Schema: private; Owner: -
--

ALTER SEQUENCE private.sign_ins_id_seq OWNED BY private.sign_ins.id;

--
-- Name: staff_invitations; Type: TABLE; Schema: private; Owner: -
--

CREATE TABLE private.staff_invitations (
    user_id uuid NOT NULL,
    token_hash text NOT NULL,
    expires_at timestamp with time zone NOT NULL
);

--
-- Name: refresh_tokens id; Type: DEFAULT; Schema: auth; Owner: -
--

ALTER TABLE ONLY auth.refresh_tokens ALTER COLUMN id SET DEFAULT nextval('auth.refresh_tokens_id_seq'::regclass);

--
-- Name: sign_ins id; Type: DEFAULT; Schema: private; Owner: -
--

ALTER TABLE ONLY private.sign_ins ALTER COLUMN id SET DEFAULT nextval('private.sign_ins_id_seq'::regclass);

--
-- Name: mfa_amr_claims mfa_amr_claims_pkey; Type: CONSTRAINT; Schema: auth; Owner: -
--

ALTER TABLE ONLY auth.mfa_amr_claims
    ADD CONSTRAINT mfa_amr_claims_pkey PRIMARY KEY (id);

--
-- Name: mfa_amr_claims mfa_amr_claims_session_id_authentication_method_pkey; Type: CONSTRAINT; Schema: auth; Owner: -
--

ALTER TABLE ONLY auth.mfa_amr_claims
    ADD CONSTRAINT mfa_amr_claims_session_id_authentication_method_pkey UNIQUE (session_id, authentication_method);

--
-- Name: mfa_challenges mfa_challenges_pkey; Type: CONSTRAINT; Schema: auth; Owner: -
--

ALTER TABLE ONLY auth.mfa_challenges
    ADD CONSTRAINT mfa_challenges_pkey PRIMARY KEY (id);

--
-- Name: mfa_factors mfa_factors_pkey; Type: CONSTRAINT; Schema: auth; Owner: -
--

ALTER TABLE ONLY auth.mfa_factors
    ADD CONSTRAINT mfa_factors_pkey PRIMARY KEY (id);

--
-- Name: refresh_tokens refresh_tokens_pkey; Type: CONSTRAINT; Schema: auth; Owner: -
--

ALTER TABLE ONLY auth.refresh_tokens
    ADD CONSTRAINT refresh_tokens_pkey PRIMARY KEY (id);

--
-- Name: refresh_tokens refresh_tokens_token_key; Type: CONSTRAINT; Schema: auth; Owner: -
--

ALTER TABLE ONLY auth.refresh_tokens
    ADD CONSTRAINT refresh_tokens_token_key UNIQUE (token);

--
-- Name: sessions sessions_pkey; Type: CONSTRAINT; Schema: auth; Owner: -
--

ALTER TABLE ONLY auth.sessions
    ADD CONSTRAINT sessions_pkey PRIMARY KEY (id);

--
-- Name: sign_in_failures sign_in_failures_pkey; Type: CONSTRAINT; Schema: auth; Owner: -
--

ALTER TABLE ONLY auth.sign_in_failures
    ADD CONSTRAINT sign_in_failures_pkey PRIMARY KEY (key);

--
-- Name: users users_pkey; Type: CONSTRAINT; Schema: auth; Owner: -
--

ALTER TABLE ONLY auth.users
    ADD CONSTRAINT users_pkey PRIMARY KEY (id);

--
-- Name: sign_ins sign_ins_pkey; Type: CONSTRAINT; Schema: private; Owner: -
--

ALTER TABLE ONLY private.sign_ins
    ADD CONSTRAINT sign_ins_pkey PRIMARY KEY (id);

--
-- Name: staff_invitations staff_invitations_pkey; Type: CONSTRAINT; Schema: private; Owner: -
--

ALTER TABLE ONLY private.staff_invitations
    ADD CONSTRAINT staff_invitations_pkey PRIMARY KEY (user_id);

--
-- Name: staff_invitations staff_invitations_token_hash_key; Type: CONSTRAINT; Schema: private; Owner: -
--

ALTER TABLE ONLY private.staff_invitations
    ADD CONSTRAINT staff_invitations_token_hash_key UNIQUE (token_hash);

--
-- Name: factor_id_created_at_idx; Type: INDEX; Schema: auth; Owner: -
--

CREATE INDEX factor_id_created_at_idx ON auth.mfa_factors USING btree (user_id, created_at);

--
-- Name: mfa_challenge_created_at_idx; Type: INDEX; Schema: auth; Owner: -
--

CREATE INDEX mfa_challenge_created_at_idx ON auth.mfa_challenges USING btree (created_at DESC);

--
-- Name: mfa_challenges_factor_id_idx; Type: INDEX; Schema: auth; Owner: -
--

CREATE INDEX mfa_challenges_factor_id_idx ON auth.mfa_challenges USING btree (factor_id);

--
-- Name: mfa_factors_user_friendly_name_unique; Type: INDEX; Schema: auth; Owner: -
--

CREATE UNIQUE INDEX mfa_factors_user_friendly_name_unique ON auth.mfa_factors USING btree (friendly_name, user_id) WHERE (btrim(friendly_name) <> ''::text);

--
-- Name: refresh_tokens_parent_idx; Type: INDEX; Schema: auth; Owner: -
--

CREATE INDEX refresh_tokens_parent_idx ON auth.refresh_tokens USING btree (parent);

--
-- Name: refresh_tokens_session_id_revoked_idx; Type: INDEX; Schema: auth; Owner: -
--

CREATE INDEX refresh_tokens_session_id_revoked_idx ON auth.refresh_tokens USING btree (session_id, revoked);

--
-- Name: sessions_user_id_idx; Type: INDEX; Schema: auth; Owner: -
--

CREATE INDEX sessions_user_id_idx ON auth.sessions USING btree (user_id);

--
-- Name: users_email_key; Type: INDEX; Schema: auth; Owner: -
--

CREATE UNIQUE INDEX users_email_key ON auth.users USING btree (email);

--
-- Name: sign_ins_user_at; Type: INDEX; Schema: private; Owner: -
--

CREATE INDEX sign_ins_user_at ON private.sign_ins USING btree (user_id, at DESC);

--
-- Name: sessions record_sign_in; Type: TRIGGER; Schema: auth; Owner: -
--

CREATE TRIGGER record_sign_in AFTER INSERT ON auth.sessions FOR EACH ROW EXECUTE FUNCTION private.record_sign_in();

--
-- Name: mfa_amr_claims mfa_amr_claims_session_id_fkey; Type: FK CONSTRAINT; Schema: auth; Owner: -
--

ALTER TABLE ONLY auth.mfa_amr_claims
    ADD CONSTRAINT mfa_amr_claims_session_id_fkey FOREIGN KEY (session_id) REFERENCES auth.sessions(id) ON DELETE CASCADE;

--
-- Name: mfa_challenges mfa_challenges_factor_id_fkey; Type: FK CONSTRAINT; Schema: auth; Owner: -
--

ALTER TABLE ONLY auth.mfa_challenges
    ADD CONSTRAINT mfa_challenges_factor_id_fkey FOREIGN KEY (factor_id) REFERENCES auth.mfa_factors(id) ON DELETE CASCADE;

--
-- Name: mfa_factors mfa_factors_user_id_fkey; Type: FK CONSTRAINT; Schema: auth; Owner: -
--

ALTER TABLE ONLY auth.mfa_factors
    ADD CONSTRAINT mfa_factors_user_id_fkey FOREIGN KEY (user_id) REFERENCES auth.users(id) ON DELETE CASCADE;

--
-- Name: refresh_tokens refresh_tokens_session_id_fkey; Type: FK CONSTRAINT; Schema: auth; Owner: -
--

ALTER TABLE ONLY auth.refresh_tokens
    ADD CONSTRAINT refresh_tokens_session_id_fkey FOREIGN KEY (session_id) REFERENCES auth.sessions(id) ON DELETE CASCADE;

--
-- Name: sessions sessions_user_id_fkey; Type: FK CONSTRAINT; Schema: auth; Owner: -
--

ALTER TABLE ONLY auth.sessions
    ADD CONSTRAINT sessions_user_id_fkey FOREIGN KEY (user_id) REFERENCES auth.users(id) ON DELETE CASCADE;

--
-- Name: FUNCTION caller_roles(); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.caller_roles() FROM PUBLIC;

--
-- Name: FUNCTION give_one_time_password(target uuid); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.give_one_time_password(target uuid) FROM PUBLIC;

--
-- Name: FUNCTION is_api_call(); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.is_api_call() FROM PUBLIC;

--
-- Name: FUNCTION keep_an_admin(target uuid, what text); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.keep_an_admin(target uuid, what text) FROM PUBLIC;

--
-- Name: FUNCTION one_time_password(); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.one_time_password() FROM PUBLIC;

--
-- Name: FUNCTION password_key(email text); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.password_key(email text) FROM PUBLIC;

--
-- Name: FUNCTION record_sign_in(); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.record_sign_in() FROM PUBLIC;

--
-- Name: FUNCTION require_role(role text); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.require_role(role text) FROM PUBLIC;

--
-- Name: FUNCTION require_role_or_tools(role text); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.require_role_or_tools(role text) FROM PUBLIC;

--
-- Name: FUNCTION require_staff(); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.require_staff() FROM PUBLIC;

--
-- Name: FUNCTION require_staff_or_tools(); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.require_staff_or_tools() FROM PUBLIC;

--
-- Name: FUNCTION role_for(target text); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.role_for(target text) FROM PUBLIC;

--
-- Name: FUNCTION staff_account(target uuid); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.staff_account(target uuid) FROM PUBLIC;

--
-- Name: FUNCTION staff_role_names(); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.staff_role_names() FROM PUBLIC;

--
-- Name: FUNCTION valid_roles(roles text[]); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.valid_roles(roles text[]) FROM PUBLIC;

--
-- Name: FUNCTION has_role(role text); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.has_role(role text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.has_role(role text) TO anon;
GRANT ALL ON FUNCTION public.has_role(role text) TO authenticated;
GRANT ALL ON FUNCTION public.has_role(role text) TO service_role;

--
-- Name: FUNCTION invite_staff(email text, roles text[]); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.invite_staff(email text, roles text[]) FROM PUBLIC;
GRANT ALL ON FUNCTION public.invite_staff(email text, roles text[]) TO authenticated;

--
-- Name: FUNCTION is_staff(); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.is_staff() FROM PUBLIC;
GRANT ALL ON FUNCTION public.is_staff() TO anon;
GRANT ALL ON FUNCTION public.is_staff() TO authenticated;
GRANT ALL ON FUNCTION public.is_staff() TO service_role;

--
-- Name: FUNCTION list_staff(); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.list_staff() FROM PUBLIC;
GRANT ALL ON FUNCTION public.list_staff() TO authenticated;
GRANT ALL ON FUNCTION public.list_staff() TO service_role;

--
-- Name: FUNCTION my_roles(); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.my_roles() FROM PUBLIC;
GRANT ALL ON FUNCTION public.my_roles() TO authenticated;

--
-- Name: FUNCTION my_sign_ins(); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.my_sign_ins() FROM PUBLIC;
GRANT ALL ON FUNCTION public.my_sign_ins() TO authenticated;

--
-- Name: FUNCTION reset_staff_password(user_id uuid); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.reset_staff_password(user_id uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION public.reset_staff_password(user_id uuid) TO authenticated;

--
-- Name: FUNCTION reset_staff_two_factor(user_id uuid); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.reset_staff_two_factor(user_id uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION public.reset_staff_two_factor(user_id uuid) TO authenticated;

--
-- Name: FUNCTION set_staff_disabled(user_id uuid, disabled boolean); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.set_staff_disabled(user_id uuid, disabled boolean) FROM PUBLIC;
GRANT ALL ON FUNCTION public.set_staff_disabled(user_id uuid, disabled boolean) TO authenticated;

--
-- Name: FUNCTION set_staff_roles(user_id uuid, roles text[]); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.set_staff_roles(user_id uuid, roles text[]) FROM PUBLIC;
GRANT ALL ON FUNCTION public.set_staff_roles(user_id uuid, roles text[]) TO authenticated;

--
-- Name: FUNCTION unlock_staff(user_id uuid); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.unlock_staff(user_id uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION public.unlock_staff(user_id uuid) TO authenticated;
GRANT ALL ON FUNCTION public.unlock_staff(user_id uuid) TO service_role;
