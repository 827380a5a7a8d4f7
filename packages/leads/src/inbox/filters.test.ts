import {
  EMPTY_FILTERS,
  filtersFromSearch,
  filtersProblem,
  filtersToSearch,
  hasFilters,
  localDay,
  pageFromSearch,
} from "./filters";
import { searchFilter } from "./query";

describe("the panel's filters in the URL", () => {
  it("round-trip through the query string, leaving out what is empty", () => {
    const filters = {
      tipo: "Consulta" as const,
      origen: "Sitio Web - Agenda",
      desde: "2026-03-01",
      hasta: "2026-03-31",
      buscar: "Pérez",
    };
    const params = filtersToSearch(filters, 3);
    expect(params.toString()).toBe(
      "tipo=Consulta&origen=Sitio+Web+-+Agenda&desde=2026-03-01&hasta=2026-03-31&buscar=P%C3%A9rez&pagina=3",
    );
    expect(filtersFromSearch(params)).toEqual(filters);
    expect(pageFromSearch(params)).toBe(3);
    expect(filtersToSearch(EMPTY_FILTERS, 1).toString()).toBe("");
  });

  it("ignore an unknown tipo, malformed dates and a bad page number", () => {
    const params = new URLSearchParams("tipo=Otro&desde=ayer&hasta=2026-13-45&pagina=-2");
    expect(filtersFromSearch(params)).toEqual(EMPTY_FILTERS);
    expect(pageFromSearch(params)).toBe(1);
    expect(pageFromSearch(new URLSearchParams("pagina=2.5"))).toBe(1);
    expect(hasFilters(EMPTY_FILTERS)).toBe(false);
  });

  it("refuse a range that ends before it starts, in Spanish", () => {
    expect(filtersProblem({ ...EMPTY_FILTERS, desde: "2026-03-10", hasta: "2026-03-01" })).toBe(
      "La fecha «desde» no puede ser posterior a la fecha «hasta».",
    );
    expect(
      filtersProblem({ ...EMPTY_FILTERS, desde: "2026-03-10", hasta: "2026-03-10" }),
    ).toBeNull();
  });

  it("read days as local midnights, the end day included through the next midnight", () => {
    expect(localDay("2026-03-10").getHours()).toBe(0);
    expect(localDay("2026-03-10", 1).getDate()).toBe(11);
    expect(localDay("2026-03-31", 1).getMonth()).toBe(3);
  });
});

describe("the text search", () => {
  it("looks in nombre, email and mensaje, case-insensitively, anywhere in the text", () => {
    expect(searchFilter("  ana  ")).toBe(
      'nombre.ilike."*ana*",email.ilike."*ana*",mensaje.ilike."*ana*"',
    );
    expect(searchFilter("   ")).toBeNull();
  });

  it("keeps commas, parentheses and quotes as text, and escapes LIKE's wildcards", () => {
    expect(searchFilter('50%_off, (ya) "hoy"\\')).toContain(
      'nombre.ilike."*50\\\\%\\\\_off, (ya) \\"hoy\\"\\\\\\\\*"',
    );
    expect(searchFilter("a*b")).toBe(
      'nombre.ilike."*a b*",email.ilike."*a b*",mensaje.ilike."*a b*"',
    );
  });
});
