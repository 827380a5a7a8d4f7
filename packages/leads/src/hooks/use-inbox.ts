import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useAuth } from "../auth/auth-provider";
import type { InboxFilters } from "../inbox/filters";
import { fetchLead, fetchLeadOrigins, fetchLeadsPage, PAGE_SIZE } from "../inbox/query";

/**
 * One page of leads through the signed-in client (RLS lets only staff read). The previous page
 * stays on screen while the next loads; leads refresh when the staff member comes back to the tab.
 */
export function useLeadsPage(filters: InboxFilters, page: number) {
  const { client, session } = useAuth();
  return useQuery({
    queryKey: ["contactos", session?.user.id, filters, page],
    queryFn: ({ signal }) => fetchLeadsPage(client!, filters, page, PAGE_SIZE, signal),
    enabled: client !== null,
    placeholderData: keepPreviousData,
    retry: 1,
  });
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The lead a link names (`/panel?lead={id}`); nothing is asked for an id that is no uuid. */
export function useLead(id: string | null) {
  const { client, session } = useAuth();
  return useQuery({
    queryKey: ["contactos", session?.user.id, "lead", id],
    queryFn: ({ signal }) => fetchLead(client!, id!, signal),
    enabled: client !== null && id !== null && UUID.test(id),
    retry: 1,
  });
}

/** The origins leads came from, for the origen filter. */
export function useLeadOrigins() {
  const { client, session } = useAuth();
  return useQuery({
    queryKey: ["contactos_origenes", session?.user.id],
    queryFn: ({ signal }) => fetchLeadOrigins(client!, signal),
    enabled: client !== null,
    staleTime: 60_000,
    retry: 1,
  });
}
