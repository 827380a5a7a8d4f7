-- The database calls notify-lead with the project's secret key (`sb_secret_…`), the key kind that
-- replaces the legacy service_role JWT. A secret key is no JWT: it travels in the `apikey` header
-- and the function checks it itself (config.toml: verify_jwt = false). A project still on legacy
-- keys keeps working: without a `secret_key` in Vault, the service_role JWT goes as before.
--
-- Vault, set once per project (README, «Lead notification»):
--   select vault.create_secret('https://<ref>.supabase.co', 'project_url');
--   select vault.create_secret('<secret key, sb_secret_…>', 'secret_key');

-- The headers a call to an Edge Function carries: null while Vault holds no key.
create function private.edge_function_headers()
returns jsonb
language sql stable security definer set search_path = '' as $$
  select case
    when secret_key is not null then
      jsonb_build_object('Content-Type', 'application/json', 'apikey', secret_key)
    when service_role_key is not null then
      jsonb_build_object(
        'Content-Type', 'application/json',
        'apikey', service_role_key,
        'Authorization', 'Bearer ' || service_role_key
      )
  end
  from (
    select
      (select decrypted_secret from vault.decrypted_secrets where name = 'secret_key') as secret_key,
      (select decrypted_secret from vault.decrypted_secrets where name = 'service_role_key') as service_role_key
  ) vault_keys
$$;

revoke all on function private.edge_function_headers() from public;

-- Every call to notify-lead (one lead's channel, or a digest) goes through here.
create or replace function private.post_to_notify_lead(body jsonb)
returns bigint
language plpgsql security definer set search_path = '' as $$
declare
  base_url text := (select decrypted_secret from vault.decrypted_secrets where name = 'project_url');
  headers jsonb := private.edge_function_headers();
begin
  if base_url is null or headers is null then
    return null;
  end if;
  return net.http_post(
    url := rtrim(base_url, '/') || '/functions/v1/notify-lead',
    body := body,
    headers := headers,
    timeout_milliseconds := 30000
  );
end
$$;
