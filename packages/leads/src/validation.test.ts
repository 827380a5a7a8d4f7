import { LIMITS } from "./limits";
import { newsletterRow } from "./rows";
import { rowProblem, rules } from "./validation";

describe("validation mirrors the table's constraints", () => {
  it("requires a name of at most 120 characters", () => {
    expect(rules.nombre("  ")).toBe("Ingresá tu nombre.");
    expect(rules.nombre("a".repeat(LIMITS.nombre))).toBe(true);
    expect(rules.nombre("a".repeat(LIMITS.nombre + 1))).toMatch(/hasta 120/);
  });

  it("checks the e-mail's shape like the database does", () => {
    expect(rules.email("")).toBe("Ingresá tu email.");
    expect(rules.email("ana@pyme.com.ar")).toBe(true);
    for (const bad of ["ana", "ana@", "ana@pyme", "ana @pyme.com", "@pyme.com"]) {
      expect(rules.email(bad)).toMatch(/email válido/);
    }
  });

  it("accepts an empty phone and refuses letters or too few digits", () => {
    expect(rules.telefono("")).toBe(true);
    expect(rules.telefono("+54 9 266 455-7788")).toBe(true);
    expect(rules.telefono("llamame")).toMatch(/teléfono válido/);
    expect(rules.telefono("12345")).toMatch(/teléfono válido/);
  });

  it("refuses NUL characters, which the database cannot store", () => {
    expect(rules.texto("hola\u0000")).toMatch(/carácter no permitido/);
  });

  it("finds the first problem of a finished row", () => {
    const context = { id: "x", now: new Date() };
    expect(rowProblem(newsletterRow("ana@pyme.com.ar", context))).toBeNull();
    expect(rowProblem(newsletterRow("ana@pyme", context))).toMatch(/email válido/);
  });
});
