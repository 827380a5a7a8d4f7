-- Limits on visitors' leads, kept by the database itself, so that a script posting to the REST API
-- with the public key is throttled as a form is: at most `per_address` leads per client address
-- in `address_window`, and `per_email` per e-mail address in `email_window` (defaults: 5 per
-- 10 minutes, 3 per hour). The anon role and signed-in users are limited; staff
-- (app_metadata.role = staff), the service_role and direct SQL are not.
--
-- The client address is the `CF-Connecting-IP` request header: hosted Supabase's API runs behind
-- Cloudflare, which sets it to the address that connected and overwrites any value a client
-- sent; `X-Forwarded-For` is the client's to write and is never read. (The local backend, acting
-- as the gateway, sets the same header from its connection.) A request without it counts as one
-- shared unknown client.
--
-- Past a limit the insert is refused with PostgREST's RAISE SQLSTATE 'PGRST': HTTP 429 with a
-- Retry-After header and the body
--   {"code":"LD429","message":"Recibimos varios envíos seguidos…","details":"{\"retry_after\":540,\"limit\":\"address\"}","hint":"…"}
-- where retry_after is the seconds until the window has room again. Refused attempts are not
-- counted, so a person's later retry is not held back by a bot's flood.
--
-- The agency changes the limits with SQL, e.g.
--   update private.lead_settings set per_address = 10, address_window = interval '30 minutes';

create table private.lead_settings (
  id boolean primary key default true check (id),
  per_address integer not null default 5 check (per_address > 0),
  address_window interval not null default interval '10 minutes'
    check (address_window > interval '0'),
  per_email integer not null default 3 check (per_email > 0),
  email_window interval not null default interval '1 hour'
    check (email_window > interval '0')
);

comment on table private.lead_settings is
  'One row: the limits on visitors'' leads (per client address and per e-mail, each in its window). Column defaults are the product''s defaults.';

insert into private.lead_settings default values;

-- The stored visitors' leads the limits count: who sent each, and when. Kept for the longest
-- window (the job below forgets the rest); no foreign key, as it is written before the lead.
create table private.lead_origins (
  lead_id uuid primary key,
  address text not null,
  email text not null,
  created_at timestamptz not null default now()
);

comment on table private.lead_origins is
  'Client address and e-mail of each recent lead from a visitor, for the limits of private.lead_settings.';

create index lead_origins_address_idx on private.lead_origins (address, created_at);
create index lead_origins_email_idx on private.lead_origins (email, created_at);
create index lead_origins_created_at_idx on private.lead_origins (created_at);

-- The client address as the API gateway saw it.
create function private.request_client_address()
returns text
language sql stable set search_path = '' as $$
  select coalesce(
    nullif(left(btrim(nullif(current_setting('request.headers', true), '')::json ->> 'cf-connecting-ip'), 64), ''),
    'unknown'
  )
$$;

create function private.limit_visitor_leads()
returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  settings private.lead_settings;
  visitor_address text;
  visitor_email text;
  by_address timestamptz;
  by_email timestamptz;
  retry_after integer;
begin
  -- Only visitors are limited: the API's anon and signed-in roles, staff excepted.
  if coalesce(current_setting('role', true), 'none') not in ('anon', 'authenticated')
     or (select auth.jwt() -> 'app_metadata' ->> 'role') = 'staff' then
    return new;
  end if;
  -- A retry of a lead that is already stored fails on the primary key, and a lead without an id
  -- or an e-mail on its NOT NULL constraint, as they did before limits.
  if new.id is null or new.email is null
     or exists (select from public.contactos c where c.id = new.id) then
    return new;
  end if;

  visitor_address := private.request_client_address();
  visitor_email := lower(btrim(new.email));
  select * into settings from private.lead_settings;
  -- One client's (and one e-mail's) inserts wait here for each other until commit, so that
  -- concurrent requests count each other. Always address first, then e-mail: no deadlock.
  perform pg_advisory_xact_lock(hashtext('lead client address'), hashtext(visitor_address));
  perform pg_advisory_xact_lock(hashtext('lead e-mail'), hashtext(visitor_email));

  -- Each window has room again once its n-th newest lead (n = the limit) has left it.
  select o.created_at + settings.address_window into by_address
    from private.lead_origins o
   where o.address = visitor_address and o.created_at > now() - settings.address_window
   order by o.created_at desc
  offset settings.per_address - 1
   limit 1;
  select o.created_at + settings.email_window into by_email
    from private.lead_origins o
   where o.email = visitor_email and o.created_at > now() - settings.email_window
   order by o.created_at desc
  offset settings.per_email - 1
   limit 1;
  if by_address is not null or by_email is not null then
    retry_after := greatest(1, ceil(extract(epoch from greatest(by_address, by_email) - now())))::integer;
    raise sqlstate 'PGRST' using
      message = json_build_object(
        'code', 'LD429',
        'message', case when by_address is not null
          then 'Recibimos varios envíos seguidos desde esta conexión.'
          else 'Recibimos varios envíos seguidos con este email.' end,
        'details', jsonb_build_object(
          'retry_after', retry_after,
          'limit', case when by_address is not null then 'address' else 'email' end
        )::text,
        'hint', format('Podés volver a enviarlo en %s segundos.', retry_after)
      )::text,
      detail = json_build_object(
        'status', 429,
        'headers', json_build_object('Retry-After', retry_after::text)
      )::text;
  end if;

  insert into private.lead_origins (lead_id, address, email)
  values (new.id, visitor_address, visitor_email);
  return new;
end
$$;

create trigger contactos_limit_visitor_leads
  before insert on public.contactos
  for each row execute function private.limit_visitor_leads();

-- Forgets origins older than every window, once a minute.
create function private.forget_lead_origins()
returns void
language sql security definer set search_path = '' as $$
  delete from private.lead_origins o
   using private.lead_settings s
   where o.created_at < now() - greatest(s.address_window, s.email_window)
$$;

revoke all on function private.request_client_address() from public;
revoke all on function private.limit_visitor_leads() from public;
revoke all on function private.forget_lead_origins() from public;

select cron.schedule('forget-lead-origins', '* * * * *', 'select private.forget_lead_origins()');
