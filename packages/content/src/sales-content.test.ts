import { describe, expect, it } from "vitest";
import { hivePage } from "./hive";
import { iconNames } from "./icons";
import { getLanding, landings } from "./landings";
import {
  countries,
  countryCodes,
  formatSocialProof,
  offerPages,
  socialProof,
  socialProofTemplate,
} from "./offers";
import { getServicePage, servicePages } from "./service-pages";

/** Every string inside a value, walking objects and arrays. */
function strings(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value !== null && typeof value === "object") return Object.values(value).flatMap(strings);
  return [];
}

/** Every `icon` field inside a value. */
function icons(value: unknown): unknown[] {
  if (Array.isArray(value)) return value.flatMap(icons);
  if (value !== null && typeof value === "object") {
    return Object.entries(value).flatMap(([key, inner]) =>
      key === "icon" ? [inner] : icons(inner),
    );
  }
  return [];
}

const allContent = { servicePages, landings, hivePage, offerPages, socialProof };

const EMAIL = /[\w.+-]+@[\w-]+\.[\w.-]+/;
const PHONE = /\+?\d[\d\s().-]{7,}\d/;
const LINK = /https?:\/\/|wa\.me|www\./i;

/** Argentine voseo forms that must not appear in the neutral-Spanish LATAM copy. */
const VOSEO = [
  "vos",
  "sos",
  "podés",
  "tenés",
  "querés",
  "sabés",
  "hacés",
  "necesitás",
  "pagás",
  "abonás",
  "recibís",
  "elegís",
  "empezás",
  "seguís",
  "pasás",
  "vendés",
  "perdés",
  "pensás",
  "trabás",
  "completá",
  "elegí",
  "probá",
  "chateá",
  "fijate",
  "dejá",
  "contanos",
  "dejanos",
  "escribinos",
  "agendá",
  "aprovechá",
  "comprá",
  "tocá",
  "mirá",
  "pedí",
  "intentá",
  "seleccioná",
  "solicitá",
  "descubrí",
  "te trabaste",
];

function voseoIn(text: string): string[] {
  const lower = text.toLowerCase();
  return VOSEO.filter((form) => new RegExp(`(^|[^\\p{L}])${form}($|[^\\p{L}])`, "u").test(lower));
}

describe("service pages", () => {
  it("has the six routes in the footer's order", () => {
    expect(servicePages.map((page) => page.path)).toEqual([
      "/servicios/automatizaciones-ia",
      "/servicios/agentes-conversacionales",
      "/servicios/desarrollo-web",
      "/servicios/marketing-digital",
      "/servicios/sistemas-personalizados",
      "/servicios/consultoria-ia",
    ]);
    for (const page of servicePages) expect(page.path).toBe(`/servicios/${page.slug}`);
  });

  it("gives each page 4 benefits, 6 project types and 4 numbered process steps", () => {
    for (const page of servicePages) {
      expect(page.benefits).toHaveLength(4);
      expect(page.projectTypes).toHaveLength(6);
      expect(page.process.map((step) => step.step)).toEqual(["01", "02", "03", "04"]);
      expect(page.painPoints.items.length).toBeGreaterThanOrEqual(3);
      expect(page.painPoints.items.length).toBeLessThanOrEqual(4);
    }
  });

  it("has unique titles, which are the leads' origen", () => {
    const titles = servicePages.map((page) => page.title);
    expect(new Set(titles).size).toBe(titles.length);
    expect(titles[0]).toBe("Automatizaciones con IA");
  });

  it("never repeats a hero subtitle or a benefit across pages", () => {
    const subtitles = servicePages.map((page) => page.hero.subtitle);
    expect(new Set(subtitles).size).toBe(subtitles.length);

    const benefitTexts = servicePages.flatMap((page) =>
      page.benefits.flatMap((benefit) => [benefit.title, benefit.description]),
    );
    expect(new Set(benefitTexts).size).toBe(benefitTexts.length);
  });

  it("finds a page by slug and returns undefined for an unknown one", () => {
    expect(getServicePage("desarrollo-web")?.path).toBe("/servicios/desarrollo-web");
    expect(getServicePage("no-existe")).toBeUndefined();
  });
});

