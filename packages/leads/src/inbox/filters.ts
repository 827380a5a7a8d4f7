import { TIPOS, type Tipo } from "../limits";
import { isoDay } from "./dates";

/** The panel's filters, as the URL keeps them (`?tipo=…&origen=…&desde=…&hasta=…&buscar=…`). */
export interface InboxFilters {
  tipo: Tipo | "";
  origen: string;
  /** First day, `YYYY-MM-DD`, in the viewer's time zone; empty for no bound. */
  desde: string;
  /** Last day (inclusive), `YYYY-MM-DD`; empty for no bound. */
  hasta: string;
  /** Text searched in nombre, email and mensaje. */
  buscar: string;
}

export const EMPTY_FILTERS: InboxFilters = {
  tipo: "",
  origen: "",
  desde: "",
  hasta: "",
  buscar: "",
};

export const SEARCH_MAX_LENGTH = 100;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

function isTipo(value: string): value is Tipo {
  return (TIPOS as readonly string[]).includes(value);
}

/** A real `YYYY-MM-DD` day (not 2026-13-45, which Date would roll over), else empty. */
function day(value: string | null): string {
  return value && DAY.test(value) && isoDay(localDay(value)) === value ? value : "";
}

/** Reads the filters from a URL's query; anything malformed is left out. */
export function filtersFromSearch(params: URLSearchParams): InboxFilters {
  const tipo = params.get("tipo") ?? "";
  return {
    tipo: isTipo(tipo) ? tipo : "",
    origen: (params.get("origen") ?? "").slice(0, 200),
    desde: day(params.get("desde")),
    hasta: day(params.get("hasta")),
    buscar: (params.get("buscar") ?? "").slice(0, SEARCH_MAX_LENGTH),
  };
}

/** The page number in the URL (`?pagina=2`), 1 when missing or malformed. */
export function pageFromSearch(params: URLSearchParams): number {
  const page = Number(params.get("pagina"));
  return Number.isInteger(page) && page > 1 ? page : 1;
}

/** The query for these filters and page, leaving out what is empty. */
export function filtersToSearch(filters: InboxFilters, page = 1): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) {
    const text = value.trim();
    if (text) params.set(key, text);
  }
  if (page > 1) params.set("pagina", String(page));
  return params;
}

export function hasFilters(filters: InboxFilters): boolean {
  return Object.values(filters).some((value) => value.trim() !== "");
}

/** Midnight that starts a `YYYY-MM-DD` day in the viewer's time zone. */
export function localDay(value: string, addDays = 0): Date {
  const [year, month, date] = value.split("-").map(Number);
  return new Date(year ?? NaN, (month ?? NaN) - 1, (date ?? NaN) + addDays);
}

/** Why these filters cannot be applied, in Spanish; null when they can. */
export function filtersProblem(filters: InboxFilters): string | null {
  if (filters.desde && filters.hasta && filters.desde > filters.hasta) {
    return "La fecha «desde» no puede ser posterior a la fecha «hasta».";
  }
  return null;
}
