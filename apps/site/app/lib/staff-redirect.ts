import { hydrateAtLoadWhen } from "@agencia/app-shell/hydration";
import { ACCESS_PATH, PANEL_PATH } from "@agencia/content/navigation";

const NEXT_PARAM = "siguiente";

/** /acceso?siguiente=…, so that signing in leads back to where the person was going. */
export function accessUrl(next: string): string {
  return `${ACCESS_PATH}?${new URLSearchParams({ [NEXT_PARAM]: next })}`;
}

/** Where to go after signing in: a panel URL from the query, never another site. */
export function nextAfterSignIn(params: URLSearchParams): string {
  const next = params.get(NEXT_PARAM) ?? "";
  return next === PANEL_PATH || next.startsWith(`${PANEL_PATH}?`) ? next : PANEL_PATH;
}

/** Where supabase-js keeps the session in the browser: its default key, from the project's host. */
function sessionStorageKey(supabaseUrl: string): string {
  return `sb-${new URL(supabaseUrl).hostname.split(".")[0]}-auth-token`;
}

/** A JavaScript expression: a session is stored in this browser or arriving in the URL. */
function sessionExpression(supabaseUrl: string): string {
  const stored = `localStorage.getItem(${JSON.stringify(sessionStorageKey(supabaseUrl))})`;
  return `(${stored}||/access_token=/.test(location.hash)||/[?&]code=/.test(location.search))`;
}

/**
 * An inline script for /panel: without a session it sends the visitor on to /acceso at once, as a
 * server would redirect, instead of painting the panel's shell and moving after hydration. The
 * panel still checks after hydration (an expired session, a user who is not staff).
 */
export function signedOutRedirectScript(supabaseUrl: string): string {
  const access = `${JSON.stringify(`${ACCESS_PATH}?`)}+new URLSearchParams({${JSON.stringify(NEXT_PARAM)}:location.pathname+location.search})`;
  return `try{${sessionExpression(supabaseUrl)}||location.replace(${access})}catch(e){}`;
}

/**
 * An inline script for /acceso: with a session the page hydrates at load (`@agencia/app-shell/hydration`),
 * to send staff on to the panel or tell others they have no access; without one, the sign-in form
 * is plain HTML until the visitor's first intent, like every other form.
 */
export function sessionHydrationScript(supabaseUrl: string): string {
  return hydrateAtLoadWhen(sessionExpression(supabaseUrl));
}
