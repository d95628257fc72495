-- Staff sign-in (docs/decisions/010-staff-sign-in.md): the part of Supabase Auth's `auth` schema
-- that the embedded /auth/v1 uses, with GoTrue's table and column names, and Supabase's
-- auth.uid(), auth.jwt() and auth.role() for row-level security policies.
--
-- On a hosted Supabase project the `auth` schema belongs to Supabase Auth (GoTrue): when
-- auth.users already exists nothing here creates or alters a table, and the three functions are
-- created only where they are missing. On the embedded PGlite or a plain PostgreSQL everything is
-- created once, in this file's transaction.

do $do$
begin
  if to_regclass('auth.users') is not null then
    return;
  end if;

  create schema if not exists auth;

  create type auth.aal_level as enum ('aal1', 'aal2', 'aal3');
  create type auth.factor_type as enum ('totp', 'webauthn', 'phone');
  create type auth.factor_status as enum ('unverified', 'verified');

  -- Users. raw_app_meta_data holds what only the server may set (provider, the staff mark,
  -- password_change_required); raw_user_meta_data what the user may.
  create table auth.users (
    instance_id uuid,
    id uuid primary key default gen_random_uuid(),
    aud varchar(255) not null default 'authenticated',
    role varchar(255) not null default 'authenticated',
    email varchar(255) not null check (email = lower(btrim(email)) and email like '%_@_%'),
    encrypted_password varchar(255) not null,
    email_confirmed_at timestamptz,
    last_sign_in_at timestamptz,
    raw_app_meta_data jsonb not null default '{}',
    raw_user_meta_data jsonb not null default '{}',
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now(),
    phone text,
    phone_confirmed_at timestamptz,
    banned_until timestamptz,
    deleted_at timestamptz,
    is_sso_user boolean not null default false,
    is_anonymous boolean not null default false
  );
  create unique index users_email_key on auth.users (email);

  create table auth.sessions (
    id uuid primary key default gen_random_uuid(),
    user_id uuid not null references auth.users (id) on delete cascade,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now(),
    factor_id uuid,
    aal auth.aal_level not null default 'aal1',
    not_after timestamptz,
    refreshed_at timestamp,
    user_agent text,
    ip inet
  );
  create index sessions_user_id_idx on auth.sessions (user_id);

  -- GoTrue keeps refresh tokens as they are; here `token` holds the SHA-256 of the token the
  -- client holds (base64url), so a copy of the database opens no session.
  create table auth.refresh_tokens (
    instance_id uuid,
    id bigserial primary key,
    token varchar(255) not null unique,
    user_id varchar(255) not null,
    revoked boolean not null default false,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now(),
    parent varchar(255),
    session_id uuid not null references auth.sessions (id) on delete cascade
  );
  create index refresh_tokens_session_id_revoked_idx on auth.refresh_tokens (session_id, revoked);
  create index refresh_tokens_parent_idx on auth.refresh_tokens (parent);

  create table auth.mfa_factors (
    id uuid primary key default gen_random_uuid(),
    user_id uuid not null references auth.users (id) on delete cascade,
    friendly_name text,
    factor_type auth.factor_type not null,
    status auth.factor_status not null,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now(),
    secret text,
    phone text,
    last_challenged_at timestamptz
  );
  create unique index mfa_factors_user_friendly_name_unique on auth.mfa_factors (friendly_name, user_id)
    where btrim(friendly_name) <> '';
  create index factor_id_created_at_idx on auth.mfa_factors (user_id, created_at);

  -- otp_code: for a verified TOTP challenge, the time step of the code that verified it, so
  -- that no code (nor an older one) of that factor is accepted again.
  create table auth.mfa_challenges (
    id uuid primary key default gen_random_uuid(),
    factor_id uuid not null references auth.mfa_factors (id) on delete cascade,
    created_at timestamptz not null default now(),
    verified_at timestamptz,
    ip_address inet not null,
    otp_code text
  );
  create index mfa_challenge_created_at_idx on auth.mfa_challenges (created_at desc);
  create index mfa_challenges_factor_id_idx on auth.mfa_challenges (factor_id);

  create table auth.mfa_amr_claims (
    id uuid primary key default gen_random_uuid(),
    session_id uuid not null references auth.sessions (id) on delete cascade,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now(),
    authentication_method text not null,
    constraint mfa_amr_claims_session_id_authentication_method_pkey unique (session_id, authentication_method)
  );

  -- Not in GoTrue: failed sign-ins (and TOTP codes) per account, to slow down and then lock
  -- guessing. Keyed by a SHA-256 of the e-mail address (or "mfa:" and the factor), so unknown
  -- addresses are counted exactly like real ones and no typed address is stored.
  create table auth.sign_in_failures (
    key text primary key,
    failures integer not null default 0,
    first_failed_at timestamptz not null default now(),
    last_failed_at timestamptz not null default now(),
    locked_until timestamptz
  );

  -- Nobody reaches these tables through the API: only the server's own connection.
  revoke all on all tables in schema auth from public;
end
$do$;

-- Supabase's helpers for policies, reading the claims the API sets for each request
-- (request.jwt.claims, as PostgREST does). Created only where missing: a hosted project has its own.
do $do$
begin
  if to_regnamespace('auth') is null then
    create schema auth;
  end if;
  if to_regprocedure('auth.uid()') is null then
    create function auth.uid() returns uuid
      language sql stable
      as $fn$
        select coalesce(
          nullif(current_setting('request.jwt.claim.sub', true), ''),
          (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'sub')
        )::uuid
      $fn$;
  end if;
  if to_regprocedure('auth.role()') is null then
    create function auth.role() returns text
      language sql stable
      as $fn$
        select coalesce(
          nullif(current_setting('request.jwt.claim.role', true), ''),
          (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'role')
        )::text
      $fn$;
  end if;
  if to_regprocedure('auth.jwt()') is null then
    create function auth.jwt() returns jsonb
      language sql stable
      as $fn$
        select coalesce(
          nullif(current_setting('request.jwt.claim', true), ''),
          nullif(current_setting('request.jwt.claims', true), '')
        )::jsonb
      $fn$;
  end if;
  if not has_schema_privilege('anon', 'auth', 'USAGE') then
    grant usage on schema auth to anon, authenticated, service_role;
  end if;
end
$do$;
