-- Stand-ins for three extensions every hosted Supabase project has, so that migrations using
-- them apply here unchanged: pg_net (`net.http_post` queues a request; the local backend's
-- worker sends it after commit and records the answer in `net._http_response`), pg_cron
-- (`cron.schedule` records a job; the local backend runs jobs on an interval schedule) and
-- Vault (`vault.create_secret`, read back through `vault.decrypted_secrets`; kept in plain text
-- here, encrypted on hosted projects). Only their names and signatures are copied. Idempotent.

create schema if not exists net;

create table if not exists net.http_request_queue (
  id bigserial primary key,
  method text not null,
  url text not null,
  headers jsonb not null,
  body bytea,
  timeout_milliseconds integer not null
);

create table if not exists net._http_response (
  id bigint primary key,
  status_code integer,
  content_type text,
  headers jsonb,
  content text,
  timed_out boolean,
  error_msg text,
  created timestamptz not null default now()
);

create or replace function net.http_post(
  url text,
  body jsonb default '{}'::jsonb,
  params jsonb default '{}'::jsonb,
  headers jsonb default '{"Content-Type": "application/json"}'::jsonb,
  timeout_milliseconds integer default 5000
) returns bigint
language plpgsql as $$
declare
  request_id bigint;
begin
  if url is null then
    raise exception 'url must not be null';
  end if;
  insert into net.http_request_queue (method, url, headers, body, timeout_milliseconds)
  values ('POST', url, headers, convert_to(body::text, 'UTF8'), timeout_milliseconds)
  returning id into request_id;
  perform pg_notify('net_http_request_queue', request_id::text);
  return request_id;
end
$$;

revoke all on all functions in schema net from public;

create schema if not exists cron;

create table if not exists cron.job (
  jobid bigserial primary key,
  schedule text not null,
  command text not null,
  jobname text unique,
  active boolean not null default true
);

create or replace function cron.schedule(job_name text, schedule text, command text)
returns bigint
language sql as $$
  insert into cron.job (jobname, schedule, command) values (job_name, schedule, command)
  on conflict (jobname) do update set schedule = excluded.schedule, command = excluded.command
  returning jobid
$$;

create or replace function cron.unschedule(job_name text) returns boolean
language sql as $$
  with removed as (delete from cron.job where jobname = job_name returning 1)
  select exists (select from removed)
$$;

revoke all on all functions in schema cron from public;

create schema if not exists vault;

create table if not exists vault.secrets (
  id uuid primary key default gen_random_uuid(),
  name text unique,
  description text not null default '',
  secret text not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create or replace view vault.decrypted_secrets as
  select id, name, description, secret, secret as decrypted_secret, created_at, updated_at
    from vault.secrets;

create or replace function vault.create_secret(
  new_secret text,
  new_name text default null,
  new_description text default '',
  new_key_id uuid default null
) returns uuid
language sql as $$
  insert into vault.secrets (secret, name, description) values (new_secret, new_name, new_description)
  returning id
$$;

revoke all on all functions in schema vault from public;
