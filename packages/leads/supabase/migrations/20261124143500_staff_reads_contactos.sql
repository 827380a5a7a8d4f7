-- Staff read the leads in the site's panel (/panel) with the anon key and their own session, so
-- row-level security decides. A staff member is a user whose access token carries
-- app_metadata.role = 'staff': only the service_role (the Auth admin API, or `make-staff` on the
-- local backend) can set app_metadata; users cannot change it themselves (user_metadata they can).

-- SELECT for signed-in users; the policy below lets through only staff, so anyone else reads
-- no rows (200 []). Still no UPDATE or DELETE for anyone but service_role.
grant select on table public.contactos to authenticated;

create policy contactos_staff_select on public.contactos
  for select to authenticated
  using ((select auth.jwt() -> 'app_metadata' ->> 'role') = 'staff');

comment on table public.contactos is
  'Leads from every form of the site. Anonymous and signed-in visitors may only insert; staff (app_metadata.role = staff) read them; only service_role changes or deletes.';

-- The origins that leads came from, with how many and the latest, for the panel's origen filter.
-- security_invoker: the view reads contactos as the caller, so the staff policy above applies
-- (anyone else sees no rows). Revoke first: older projects grant new relations to anon by default.
create view public.contactos_origenes
  with (security_invoker = true)
  as select origen, count(*)::integer as total, max(created_at) as ultimo
       from public.contactos
      group by origen;

comment on view public.contactos_origenes is
  'Distinct origen values of contactos with their count and latest created_at; rows only for staff (RLS of contactos).';

revoke all on table public.contactos_origenes from anon, authenticated;
grant select on table public.contactos_origenes to authenticated, service_role;
