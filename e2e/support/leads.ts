import { SERVICE_ROLE_KEY } from "@agencia/local-backend/keys";
import { expect, type Page } from "@playwright/test";
import { hydrate } from "./hydration";
import { BACKEND_URL } from "./urls";

export interface StoredLead {
  id: string;
  nombre: string;
  email: string;
  telefono: string | null;
  canal_contacto: string | null;
  mensaje: string | null;
  tipo: string;
  origen: string;
  fecha: string;
  rol: string | null;
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
  utm_term: string | null;
  utm_content: string | null;
  gclid: string | null;
  fbclid: string | null;
  landing_path: string | null;
  referrer: string | null;
}

/** Reads leads back as the agency does: through the REST API with the service_role key. */
export async function leadsByEmail(email: string): Promise<StoredLead[]> {
  const response = await fetch(
    `${BACKEND_URL}/rest/v1/contactos?select=*&email=eq.${encodeURIComponent(email)}&order=created_at.asc`,
    { headers: { apikey: SERVICE_ROLE_KEY, Authorization: `Bearer ${SERVICE_ROLE_KEY}` } },
  );
  if (!response.ok) throw new Error(`No se pudieron leer los leads: ${response.status}`);
  return (await response.json()) as StoredLead[];
}

/** Exactly one lead is stored under this e-mail, with these fields; returns it. */
export async function expectOneLead(email: string, fields: Record<string, unknown>) {
  const leads = await leadsByEmail(email);
  expect(leads).toHaveLength(1);
  expect(leads[0]).toMatchObject(fields);
  return leads[0]!;
}

/** A unique address per test, so parallel tests never see each other's leads. */
export function uniqueEmail(label: string): string {
  return `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@pyme.com.ar`;
}

/**
 * Waits until a person would have spent the forms' minimum fill time on the page (1.5 s since it
 * opened; a faster submission is taken for a bot).
 */
export async function readyToType(page: Page): Promise<void> {
  await page.waitForFunction(() => performance.now() > 1600);
}

/** Waits until the form is hydrated and a person would have spent the minimum fill time. */
export async function readyToFill(page: Page): Promise<void> {
  await hydrate(page);
  await readyToType(page);
}

/** Opens a page and waits until its form can be filled (hydrated, past the minimum fill time). */
export async function openToFill(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await readyToFill(page);
}

/** Makes the database unreachable for this page, as a dropped connection would. */
export async function cutBackend(page: Page): Promise<void> {
  await page.route(`${BACKEND_URL}/**`, (route) => route.abort("connectionrefused"));
}

export async function restoreBackend(page: Page): Promise<void> {
  await page.unroute(`${BACKEND_URL}/**`);
}
