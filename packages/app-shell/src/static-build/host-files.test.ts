import { hostFileProblems } from "./host-files";

const headers = (rules: number, value = "x") =>
  Array.from({ length: rules }, (_, i) => `/path-${i}\n  X-Test: ${value}\n`).join("\n");

describe("hostFileProblems", () => {
  it("accepts what the apps write: headers for every path, static and splat redirects", () => {
    expect(
      hostFileProblems(
        `# comment\n${headers(3)}`,
        "# comment\n/oferta  https://ofertas.example.com/oferta  301\n/a/*  /b/:splat  301\n",
      ),
    ).toEqual([]);
  });

  it("names each rule Cloudflare would drop: counts, line lengths and unsupported statuses", () => {
    const problems = hostFileProblems(
      headers(101, "a".repeat(2001)),
      [
        ...Array.from({ length: 101 }, (_, i) => `/x-${i}/*  /y  301`),
        `/long  /${"b".repeat(1000)}  301`,
        "/blog/*  /blog/404.html  404",
        "/oferta  http://localhost:3001/oferta  301",
      ].join("\n"),
    );
    expect(problems[0]).toBe("_headers: 101 reglas (Cloudflare admite 100)");
    expect(problems).toContainEqual(
      expect.stringMatching(/^_headers: una línea de 2011 caracteres \(Cloudflare admite 2000\)/),
    );
    expect(problems).toContain("_redirects: 102 reglas dinámicas (Cloudflare admite 100)");
    expect(problems).toContainEqual(
      expect.stringMatching(/^_redirects: una línea de 1013 caracteres \(Cloudflare admite 1000\)/),
    );
    expect(problems).toContain(
      "_redirects: Cloudflare no admite el estado 404: /blog/*  /blog/404.html  404",
    );
    expect(problems).toContain(
      "_redirects: Cloudflare solo redirige a https:// o a una ruta: /oferta  http://localhost:3001/oferta  301",
    );
  });
});
