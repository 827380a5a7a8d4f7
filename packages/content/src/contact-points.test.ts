import { describe, expect, it } from "vitest";
import { formatWhatsappNumber, whatsappLink, WHATSAPP_GREETING } from "./contact-points";

describe("contact points", () => {
  it("formats Argentine WhatsApp numbers by area code", () => {
    expect(formatWhatsappNumber("5492664557788")).toBe("+54 9 266 455-7788");
    expect(formatWhatsappNumber("5491155667788")).toBe("+54 9 11 5566-7788");
    expect(formatWhatsappNumber("573001234567")).toBe("+573001234567");
  });

  it("builds a wa.me link with the prefilled greeting", () => {
    const url = new URL(whatsappLink("5492664557788"));
    expect(url.origin + url.pathname).toBe("https://wa.me/5492664557788");
    expect(url.searchParams.get("text")).toBe(WHATSAPP_GREETING);
  });
});
