import { sitePages } from "@agencia/content/site-pages";
import { fillCopy, panelCopy, panelHero } from "@agencia/content/staff-area";
import { useAuth } from "@agencia/leads/auth";
import { filtersFromSearch, filtersToSearch, pageFromSearch } from "@agencia/leads/inbox";
import { LeadsInbox } from "@agencia/leads/leads-inbox";
import { SignOutButton } from "@agencia/leads/sign-out-button";
import { PageHero } from "@agencia/ui/page-hero";
import { Section } from "@agencia/ui/section";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { useEffect, useMemo, useState } from "react";
import { useLocation, useNavigate, useSearchParams } from "react-router";
import { siteMeta } from "../lib/seo";
import { env } from "../env";
import type { RouteHandle } from "@agencia/app-shell/hydration";
import { accessUrl, signedOutRedirectScript } from "../lib/staff-redirect";

export const meta = () => siteMeta(sitePages.panel);

/**
 * A signed-in area with data fetched at run time: hydrate right after load. Without a session
 * the visitor is sent on to /acceso before anything paints.
 */
export const handle: RouteHandle = {
  hydration: "load",
  headScript: signedOutRedirectScript(env.supabaseUrl),
};

/**
 * /panel: the leads inbox, for staff only. Visitors and signed-in users who are not staff see
 * nothing of it and are sent to /acceso. The data comes through the anon key and the staff
 * member's session, so row-level security decides what is read.
 */
export default function Panel() {
  const { status, staff, session } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const [queryClient] = useState(() => new QueryClient());
  const query = params.toString();
  const filters = useMemo(() => filtersFromSearch(new URLSearchParams(query)), [query]);
  const page = pageFromSearch(params);

  useEffect(() => {
    if (status === "signed-out") {
      navigate(accessUrl(`${location.pathname}${location.search}`), { replace: true });
    } else if (status === "signed-in" && !staff) {
      navigate(accessUrl(location.pathname), { replace: true });
    }
  }, [status, staff, navigate, location.pathname, location.search]);

  const allowed = status === "signed-in" && staff;

  return (
    <>
      <PageHero
        className="pb-12 lg:pb-14"
        title={panelHero.title}
        subtitle={panelHero.subtitle}
        eyebrow={
          allowed ? (
            <p className="text-sm text-white/70">
              {fillCopy(panelCopy.signedInAs, { email: session?.user.email ?? "" })}
            </p>
          ) : undefined
        }
        actions={
          allowed ? (
            <SignOutButton variant="ghostInverse">{panelCopy.signOut}</SignOutButton>
          ) : undefined
        }
      />
      <Section tone="muted" className="pt-8 sm:pt-10 lg:pt-12">
        {allowed ? (
          <QueryClientProvider client={queryClient}>
            <LeadsInbox
              filters={filters}
              page={page}
              onNavigate={(next, nextPage) => setParams(filtersToSearch(next, nextPage))}
              linkedLead={params.get("lead")}
              onCloseLinked={() => setParams(filtersToSearch(filters, page), { replace: true })}
            />
          </QueryClientProvider>
        ) : (
          <div className="text-muted-foreground py-16 text-center text-lg">
            <p role="status">{panelCopy.loading}</p>
            <noscript>
              <p>{panelCopy.needsJavaScript}</p>
            </noscript>
          </div>
        )}
      </Section>
    </>
  );
}
