import { describe, expect, it } from "vitest";
import { parseQuery } from "./query";

const parse = (query: string) => parseQuery(new URLSearchParams(query));

describe("reading PostgREST's query string", () => {
  it("reads select with aliases and casts", () => {
    const result = parse("select=id,quien:nombre,fecha::date");
    expect(result.ok && result.query.select).toEqual([
      { kind: "column", column: "id", alias: "id", cast: null },
      { kind: "column", column: "nombre", alias: "quien", cast: null },
      { kind: "column", column: "fecha", alias: "fecha", cast: "date" },
    ]);
  });

  it("reads filters, negation and in-lists with quoted values", () => {
    const result = parse('nombre=eq.Ana&telefono=not.is.null&tipo=in.(Consulta,"Landing, Page")');
    expect(result.ok && result.query.where).toEqual([
      { kind: "filter", column: "nombre", op: "eq", negate: false, value: "Ana" },
      { kind: "filter", column: "telefono", op: "is", negate: true, value: "null" },
      {
        kind: "filter",
        column: "tipo",
        op: "in",
        negate: false,
        value: ["Consulta", "Landing, Page"],
      },
    ]);
  });

  it("keeps an eq value literally, dots and commas included", () => {
    const result = parse("email=eq.a.b,c@example.com");
    expect(result.ok && result.query.where[0]).toMatchObject({ value: "a.b,c@example.com" });
  });

  it("reads nested logic trees", () => {
    const result = parse("or=(nombre.eq.Ana,and(tipo.eq.lead,rol.in.(otro,inversor)))");
    expect(result.ok && result.query.where[0]).toMatchObject({
      kind: "logic",
      op: "or",
      children: [
        { kind: "filter", column: "nombre" },
        {
          kind: "logic",
          op: "and",
          children: [{ op: "eq" }, { op: "in", value: ["otro", "inversor"] }],
        },
      ],
    });
  });

  it("reads order, limit, offset, columns and on_conflict", () => {
    const result = parse(
      'order=created_at.desc.nullslast,nombre&limit=10&offset=20&columns="nombre","email"&on_conflict=id',
    );
    expect(result.ok && result.query).toMatchObject({
      order: [
        { column: "created_at", direction: "desc", nulls: "last" },
        { column: "nombre", direction: "asc", nulls: null },
      ],
      limit: 10,
      offset: 20,
      columns: ["nombre", "email"],
      onConflict: ["id"],
    });
  });

  it("records embeds so they can be refused", () => {
    const result = parse("select=*,empresa:empresas!fk(nombre)");
    expect(result.ok && result.query.embeds).toEqual(["empresas"]);
  });

  it("answers PGRST100 for what it cannot parse", () => {
    for (const bad of [
      "nombre=zz.Ana",
      "limit=-1",
      "order=nombre.sideways",
      "or=(nombre)",
      "rol=is.maybe",
      "select=a::text;drop",
    ]) {
      const result = parse(bad);
      expect(result.ok, bad).toBe(false);
      if (!result.ok) expect(result.error.body.code).toBe("PGRST100");
    }
  });
});
