import Papa from "papaparse";
import { spreadsheetDateTime } from "./dates";
import type { Lead } from "./query";

/**
 * The CSV export, made to open correctly in a spreadsheet set to Spanish (Argentina): `;` between
 * fields (the comma is the decimal separator there), a UTF-8 byte order mark (so accents survive),
 * CRLF line ends, dates as 'dd/mm/aaaa hh:mm'. Lead fields are visitor input, so a cell that a
 * spreadsheet would run as a formula (starting with =, +, -, @, tab or CR) gets a leading
 * apostrophe and quotes (the OWASP advice for CSV injection).
 */

/** Papa's own pattern stops at the first line break; this one also catches multi-line cells. */
const FORMULA_START = /^[=+\-@\t\r]/;
const BYTE_ORDER_MARK = "\uFEFF";

interface CsvColumn {
  header: string;
  value: (lead: Lead, timeZone?: string) => string | null;
}

export const CSV_COLUMNS: readonly CsvColumn[] = [
  { header: "Recibido", value: (lead, zone) => spreadsheetDateTime(lead.created_at, zone) },
  { header: "Fecha del formulario", value: (lead, zone) => spreadsheetDateTime(lead.fecha, zone) },
  { header: "Nombre", value: (lead) => lead.nombre },
  { header: "Email", value: (lead) => lead.email },
  { header: "Teléfono", value: (lead) => lead.telefono },
  { header: "Tipo", value: (lead) => lead.tipo },
  { header: "Origen", value: (lead) => lead.origen },
  { header: "Rol", value: (lead) => lead.rol },
  { header: "Canal de contacto", value: (lead) => lead.canal_contacto },
  { header: "Mensaje", value: (lead) => lead.mensaje },
  { header: "utm_source", value: (lead) => lead.utm_source },
  { header: "utm_medium", value: (lead) => lead.utm_medium },
  { header: "utm_campaign", value: (lead) => lead.utm_campaign },
  { header: "utm_term", value: (lead) => lead.utm_term },
  { header: "utm_content", value: (lead) => lead.utm_content },
  { header: "gclid", value: (lead) => lead.gclid },
  { header: "fbclid", value: (lead) => lead.fbclid },
  { header: "Página de entrada", value: (lead) => lead.landing_path },
  { header: "Referente", value: (lead) => lead.referrer },
  { header: "ID", value: (lead) => lead.id },
];

/** The leads as the text of a CSV file (byte order mark included). */
export function leadsCsv(leads: readonly Lead[], timeZone?: string): string {
  const text = Papa.unparse(
    {
      fields: CSV_COLUMNS.map((column) => column.header),
      data: leads.map((lead) => CSV_COLUMNS.map((column) => column.value(lead, timeZone) ?? "")),
    },
    { delimiter: ";", newline: "\r\n", escapeFormulae: FORMULA_START },
  );
  // Every line ends with CRLF, the last one too.
  return `${BYTE_ORDER_MARK}${text}${text.endsWith("\r\n") ? "" : "\r\n"}`;
}

/** Offers the CSV to the browser as a download named `name`. */
export function downloadCsv(text: string, name: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: "text/csv;charset=utf-8" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  link.style.display = "none";
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
