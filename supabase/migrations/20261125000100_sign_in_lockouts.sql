-- Locks for TOTP codes grow with each lockout in a row (issue 22): the count of lockouts is kept
-- beside the failures, for a day after the last attempt. auth.sign_in_failures is the embedded
-- server's own table (20261124000100_auth.sql); where the platform's Supabase Auth owns the
-- auth schema it does not exist, and there is nothing to change.
do $$
begin
  if to_regclass('auth.sign_in_failures') is not null then
    alter table auth.sign_in_failures add column if not exists lockouts integer not null default 0;
  end if;
end
$$;
