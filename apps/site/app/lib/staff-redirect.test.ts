import { PANEL_PATH } from "@agencia/content/navigation";
import { describe, expect, it } from "vitest";
import { accessUrl, nextAfterSignIn } from "./staff-redirect";

/** The guard reads `siguiente` from a query string as the browser sends it (percent-encoded). */
const nextFromQuery = (query: string) => nextAfterSignIn(new URLSearchParams(query));
const nextFromValue = (value: string) => nextAfterSignIn(new URLSearchParams({ siguiente: value }));

describe("nextAfterSignIn: where /acceso sends staff after signing in", () => {
  it("goes to the panel when nothing is asked", () => {
    expect(nextFromQuery("")).toBe(PANEL_PATH);
    expect(nextFromQuery("siguiente=")).toBe(PANEL_PATH);
  });

  it("keeps a panel URL, with its filters, as accessUrl wrote it", () => {
    for (const next of [
      PANEL_PATH,
      `${PANEL_PATH}?tipo=Consulta&pagina=2`,
      `${PANEL_PATH}?buscar=a%20b`,
    ]) {
      const query = new URL(accessUrl(next), "https://sitio.example").search;
      expect(nextFromQuery(query.slice(1))).toBe(next);
    }
  });

  it.each([
    // Another host, written every way a browser would still read as one.
    "//evil.com",
    "///evil.com",
    "https://evil.com",
    "http:evil.com",
    "/\\evil.com",
    "\\\\evil.com",
    "\\/evil.com",
    "/%2Fevil.com",
    "%2F%2Fevil.com",
    "https://evil.com/panel",
    "//evil.com/panel?x=1",
    // Scripts and data.
    "javascript:alert(1)",
    "JaVaScRiPt:alert(document.cookie)",
    "java\tscript:alert(1)",
    "data:text/html,<script>alert(1)</script>",
    // Whitespace or control characters that browsers strip before reading the URL.
    " //evil.com",
    "\t/panel",
    "\n//evil.com",
    " /panel",
    "/panel ",
    // Paths that only look like the panel.
    "/panel/../..//evil.com",
    "/panel\\..\\evil.com",
    "/panel.evil.com",
    "/panelx",
    "/PANEL",
    "/panel#//evil.com",
    "/acceso",
    "/",
  ])("refuses %j and goes to the panel instead", (hostile) => {
    expect(nextFromValue(hostile)).toBe(PANEL_PATH);
  });

  it.each([
    "siguiente=%2F%2Fevil.com",
    "siguiente=%252F%252Fevil.com",
    "siguiente=https%3A%2F%2Fevil.com",
    "siguiente=%2F%5Cevil.com",
    "siguiente=javascript%3Aalert(1)",
    "siguiente=%20%2F%2Fevil.com",
    "siguiente=%2Fpanel%2F..%2F..%2F%2Fevil.com",
    // The first value counts; a second one cannot smuggle another host in.
    "siguiente=%2F%2Fevil.com&siguiente=%2Fpanel",
  ])("refuses the encoded query %s", (query) => {
    expect(nextFromQuery(query)).toBe(PANEL_PATH);
  });

  it("keeps whatever follows '/panel?' inside the panel's own query, on this site", () => {
    for (const value of [
      `${PANEL_PATH}?//evil.com`,
      `${PANEL_PATH}?x=https://evil.com`,
      `${PANEL_PATH}?\\evil.com`,
    ]) {
      const next = nextFromValue(value);
      const url = new URL(next, "https://sitio.example");
      expect(url.origin).toBe("https://sitio.example");
      expect(url.pathname).toBe(PANEL_PATH);
    }
  });
});
