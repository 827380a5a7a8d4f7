-- Lead notification: every new contactos row reaches the agency through the notify-lead Edge
-- Function (supabase/functions/notify-lead), once by e-mail and once by the automation webhook.
--
-- The insert only queues: one private.lead_notifications row per channel, in the insert's own
-- transaction, so a stored lead always has its notifications and a failing notification never
-- fails or slows the insert. pg_net then calls the function after commit (a Database Webhook's
-- path), and a pg_cron job every 5 seconds records each answer and sends again, with backoff
-- (2, 4, 8 … seconds, at most a minute apart), whatever did not get a 2xx. A channel is never
-- sent again once it got a 2xx.
--
-- Where to call comes from Vault, set once per project (README, «Lead notification»):
--   select vault.create_secret('https://<ref>.supabase.co', 'project_url');
--   select vault.create_secret('<service_role key>', 'service_role_key');
-- Until both exist, leads wait in the queue and are sent when they do.

-- pg_net and pg_cron, unless present already (the local backend provides stand-ins of both).
do $$
begin
  if not exists (select from pg_namespace where nspname = 'net') then
    create extension if not exists pg_net with schema extensions;
  end if;
  if not exists (select from pg_namespace where nspname = 'cron') then
    create extension if not exists pg_cron with schema pg_catalog;
  end if;
end
$$;

create schema if not exists private;
revoke all on schema private from public;

create table private.lead_notifications (
  lead_id uuid not null references public.contactos (id) on delete cascade,
  channel text not null check (channel in ('email', 'webhook')),
  attempts integer not null default 0,
  next_attempt_at timestamptz not null default now(),
  -- The pg_net request in flight, and when it was made.
  request_id bigint,
  requested_at timestamptz,
  delivered_at timestamptz,
  last_error text,
  primary key (lead_id, channel)
);

comment on table private.lead_notifications is
  'One row per new lead and channel for the notify-lead Edge Function: attempts, the request in flight, delivery or the last error.';

create index lead_notifications_pending_idx
  on private.lead_notifications (next_attempt_at) where delivered_at is null;

-- Asks pg_net to call the function for one lead and channel; null while Vault lacks the settings.
create function private.request_lead_notification(lead uuid, channel text, attempt integer)
returns bigint
language plpgsql security definer set search_path = '' as $$
declare
  base_url text := (select decrypted_secret from vault.decrypted_secrets where name = 'project_url');
  api_key text := (select decrypted_secret from vault.decrypted_secrets where name = 'service_role_key');
begin
  if base_url is null or api_key is null then
    return null;
  end if;
  return net.http_post(
    url := rtrim(base_url, '/') || '/functions/v1/notify-lead',
    body := jsonb_build_object(
      'type', 'INSERT',
      'table', 'contactos',
      'schema', 'public',
      'record', (select to_jsonb(c) from public.contactos c where c.id = lead),
      'old_record', null,
      'channel', channel,
      'attempt', attempt
    ),
    headers := jsonb_build_object(
      'Content-Type', 'application/json',
      'Authorization', 'Bearer ' || api_key
    ),
    timeout_milliseconds := 30000
  );
end
$$;

-- Sends one queued notification now; any failure leaves it for the cron job.
create function private.send_lead_notification(lead uuid, channel text)
returns void
language plpgsql security definer set search_path = '' as $$
declare
  attempt integer;
  request bigint;
begin
  select n.attempts + 1 into attempt from private.lead_notifications n
   where n.lead_id = lead and n.channel = send_lead_notification.channel;
  request := private.request_lead_notification(lead, channel, attempt);
  if request is not null then
    update private.lead_notifications n
       set request_id = request, requested_at = now()
     where n.lead_id = lead and n.channel = send_lead_notification.channel;
  end if;
exception when others then
  raise warning 'lead notification % (%) left for the retry job: %', lead, channel, sqlerrm;
end
$$;

create function private.queue_lead_notifications()
returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  channel text;
begin
  foreach channel in array array['email', 'webhook'] loop
    insert into private.lead_notifications (lead_id, channel) values (new.id, channel);
    perform private.send_lead_notification(new.id, channel);
  end loop;
  return null;
end
$$;

create trigger contactos_notify_lead
  after insert on public.contactos
  for each row execute function private.queue_lead_notifications();

-- The cron job: settles the requests pg_net has answered (or lost: no answer within a minute
-- past their 30 s timeout), then sends whatever is due.
create function private.deliver_lead_notifications()
returns void
language plpgsql security definer set search_path = '' as $$
declare
  due record;
begin
  update private.lead_notifications n
     set delivered_at = case when r.status_code between 200 and 299 then now() end,
         attempts = n.attempts + 1,
         next_attempt_at = now() + least(interval '1 minute', interval '1 second' * power(2, least(n.attempts + 1, 6))),
         last_error = case
           when r.status_code between 200 and 299 then null
           when r.id is null then 'no answer'
           else coalesce(r.error_msg, 'HTTP ' || r.status_code || ': ' || left(r.content, 500))
         end,
         request_id = null
    from private.lead_notifications p
    left join net._http_response r on r.id = p.request_id
   where n.lead_id = p.lead_id and n.channel = p.channel
     and p.delivered_at is null and p.request_id is not null
     and (r.id is not null or p.requested_at < now() - interval '90 seconds');

  for due in
    select lead_id, channel from private.lead_notifications
     where delivered_at is null and request_id is null and next_attempt_at <= now()
     order by next_attempt_at
     limit 100
  loop
    perform private.send_lead_notification(due.lead_id, due.channel);
  end loop;
end
$$;

revoke all on function private.request_lead_notification(uuid, text, integer) from public;
revoke all on function private.send_lead_notification(uuid, text) from public;
revoke all on function private.queue_lead_notifications() from public;
revoke all on function private.deliver_lead_notifications() from public;

select cron.schedule(
  'deliver-lead-notifications',
  '5 seconds',
  'select private.deliver_lead_notifications()'
);
