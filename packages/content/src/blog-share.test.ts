import { describe, expect, it } from "vitest";
import { DEFAULT_SHARE_POPUP, shareLinks } from "./blog-share";

const URL_ = "https://www.example.com/blog/chatbots-que-convierten";
const TITLE = "Chatbots que convierten: ventas & WhatsApp";

describe("shareLinks", () => {
  const links = shareLinks(URL_, TITLE);
  const byId = Object.fromEntries(links.map((link) => [link.id, link]));

  it("gives X, LinkedIn, Facebook and WhatsApp, in that order, with Spanish labels", () => {
    expect(links.map((link) => link.network)).toEqual(["X", "LinkedIn", "Facebook", "WhatsApp"]);
    expect(links.map((link) => link.label)).toEqual([
      "Compartir en X",
      "Compartir en LinkedIn",
      "Compartir en Facebook",
      "Compartir en WhatsApp",
    ]);
  });

  it("shares the canonical article URL, encoded, on every network", () => {
    const x = new URL(byId.x!.href);
    expect(x.origin + x.pathname).toBe("https://x.com/intent/post");
    expect(x.searchParams.get("url")).toBe(URL_);
    expect(x.searchParams.get("text")).toBe(TITLE);

    const linkedin = new URL(byId.linkedin!.href);
    expect(linkedin.origin + linkedin.pathname).toBe(
      "https://www.linkedin.com/sharing/share-offsite/",
    );
    expect(linkedin.searchParams.get("url")).toBe(URL_);

    const facebook = new URL(byId.facebook!.href);
    expect(facebook.origin + facebook.pathname).toBe("https://www.facebook.com/sharer/sharer.php");
    expect(facebook.searchParams.get("u")).toBe(URL_);

    const whatsapp = new URL(byId.whatsapp!.href);
    expect(whatsapp.origin + whatsapp.pathname).toBe("https://wa.me/");
    expect(whatsapp.searchParams.get("text")).toBe(`${TITLE} ${URL_}`);
  });

  it("opens 550×400 by default and per-network sizes otherwise", () => {
    expect(DEFAULT_SHARE_POPUP).toEqual({ width: 550, height: 400 });
    expect(byId.whatsapp!.popup).toEqual({ width: 550, height: 400 });
    expect(byId.x!.popup).toEqual({ width: 550, height: 420 });
    expect(byId.linkedin!.popup).toEqual({ width: 600, height: 600 });
    expect(byId.facebook!.popup).toEqual({ width: 600, height: 500 });
  });
});