describe("pain-point landings", () => {
  it("has the seven routes, each slug without its leading slash", () => {
    expect(landings.map((landing) => landing.path)).toEqual([
      "/landing-atencion-cliente",
      "/landing-aumentar-ventas",
      "/landing-no-entiendo-tecnologia",
      "/landing-organizar-administracion",
      "/landing-sin-tiempo-marketing",
      "/landing-vender-mas",
      "/landing-web-no-convierte",
    ]);
    for (const landing of landings) expect(landing.path).toBe(`/${landing.slug}`);
  });

  it("gives each landing 6 benefits and 3 hero bullets", () => {
    for (const landing of landings) {
      expect(landing.benefits).toHaveLength(6);
      expect(landing.hero.bullets).toHaveLength(3);
    }
  });

  it("labels each landing's leads with its own origen", () => {
    const origenes = landings.map((landing) => landing.origen);
    expect(new Set(origenes).size).toBe(7);
    expect(getLanding("landing-vender-mas")?.origen).toBe("Landing Vender Más");
  });

  it("never repeats a hero title, subtitle or benefit across landings", () => {
    for (const pick of [
      (l: (typeof landings)[number]) => [l.hero.title],
      (l: (typeof landings)[number]) => [l.hero.subtitle],
      (l: (typeof landings)[number]) => l.benefits.map((b) => b.description),
    ]) {
      const texts = landings.flatMap(pick);
      expect(new Set(texts).size).toBe(texts.length);
    }
  });

  it("finds a landing with or without the leading slash", () => {
    expect(getLanding("/landing-web-no-convierte")?.slug).toBe("landing-web-no-convierte");
    expect(getLanding("landing-inexistente")).toBeUndefined();
  });
});

describe("hive monitoring page", () => {
  it("has the two hero buttons with the spec's labels", () => {
    expect(hivePage.hero.primaryLabel).toBe("Solicitar Información");
    expect(hivePage.hero.secondaryLabel).toBe("Conocer más");
  });

  it("has 6 features, 3 or 4 results and exactly the 2018 and 2019 awards", () => {
    expect(hivePage.features).toHaveLength(6);
    expect(hivePage.results.items.length).toBeGreaterThanOrEqual(3);
    expect(hivePage.results.items.length).toBeLessThanOrEqual(4);
    expect(hivePage.awards.map((award) => award.year)).toEqual([2018, 2019]);
  });

  it("offers the four roles in order", () => {
    expect(hivePage.form.roles.map((role) => role.value)).toEqual([
      "productor",
      "proveedor",
      "inversor",
      "otro",
    ]);
  });

  it("describes the thermal Varroa treatment at about 40 °C", () => {
    expect(strings(hivePage.varroa).join(" ")).toContain("40 °C");
  });

  it("uses the spec's thank-you title and missing-data message", () => {
    expect(hivePage.form.thankYou.title).toBe("¡Gracias!");
    expect(hivePage.form.missingData).toEqual({
      title: "Faltan datos",
      description: "Por favor, completá tu nombre y email.",
    });
  });
});

