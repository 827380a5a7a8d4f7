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
