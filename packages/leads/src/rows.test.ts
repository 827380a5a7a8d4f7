import {
  agendaRow,
  contactRow,
  hiveRow,
  landingLeadRow,
  newsletterRow,
  partnerRow,
  purchaseRow,
  type RowContext,
} from "./rows";

const context: RowContext = {
  id: "0b9b7a4e-7c1f-4a4f-9a55-2f1a6d8e4c11",
  now: new Date("2026-03-02T15:04:05.000Z"),
  attribution: {
    utm_source: "google",
    utm_campaign: "x",
    gclid: "y",
    landing_path: "/landing-vender-mas",
  },
};

describe("row builders (spec 000 §3, spec 001 §7)", () => {
  it("newsletter: only nombre 'Suscriptor', email, tipo, origen, fecha (plus attribution)", () => {
    expect(newsletterRow(" ana@pyme.com.ar ", context)).toEqual({
      id: context.id,
      nombre: "Suscriptor",
      email: "ana@pyme.com.ar",
      tipo: "suscripcion",
      origen: "formulario_suscripcion",
      fecha: "2026-03-02T15:04:05.000Z",
      utm_source: "google",
      utm_campaign: "x",
      gclid: "y",
      landing_path: "/landing-vender-mas",
    });
  });

  it("contact page: fixed canal and a mensaje of company, service and message, with N/A defaults", () => {
    const ana = { name: "Ana Pérez", email: "ana@pyme.com.ar" };
    const row = contactRow(
      { ...ana, phone: "", company: "", service: "", message: "Quiero un bot" },
      context,
    );
    expect(row).toMatchObject({
      tipo: "Contacto General",
      origen: "Sitio Web - Contacto",
      canal_contacto: "Formulario de Contacto",
      telefono: null,
      mensaje: "Empresa: N/A\nServicio de interés: N/A\n\nQuiero un bot",
    });
    const full = contactRow(
      { ...ana, company: "Ferretería Sur", service: "Desarrollo Web", message: "Hola" },
      context,
    );
    expect(full.mensaje).toBe(
      "Empresa: Ferretería Sur\nServicio de interés: Desarrollo Web\n\nHola",
    );
  });

  it("agenda: tipo 'Consulta', canal the chosen method, mensaje from the answers", () => {
    const row = agendaRow(
      {
        name: "Luis",
        email: "luis@x.com",
        phone: "266 455 1234",
        contactMethod: "Videollamada",
        needs: "Automatizar pedidos",
      },
      context,
    );
    expect(row).toMatchObject({
      tipo: "Consulta",
      origen: "Sitio Web - Agenda",
      canal_contacto: "Videollamada",
    });
    expect(row.mensaje).toContain("Medio de contacto preferido: Videollamada");
    expect(row.mensaje).toContain("Automatizar pedidos");
  });

  it("partners: mensaje lists the services (or N/A) and the sales experience", () => {
    const sol = { name: "Sol", email: "sol@x.com" };
    const none = partnerRow(
      { ...sol, services: [], experience: "no", contactMethod: "Google Meet" },
      context,
    );
    expect(none).toMatchObject({
      tipo: "Partner",
      origen: "Sitio Web - Partners",
      canal_contacto: "Google Meet",
      mensaje: "Servicios: N/A\nExperiencia en ventas: no",
    });
    const services = ["Marketing Digital", "Desarrollo Web a Medida"];
    const some = partnerRow(
      { ...sol, services, experience: "si-mucha", contactMethod: "Email" },
      context,
    );
    expect(some.mensaje).toBe(
      "Servicios: Marketing Digital, Desarrollo Web a Medida\nExperiencia en ventas: si-mucha",
    );
  });

  it("service pages and landings: tipo 'Landing Page Lead' and the page's origen", () => {
    expect(
      landingLeadRow({ name: "Eva", email: "eva@x.com" }, "Landing Vender Más", context),
    ).toMatchObject({
      tipo: "Landing Page Lead",
      origen: "Landing Vender Más",
      telefono: null,
    });
  });

  it("hive: tipo 'lead', origen 'Landing Apicultura', rol and mensaje", () => {
    expect(
      hiveRow(
        { name: "Raúl", email: "r@x.com", rol: "productor", message: "200 colmenas" },
        context,
      ),
    ).toMatchObject({
      tipo: "lead",
      origen: "Landing Apicultura",
      rol: "productor",
      mensaje: "200 colmenas",
    });
    expect(hiveRow({ name: "Raúl", email: "r@x.com", rol: "" }, context)).toMatchObject({
      rol: null,
      mensaje: null,
    });
  });

  it("offer purchase: tipo and origen per market, mensaje naming plan, price, city and country", () => {
    const values = {
      name: "Caro",
      email: "c@x.com",
      phone: "+57 300 1234567",
      country: "CO",
      city: "Medellín",
    };
    const latam = purchaseRow(
      values,
      {
        market: "latam",
        planName: "Llave en Mano",
        priceLabel: "USD 140",
        countryName: "Colombia",
      },
      context,
    );
    expect(latam).toMatchObject({
      tipo: "Venta Agente WhatsApp LATAM",
      origen: "Landing Oferta WhatsApp LATAM Renovada",
      telefono: "+57 300 1234567",
    });
    expect(latam.mensaje).toBe(
      "Solicitud de compra: plan Llave en Mano (USD 140)\nCiudad: Medellín\nPaís: Colombia",
    );
    const ars = purchaseRow(
      values,
      {
        market: "ars",
        planName: "Autogestionable",
        priceLabel: "$45.000 ARS",
        countryName: "Argentina",
      },
      context,
    );
    expect(ars).toMatchObject({
      tipo: "Venta Agente WhatsApp",
      origen: "Landing Oferta WhatsApp Renovada",
    });
  });
});
