import { describe, expect, it } from "vitest";
import {
  formatWhatsappNumber,
  whatsappGreetingFrom,
  whatsappLink,
  WHATSAPP_GREETING,
} from "./contact-points";

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

  it("a sales page's chat names the page of origin, in the site greeting's words", () => {
    const url = new URL(
      whatsappLink("5492664557788", whatsappGreetingFrom("Monitoreo de colmenas")),
    );
    expect(url.searchParams.get("text")).toBe(
      "Hola! Vengo de la página «Monitoreo de colmenas» y me gustaría hablar con un asesor.",
    );
  });
});
