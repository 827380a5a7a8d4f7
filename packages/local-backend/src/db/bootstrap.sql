-- What a Supabase project provides before any migration runs: the API roles, the `auth`
-- schema with its helpers and the tables Supabase Auth uses, the `extensions` schema and the
-- migration ledger. Idempotent: it runs on every start. Roles are cluster-wide on a real
-- PostgreSQL server, so each is created only when missing (and a concurrent creator is tolerated).

do $bootstrap$
declare
  r text;
begin
  foreach r in array array['anon', 'authenticated', 'service_role', 'authenticator'] loop
    if not exists (select 1 from pg_roles where rolname = r) then
      begin
        if r = 'authenticator' then
          execute format('create role %I login noinherit', r);
        else
          execute format('create role %I nologin noinherit', r);
        end if;
      exception when duplicate_object or unique_violation then
        null;
      end;
    end if;
  end loop;
end
$bootstrap$;

alter role service_role bypassrls;
grant anon, authenticated, service_role to authenticator;

grant usage on schema public to anon, authenticated, service_role;

create schema if not exists extensions;
grant usage on schema extensions to anon, authenticated, service_role;

-- The auth schema: helpers read the claims PostgREST sets per request.
create schema if not exists auth;
grant usage on schema auth to anon, authenticated, service_role;

-- One claim of the request's JWT: the single-claim setting older PostgREST sets, or the claims.
create or replace function auth.claim(name text) returns text
language sql stable as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim.' || name, true), ''),
    (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> name)
  )
$$;

create or replace function auth.uid() returns uuid
language sql stable as $$ select auth.claim('sub')::uuid $$;

create or replace function auth.role() returns text
language sql stable as $$ select auth.claim('role') $$;

create or replace function auth.email() returns text
language sql stable as $$ select auth.claim('email') $$;

create or replace function auth.jwt() returns jsonb
language sql stable as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim', true), ''),
    nullif(current_setting('request.jwt.claims', true), '')
  )::jsonb
$$;

grant execute on function auth.claim(text), auth.uid(), auth.role(), auth.email(), auth.jwt()
  to anon, authenticated, service_role;

-- The tables of Supabase Auth the local auth endpoints use (a subset of GoTrue's columns).
create table if not exists auth.users (
  instance_id uuid,
  id uuid primary key,
  aud varchar(255),
  role varchar(255),
  email varchar(255),
  encrypted_password varchar(255),
  email_confirmed_at timestamptz,
  confirmation_sent_at timestamptz,
  last_sign_in_at timestamptz,
  raw_app_meta_data jsonb,
  raw_user_meta_data jsonb,
  is_super_admin boolean,
  created_at timestamptz,
  updated_at timestamptz,
  phone text default null,
  phone_confirmed_at timestamptz,
  banned_until timestamptz,
  deleted_at timestamptz,
  is_anonymous boolean not null default false
);
create unique index if not exists users_email_partial_key on auth.users (email) where is_anonymous = false;

create table if not exists auth.identities (
  provider_id text not null,
  user_id uuid not null references auth.users (id) on delete cascade,
  identity_data jsonb not null,
  provider text not null,
  last_sign_in_at timestamptz,
  created_at timestamptz,
  updated_at timestamptz,
  email text generated always as (lower(identity_data ->> 'email')) stored,
  id uuid not null default gen_random_uuid() primary key,
  constraint identities_provider_id_provider_unique unique (provider_id, provider)
);

create table if not exists auth.sessions (
  id uuid primary key,
  user_id uuid not null references auth.users (id) on delete cascade,
  created_at timestamptz,
  updated_at timestamptz,
  aal text,
  not_after timestamptz
);

create table if not exists auth.refresh_tokens (
  instance_id uuid,
  id bigserial primary key,
  token varchar(255) unique,
  user_id varchar(255),
  revoked boolean,
  created_at timestamptz,
  updated_at timestamptz,
  parent varchar(255),
  session_id uuid references auth.sessions (id) on delete cascade
);
create index if not exists refresh_tokens_session_id_revoked_idx on auth.refresh_tokens (session_id, revoked);

-- `supabase db push` keeps its ledger here.
create schema if not exists supabase_migrations;
create table if not exists supabase_migrations.schema_migrations (
  version text not null primary key,
  statements text[],
  name text
);
