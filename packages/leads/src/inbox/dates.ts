/** Dates of the panel, in es-AR and the viewer's time zone unless one is given. */

/** '24 nov 2026, 11:35' (a 24-hour clock, as Argentina writes it): the list and the detail. */
export function displayDateTime(iso: string, timeZone?: string): string {
  return new Intl.DateTimeFormat("es-AR", {
    dateStyle: "medium",
    timeStyle: "short",
    hourCycle: "h23",
    timeZone,
  }).format(new Date(iso));
}

/**
 * '24/11/2026 11:35': the form a spreadsheet in Spanish (Argentina) reads as a date and time
 * (day first, no comma, 24-hour clock).
 */
export function spreadsheetDateTime(iso: string, timeZone?: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("es-AR", {
      day: "2-digit",
      month: "2-digit",
      year: "numeric",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
      timeZone,
    })
      .formatToParts(new Date(iso))
      .map((part) => [part.type, part.value]),
  );
  return `${parts.day}/${parts.month}/${parts.year} ${parts.hour}:${parts.minute}`;
}

/** '2026-11-24' of a date in the viewer's time zone, for file names and date inputs. */
export function isoDay(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
