import { ACCESS_PATH } from "@agencia/content/navigation";
import { sitePages } from "@agencia/content/site-pages";
import { accessHero } from "@agencia/content/staff-area";
import { useAuth } from "@agencia/leads/auth";
import { StaffAccess } from "@agencia/leads/staff-access";
import { PageHero } from "@agencia/ui/page-hero";
import { Section } from "@agencia/ui/section";
import { useEffect } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { env } from "../env";
import { siteMeta } from "../lib/seo";
import type { RouteHandle } from "@agencia/app-shell/hydration";
import { nextAfterSignIn, sessionHydrationScript } from "../lib/staff-redirect";

export const meta = () => siteMeta(sitePages.access);

/** The sign-in form hydrates on intent; with a stored session, at load (see the script). */
export const handle: RouteHandle = { headScript: sessionHydrationScript(env.supabaseUrl) };

/** /acceso: sign in or sign up; staff go on to the panel, others are told they have no access. */
export default function Access() {
  const { status, staff } = useAuth();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const next = nextAfterSignIn(params);

  useEffect(() => {
    if (status === "signed-in" && staff) navigate(next, { replace: true });
  }, [status, staff, next, navigate]);

  return (
    <>
      <PageHero title={accessHero.title} subtitle={accessHero.subtitle} />
      <Section tone="muted">
        <StaffAccess emailRedirectTo={`${env.siteUrl}${ACCESS_PATH}`} />
      </Section>
    </>
  );
}
