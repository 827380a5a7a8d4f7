// @vitest-environment node
import Papa from "papaparse";
import { CSV_COLUMNS, leadsCsv } from "./csv";
import type { Lead } from "./query";

const ZONE = "America/Argentina/Buenos_Aires";

function lead(overrides: Partial<Lead> = {}): Lead {
  return {
    id: "6f1c2a9e-0000-4000-8000-000000000001",
    nombre: "Ana Pérez",
    email: "ana@pyme.com.ar",
    telefono: null,
    canal_contacto: null,
    mensaje: null,
    tipo: "Contacto General",
    origen: "Sitio Web - Contacto",
    fecha: "2026-03-02T14:59:00.000Z",
    created_at: "2026-03-02T15:00:30.000Z",
    rol: null,
    utm_source: null,
    utm_medium: null,
    utm_campaign: null,
    utm_term: null,
    utm_content: null,
    gclid: null,
    fbclid: null,
    landing_path: null,
    referrer: null,
    ...overrides,
  };
}

/** Parses as a spreadsheet set to Spanish (Argentina) would: `;` between fields. */
function cells(text: string): string[][] {
  return Papa.parse<string[]>(text.replace(/^\uFEFF/, ""), { delimiter: ";", skipEmptyLines: true })
    .data;
}

describe("the leads CSV for a spreadsheet in Spanish (Argentina)", () => {
  it("starts with a UTF-8 byte order mark, separates with ';' and ends lines with CRLF", () => {
    const text = leadsCsv([lead(), lead({ nombre: "José Núñez" })], ZONE);
    expect(text.startsWith("\uFEFF")).toBe(true);
    expect(text.split("\r\n")).toHaveLength(4);
    expect(text.replace(/\r\n/g, "")).not.toMatch(/\n/);
    const [header, first] = cells(text);
    expect(header).toEqual(CSV_COLUMNS.map((column) => column.header));
    expect(header?.slice(0, 7)).toEqual([
      "Recibido",
      "Fecha del formulario",
      "Nombre",
      "Email",
      "Teléfono",
      "Tipo",
      "Origen",
    ]);
    expect(first?.[2]).toBe("Ana Pérez");
    expect(cells(text)[2]?.[2]).toBe("José Núñez");
  });

  it("writes dates as dd/mm/aaaa hh:mm in the given time zone", () => {
    const [, row] = cells(leadsCsv([lead()], ZONE));
    expect(row?.[0]).toBe("02/03/2026 12:00");
    expect(row?.[1]).toBe("02/03/2026 11:59");
  });

  it("keeps ';', quotes and line breaks of a message inside one cell", () => {
    const mensaje = 'Hola; quiero "un bot"\r\nPara WhatsApp\ny más';
    const text = leadsCsv([lead({ mensaje })], ZONE);
    expect(cells(text)[1]?.[9]).toBe(mensaje);
  });

  it.each([
    ['=HYPERLINK("http://malo.example","clic")'],
    ["+54 9 11 5555-0101"],
    ["-2+3"],
    ["@SUM(A1:A2)"],
    ["\t=1+1"],
    ["\r=1+1"],
    ["=1+1\nsegunda línea"],
  ])("neutralises %j, which a spreadsheet would run as a formula", (value) => {
    const text = leadsCsv([lead({ nombre: value, telefono: value, mensaje: value })], ZONE);
    const [, row] = cells(text);
    for (const index of [2, 4, 9]) expect(row?.[index]).toBe(`'${value}`);
  });

  it("leaves ordinary text and empty fields alone", () => {
    const [, row] = cells(leadsCsv([lead({ mensaje: "Precio: 45.000 ARS" })], ZONE));
    expect(row?.[9]).toBe("Precio: 45.000 ARS");
    expect(row?.[7]).toBe("");
  });

  it("writes only the header when there are no leads", () => {
    expect(leadsCsv([], ZONE)).toBe(`\uFEFF${CSV_COLUMNS.map((c) => c.header).join(";")}\r\n`);
  });
});
