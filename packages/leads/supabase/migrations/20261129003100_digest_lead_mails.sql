-- Mail under a burst: the first `mails_per_window` leads of each `mail_window` (defaults: 5 per
-- 10 minutes; windows start on multiples of it) are e-mailed one by one, as before; the rest of
-- that window's leads are listed together in one digest e-mail, sent once the window has ended
-- (the notify-lead function's channel 'digest'). Every lead is named in exactly one e-mail; the
-- automation webhook still gets each lead on its own. Change them with SQL, e.g.
--   update private.lead_settings set mails_per_window = 10, mail_window = interval '30 minutes';

alter table private.lead_settings
  add column mails_per_window integer not null default 5 check (mails_per_window >= 0),
  add column mail_window interval not null default interval '10 minutes'
    check (mail_window > interval '0');

-- How many leads each mail window has had so far.
create table private.lead_mail_windows (
  starts_at timestamptz primary key,
  leads integer not null
);

comment on table private.lead_mail_windows is
  'Leads per mail window (private.lead_settings.mail_window): past mails_per_window, a window''s leads go out in one digest.';

-- Set when the lead's e-mail is not sent on its own but listed in the digest due then.
alter table private.lead_notifications add column digest_due timestamptz;

create index lead_notifications_digest_idx
  on private.lead_notifications (digest_due) where digest_due is not null and delivered_at is null;

-- Calls the notify-lead function with `body` through pg_net; null while Vault lacks the settings.
create function private.post_to_notify_lead(body jsonb)
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
    body := body,
    headers := jsonb_build_object(
      'Content-Type', 'application/json',
      'Authorization', 'Bearer ' || api_key
    ),
    timeout_milliseconds := 30000
  );
end
$$;

create or replace function private.request_lead_notification(lead uuid, channel text, attempt integer)
returns bigint
language plpgsql security definer set search_path = '' as $$
begin
  return private.post_to_notify_lead(jsonb_build_object(
    'type', 'INSERT',
    'table', 'contactos',
    'schema', 'public',
    'record', (select to_jsonb(c) from public.contactos c where c.id = lead),
    'old_record', null,
    'channel', channel,
    'attempt', attempt
  ));
end
$$;

-- Sends the digest due at `due`: every lead waiting for it, in one call (body `records`, a list
-- of rows, and channel 'digest'); any failure leaves it for the cron job.
create function private.send_lead_digest(due timestamptz)
returns void
language plpgsql security definer set search_path = '' as $$
declare
  leads uuid[];
  attempt integer;
  request bigint;
begin
  select array_agg(n.lead_id), max(n.attempts) + 1 into leads, attempt
    from private.lead_notifications n
   where n.channel = 'email' and n.digest_due = due and n.delivered_at is null
     and n.request_id is null and n.next_attempt_at <= now();
  if leads is null then
    return;
  end if;
  request := private.post_to_notify_lead(jsonb_build_object(
    'type', 'INSERT',
    'table', 'contactos',
    'schema', 'public',
    'records', (select jsonb_agg(to_jsonb(c) order by c.created_at, c.id)
                  from public.contactos c where c.id = any (leads)),
    'old_record', null,
    'channel', 'digest',
    'attempt', attempt
  ));
  if request is not null then
    update private.lead_notifications n
       set request_id = request, requested_at = now()
     where n.channel = 'email' and n.lead_id = any (leads);
  end if;
exception when others then
  raise warning 'lead digest due % left for the retry job: %', due, sqlerrm;
end
$$;

create or replace function private.queue_lead_notifications()
returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  settings private.lead_settings;
  window_start timestamptz;
  window_leads integer;
  digest timestamptz;
begin
  select * into settings from private.lead_settings;
  window_start := date_bin(settings.mail_window, now(), timestamptz '2000-01-01 00:00:00+00');
  -- The window's row is locked until commit: concurrent inserts count one after the other.
  insert into private.lead_mail_windows as w (starts_at, leads) values (window_start, 1)
  on conflict (starts_at) do update set leads = w.leads + 1
  returning w.leads into window_leads;
  delete from private.lead_mail_windows where starts_at < window_start - settings.mail_window;
  if window_leads > settings.mails_per_window then
    digest := window_start + settings.mail_window;
  end if;

  insert into private.lead_notifications (lead_id, channel, digest_due, next_attempt_at)
  values (new.id, 'email', digest, coalesce(digest, now()));
  if digest is null then
    perform private.send_lead_notification(new.id, 'email');
  end if;
  insert into private.lead_notifications (lead_id, channel) values (new.id, 'webhook');
  perform private.send_lead_notification(new.id, 'webhook');
  return null;
end
$$;

-- The cron job, as before (settle what pg_net answered or lost, then send what is due), and now
-- each digest whose window has ended.
create or replace function private.deliver_lead_notifications()
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
       and digest_due is null
     order by next_attempt_at
     limit 100
  loop
    perform private.send_lead_notification(due.lead_id, due.channel);
  end loop;

  for due in
    select distinct digest_due from private.lead_notifications
     where digest_due is not null and delivered_at is null and request_id is null
       and next_attempt_at <= now()
  loop
    perform private.send_lead_digest(due.digest_due);
  end loop;
end
$$;

revoke all on function private.post_to_notify_lead(jsonb) from public;
revoke all on function private.send_lead_digest(timestamptz) from public;
