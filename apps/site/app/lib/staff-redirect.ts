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
