import { attributionFromUrl, captureAttribution, readAttribution } from "./attribution";

function memoryStorage() {
  const data = new Map<string, string>();
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
  };
}

describe("attribution", () => {
  it("reads UTM parameters and click ids from the landing URL", () => {
    const url = new URL(
      "https://ofertas.example/landing-vender-mas?utm_source=google&utm_campaign=x&gclid=y",
    );
    expect(attributionFromUrl(url, "https://www.google.com/")).toEqual({
      utm_source: "google",
      utm_campaign: "x",
      gclid: "y",
      landing_path: "/landing-vender-mas?utm_source=google&utm_campaign=x&gclid=y",
      referrer: "https://www.google.com/",
      utm_medium: undefined,
      utm_term: undefined,
      utm_content: undefined,
      fbclid: undefined,
    });
  });

  it("keeps the first page's attribution for the rest of the visit", () => {
    const storage = memoryStorage();
    captureAttribution(
      new URL("https://x.example/landing?utm_source=meta&fbclid=abc"),
      "",
      storage,
    );
    const later = captureAttribution(
      new URL("https://x.example/contacto"),
      "https://x.example/landing",
      storage,
    );
    expect(later).toMatchObject({
      utm_source: "meta",
      fbclid: "abc",
      landing_path: "/landing?utm_source=meta&fbclid=abc",
    });
    expect(readAttribution(storage)).toEqual(later);
  });

  it("lets a new campaign click in the same visit replace the old one", () => {
    const storage = memoryStorage();
    captureAttribution(new URL("https://x.example/?utm_source=meta"), "", storage);
    const next = captureAttribution(
      new URL("https://x.example/?utm_source=google&gclid=g"),
      "",
      storage,
    );
    expect(next).toMatchObject({ utm_source: "google", gclid: "g" });
  });

  it("records landing path and referrer of an untracked visit", () => {
    const storage = memoryStorage();
    expect(
      captureAttribution(new URL("https://x.example/blog"), "https://duckduckgo.com/", storage),
    ).toEqual({
      landing_path: "/blog",
      referrer: "https://duckduckgo.com/",
    });
  });
});
