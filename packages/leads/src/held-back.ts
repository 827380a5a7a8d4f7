/**
 * A lead the database's limits hold back (migration `…_limit_anonymous_leads.sql`): too many
 * leads from one connection or one e-mail address in a short time. PostgREST answers 429 with
 * this code, and `details` says in how many seconds the window has room again:
 * `{"code":"LD429","details":"{\"retry_after\": 540, \"limit\": \"address\"}",…}`.
 */
export const HELD_BACK_CODE = "LD429";

/** Used when the answer names no usable time: a minute. */
const FALLBACK_RETRY_MS = 60_000;

/** The wait a held-back answer asks for, in milliseconds. */
export function retryAfterMs(details: string | null | undefined): number {
  try {
    const seconds: unknown = (JSON.parse(details ?? "") as { retry_after?: unknown }).retry_after;
    if (typeof seconds === "number" && Number.isFinite(seconds) && seconds > 0)
      return Math.ceil(seconds) * 1000;
  } catch {
    // Not JSON: fall back.
  }
  return FALLBACK_RETRY_MS;
}

/** «en menos de un minuto», «en 1 minuto», «en 9 minutos», «en 1 hora», «en 2 horas». */
export function inTime(ms: number): string {
  const minutes = Math.ceil(ms / 60_000);
  if (ms < 60_000) return "en menos de un minuto";
  if (minutes < 60) return minutes === 1 ? "en 1 minuto" : `en ${minutes} minutos`;
  const hours = Math.ceil(minutes / 60);
  return hours === 1 ? "en 1 hora" : `en ${hours} horas`;
}

/** What the form shows: the lead is kept and the outbox sends it once the window reopens. */
export function heldBackToast(ms: number) {
  return {
    title: "Envío en espera",
    description: `Recibimos varios envíos seguidos. Tus datos quedaron guardados en este navegador y se envían solos ${inTime(ms)}; no hace falta que los vuelvas a enviar.`,
  };
}
