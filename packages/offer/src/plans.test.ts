import { purchaseRow } from "@agencia/leads";
import { countryName, DEFAULT_COUNTRY } from "@agencia/content/offers";
import { plansFor, type PaymentLinks } from "./plans";

const links: PaymentLinks = {
  ARS: { diy: "https://pay.test/ars-diy", full_service: "https://pay.test/ars-full" },
  USD: { diy: "https://pay.test/usd-diy", full_service: "https://pay.test/usd-full" },
};

describe("plansFor", () => {
  it("gives the Argentine page's plans in ARS, paid once, with their links", () => {
    expect(plansFor("ars", links)).toEqual({
      diy: {
        id: "diy",
        name: "Autogestionable",
        currency: "ARS",
        amount: 45000,
        priceLabel: "ARS 45.000",
        paymentLink: "https://pay.test/ars-diy",
        billing: "one-off",
      },
      full_service: {
        id: "full_service",
        name: "Llave en Mano",
        currency: "ARS",
        amount: 180000,
        priceLabel: "ARS 180.000",
        paymentLink: "https://pay.test/ars-full",
        billing: "one-off",
      },
    });
  });

  it("gives the LATAM page's plans in USD, as recurring payments", () => {
    const plans = plansFor("latam", links);
    expect(plans.diy).toMatchObject({ amount: 35, priceLabel: "USD 35", billing: "recurring" });
    expect(plans.diy.paymentLink).toBe("https://pay.test/usd-diy");
    expect(plans.full_service).toMatchObject({ amount: 140, priceLabel: "USD 140" });
    expect(plans.full_service.paymentLink).toBe("https://pay.test/usd-full");
  });
});

describe("the purchase row", () => {
  const context = {
    id: "00000000-0000-4000-8000-000000000001",
    now: new Date("2026-11-20T15:00:00Z"),
  };
  const values = {
    name: " Ana Pérez ",
    email: "ana@pyme.com.ar",
    phone: "+57 300 123 4567",
    country: DEFAULT_COUNTRY,
    city: " Medellín ",
  };

  it("names the plan, its price and currency, the city and the country (LATAM)", () => {
    const plan = plansFor("latam", links).full_service;
    const row = purchaseRow(
      values,
      {
        market: "latam",
        planName: plan.name,
        priceLabel: plan.priceLabel,
        countryName: countryName(values.country)!,
      },
      context,
    );
    expect(row).toMatchObject({
      nombre: "Ana Pérez",
      email: "ana@pyme.com.ar",
      telefono: "+57 300 123 4567",
      tipo: "Venta Agente WhatsApp LATAM",
      origen: "Landing Oferta WhatsApp LATAM Renovada",
      mensaje:
        "Solicitud de compra: plan Llave en Mano (USD 140)\nCiudad: Medellín\nPaís: Colombia",
    });
  });

  it("uses the Argentine tipo and origen and the price in ARS", () => {
    const plan = plansFor("ars", links).diy;
    const row = purchaseRow(
      { ...values, country: "AR", city: "Córdoba" },
      { market: "ars", planName: plan.name, priceLabel: plan.priceLabel, countryName: "Argentina" },
      context,
    );
    expect(row).toMatchObject({
      tipo: "Venta Agente WhatsApp",
      origen: "Landing Oferta WhatsApp Renovada",
      mensaje:
        "Solicitud de compra: plan Autogestionable (ARS 45.000)\nCiudad: Córdoba\nPaís: Argentina",
    });
  });
});
