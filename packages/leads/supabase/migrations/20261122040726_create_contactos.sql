-- The lead record every form of the site writes (spec 000 §3, spec 001 §3 and §7).
-- Validation lives in named CHECK constraints: a failed insert answers 23514 naming the
-- constraint, which the leads client maps to a Spanish message. Keep names and numbers in step
-- with the client's limits.

create table public.contactos (
  id uuid primary key default gen_random_uuid(),
  nombre text not null,
  email text not null,
  telefono text,
  canal_contacto text,
  mensaje text,
  tipo text not null,
  origen text not null,
  fecha timestamptz not null,
  rol text,
  utm_source text,
  utm_medium text,
  utm_campaign text,
  utm_term text,
  utm_content text,
  gclid text,
  fbclid text,
  landing_path text,
  referrer text,
  created_at timestamptz not null default now(),

  constraint contactos_nombre_length
    check (char_length(btrim(nombre)) between 1 and 120),
  constraint contactos_email_length
    check (char_length(email) <= 254),
  constraint contactos_email_format
    check (email ~* '^[^@\s]+@[^@\s]+\.[^@\s]+$'),
  constraint contactos_telefono_length
    check (char_length(telefono) <= 40),
  constraint contactos_telefono_format
    check (telefono ~ '^[0-9 +().-]*$' and char_length(regexp_replace(telefono, '[^0-9]', '', 'g')) >= 6),
  constraint contactos_canal_contacto_length
    check (char_length(canal_contacto) <= 60),
  constraint contactos_mensaje_length
    check (char_length(mensaje) <= 5000),
  constraint contactos_origen_length
    check (char_length(btrim(origen)) between 1 and 120),
  constraint contactos_tipo_valid
    check (tipo in ('suscripcion', 'Contacto General', 'Consulta', 'Partner', 'Landing Page Lead',
                    'Venta Agente WhatsApp', 'Venta Agente WhatsApp LATAM', 'lead')),
  constraint contactos_rol_valid
    check (rol is null or rol in ('productor', 'proveedor', 'inversor', 'otro')),
  constraint contactos_utm_length
    check (coalesce(char_length(utm_source), 0) <= 250
       and coalesce(char_length(utm_medium), 0) <= 250
       and coalesce(char_length(utm_campaign), 0) <= 250
       and coalesce(char_length(utm_term), 0) <= 250
       and coalesce(char_length(utm_content), 0) <= 250),
  constraint contactos_click_id_length
    check (coalesce(char_length(gclid), 0) <= 500 and coalesce(char_length(fbclid), 0) <= 500),
  constraint contactos_landing_path_length
    check (char_length(landing_path) <= 2000),
  constraint contactos_referrer_length
    check (char_length(referrer) <= 2000)
);

comment on table public.contactos is
  'Leads from every form of the site. Anonymous and signed-in visitors may only insert; staff read with the service_role key.';

create index contactos_created_at_idx on public.contactos (created_at desc);

-- Row-level security, with explicit grants (projects created since May 2026 get no default
-- grants; older ones still do, so revoke first and both behave the same).
alter table public.contactos enable row level security;

revoke all on table public.contactos from anon, authenticated;

-- Visitors insert (created_at is the server's own clock, so it is left out of the grant).
-- No SELECT grant: return=minimal needs none, and `insert().select()` is refused with 42501.
grant insert (id, nombre, email, telefono, canal_contacto, mensaje, tipo, origen, fecha, rol,
              utm_source, utm_medium, utm_campaign, utm_term, utm_content, gclid, fbclid,
              landing_path, referrer)
  on table public.contactos to anon, authenticated;

create policy contactos_insert on public.contactos
  for insert to anon, authenticated
  with check (true);

-- No SELECT/UPDATE/DELETE policy: denied by default. Staff tooling uses the service key
-- (BYPASSRLS still needs table privileges).
grant all on table public.contactos to service_role;