describe("WhatsApp-agent offer pages", () => {
  const markets = ["ars", "latam"] as const;

  it("shows 'La oferta ha terminado!' when the countdown ends", () => {
    for (const market of markets) {
      expect(offerPages[market].banner.endedText).toBe("La oferta ha terminado!");
    }
  });

  it("has exactly 3 process steps and the six business types", () => {
    for (const market of markets) {
      const page = offerPages[market];
      expect(page.process.steps).toHaveLength(3);
      expect(page.businessTypes.items.map((item) => item.id)).toEqual([
        "tienda-online",
        "restaurante",
        "servicios-profesionales",
        "inmobiliaria",
        "clinicas-gimnasios",
        "institutos-educativos",
      ]);
    }
  });

  it("names the plans and gives each 5 to 7 features", () => {
    for (const market of markets) {
      const { diy, full_service } = offerPages[market].plans;
      expect(diy.name).toBe("Autogestionable");
      expect(full_service.name).toBe("Llave en Mano");
      for (const plan of [diy, full_service]) {
        expect(plan.features.length).toBeGreaterThanOrEqual(5);
        expect(plan.features.length).toBeLessThanOrEqual(7);
      }
    }
  });

  it("uses the spec's prices, real value and savings badges", () => {
    expect(offerPages.ars.plans.realValue.amount).toBe(900000);
    expect(offerPages.ars.plans.diy.price.amount).toBe(45000);
    expect(offerPages.ars.plans.full_service.price.amount).toBe(180000);
    expect(offerPages.latam.plans.realValue.amount).toBe(700);
    expect(offerPages.latam.plans.diy.price.amount).toBe(35);
    expect(offerPages.latam.plans.full_service.price.amount).toBe(140);
    for (const market of markets) {
      const { realValue, diy, full_service } = offerPages[market].plans;
      for (const plan of [diy, full_service]) {
        expect(Math.round((1 - plan.price.amount / realValue.amount) * 100)).toBe(
          plan.savingsPercent,
        );
        expect(plan.savingsBadge).toContain(`${plan.savingsPercent}%`);
      }
      expect([diy.savingsPercent, full_service.savingsPercent]).toEqual([95, 80]);
    }
  });

  it("states the maintenance terms and the 24-hour contact promise", () => {
    expect(offerPages.ars.maintenance.priceFrom.amount).toBe(45000);
    expect(offerPages.latam.maintenance.priceFrom.amount).toBe(35);
    for (const market of markets) {
      const page = offerPages[market];
      expect(page.maintenance.messagesPerMonth).toBe(1000);
      expect(page.maintenance.items.join(" ")).toMatch(/1\.?000 mensajes/);
      expect(page.maintenance.items.join(" ")).toContain("Sin contrato");
      expect(page.maintenance.upgradeNote).toContain("diferencia");
      expect(page.contactPromise).toContain("24 horas");
      expect(page.demo.path).toBe("/tiziana");
    }
  });

  it("marks every testimonial as a sample", () => {
    for (const market of markets) {
      const items = offerPages[market].testimonials.items;
      expect(items).toHaveLength(3);
      for (const item of items) expect(item.sample).toBe(true);
    }
  });

  it("lists the spec's 21 countries in order", () => {
    expect(countries.map((country) => country.code)).toEqual([
      "AR",
      "BO",
      "CL",
      "CO",
      "CR",
      "EC",
      "SV",
      "ES",
      "US",
      "GT",
      "HN",
      "MX",
      "NI",
      "PA",
      "PY",
      "PE",
      "PR",
      "DO",
      "UY",
      "VE",
      "OT",
    ]);
    expect(countries.map((country) => country.code)).toEqual([...countryCodes]);
    expect(countries.at(-1)).toEqual({ code: "OT", name: "Otro" });
  });

  it("has 20 distinct social-proof messages per market", () => {
    for (const market of markets) {
      const messages = socialProof[market];
      expect(messages).toHaveLength(20);
      const keys = messages.map((m) => `${m.firstName}|${m.city}|${m.solution}`);
      expect(new Set(keys).size).toBe(20);
      expect(new Set(messages.map((m) => m.firstName)).size).toBe(20);
      expect(new Set(messages.map((m) => m.city)).size).toBe(20);
      const solutions = new Set(messages.map((m) => m.solution));
      expect(solutions).toEqual(new Set(["Autogestionable", "Llave en Mano"]));
    }
  });

  it("fills the popup sentence from a message", () => {
    const first = socialProof.ars[0];
    expect(first).toBeDefined();
    if (first) {
      expect(formatSocialProof(first, socialProofTemplate.ars)).toBe(
        `${first.firstName} de ${first.city} compró ${first.solution}`,
      );
    }
  });

  it("keeps the LATAM copy in neutral Spanish, free of voseo", () => {
    const found = strings([offerPages.latam, socialProof.latam, socialProofTemplate.latam]).flatMap(
      (text) => voseoIn(text).map((form) => `${form} in «${text}»`),
    );
    expect(found).toEqual([]);
  });

  it("writes the Argentine copy in voseo", () => {
    const text = strings(offerPages.ars).join(" ");
    expect(voseoIn(text).length).toBeGreaterThan(3);
  });
});

describe("all sales copy", () => {
  it("keeps every SEO description within 155 characters", () => {
    const seos = [
      ...servicePages.map((page) => page.seo),
      ...landings.map((landing) => landing.seo),
      hivePage.seo,
      offerPages.ars.seo,
      offerPages.latam.seo,
    ];
    for (const seo of seos) {
      expect(seo.description.length, seo.description).toBeLessThanOrEqual(155);
      expect(seo.keywords.length).toBeGreaterThan(0);
    }
  });

  it("contains no e-mail address, phone number or link", () => {
    for (const text of strings(allContent)) {
      expect(text, text).not.toMatch(EMAIL);
      expect(text, text).not.toMatch(PHONE);
      expect(text, text).not.toMatch(LINK);
    }
  });

  it("references only known icon names", () => {
    const known = new Set<unknown>(iconNames);
    for (const icon of icons(allContent)) expect(known.has(icon), String(icon)).toBe(true);
  });
});
