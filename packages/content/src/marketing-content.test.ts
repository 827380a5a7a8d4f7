import { describe, expect, it } from "vitest";

import * as about from "./about";
import * as agenda from "./agenda";
import * as caseStudiesModule from "./case-studies";
import * as contact from "./contact";
import * as home from "./home";
import { iconNames } from "./icons";
import * as legal from "./legal";
import * as partners from "./partners";
import * as servicesModule from "./services";
import * as tiziana from "./tiziana";

const modules = {
  services: servicesModule,
  home,
  about,
  "case-studies": caseStudiesModule,
  contact,
  agenda,
  partners,
  tiziana,
  legal,
} as const;

/** Every string value reachable from a module's exports, with its path for error messages. */
function collectStrings(value: unknown, path: string, out: [string, string][] = []) {
  if (typeof value === "string") out.push([path, value]);
  else if (Array.isArray(value))
    value.forEach((item, i) => collectStrings(item, `${path}[${i}]`, out));
  else if (value && typeof value === "object")
    for (const [key, child] of Object.entries(value)) collectStrings(child, `${path}.${key}`, out);
  return out;
}

/** Every value stored under an `icon` key. */
function collectIcons(value: unknown, out: unknown[] = []) {
  if (Array.isArray(value)) value.forEach((item) => collectIcons(item, out));
  else if (value && typeof value === "object")
    for (const [key, child] of Object.entries(value)) {
      if (key === "icon") out.push(child);
      else collectIcons(child, out);
    }
  return out;
}

const allStrings = Object.entries(modules).flatMap(([name, mod]) => collectStrings(mod, name));

describe("services", () => {
  const { services, processSteps, servicesPage } = servicesModule;

  it("lists the six services in order, each with four features, price 'Consultar' and its link", () => {
    expect(services.map((s) => [s.slug, s.title])).toEqual([
      ["automatizaciones-ia", "Automatizaciones con IA"],
      ["agentes-conversacionales", "Agentes Conversacionales"],
      ["desarrollo-web", "Desarrollo Web a Medida"],
      ["marketing-digital", "Marketing Digital"],
      ["sistemas-personalizados", "Sistemas Personalizados"],
      ["consultoria-ia", "Consultoría en IA"],
    ]);
    for (const service of services) {
      expect(service.features).toHaveLength(4);
      expect(service.price).toBe("Consultar");
      expect(service.link).toBe(`/servicios/${service.slug}`);
    }
  });

  it("has the four process steps 01 Análisis to 04 Optimización", () => {
    expect(processSteps.map((s) => [s.step, s.title])).toEqual([
      ["01", "Análisis"],
      ["02", "Estrategia"],
      ["03", "Desarrollo"],
      ["04", "Optimización"],
    ]);
  });

  it("labels the card buttons as the spec says", () => {
    expect(servicesPage.cardPrimaryLabel).toBe("Solicitar Información");
    expect(servicesPage.cardSecondaryLabel).toBe("Ver más");
    expect(servicesPage.cta.href).toBe("/agenda");
  });
});

describe("counters", () => {
  const show = (stats: readonly { value: number; prefix?: string; suffix: string }[]) =>
    stats.map((s) => `${s.prefix ?? ""}${s.value}${s.suffix}`);

  it("home shows 500+, 98%, 150+ and 24/7", () => {
    expect(show(home.stats)).toEqual(["500+", "98%", "150+", "24/7"]);
  });

  it("home results box shows 40% cost reduction and 300% efficiency", () => {
    expect(home.resultsBox.items.map((s) => [s.value, s.suffix, s.label])).toEqual([
      [40, "%", "Reducción de costos"],
      [300, "%", "Aumento de eficiencia"],
    ]);
  });

  it("/nosotros shows 500+, 150+, 98% and 10+", () => {
    expect(show(about.stats)).toEqual(["500+", "150+", "98%", "10+"]);
  });

  it("/casos-de-exito shows 500+, 300% ROI, 98% and 150+", () => {
    expect(show(caseStudiesModule.stats)).toEqual(["500+", "300%", "98%", "150+"]);
    expect(caseStudiesModule.stats[1].label).toBe("ROI promedio");
  });
});

describe("home", () => {
  it("features four existing services", () => {
    const slugs = servicesModule.services.map((s) => s.slug);
    expect(home.featuredServices.items).toHaveLength(4);
    for (const item of home.featuredServices.items) expect(slugs).toContain(item.slug);
  });

  it("lists the six benefits in the spec's order", () => {
    expect(home.whyChooseUs.benefits.map((b) => b.title)).toEqual([
      "Automatización de procesos",
      "Reducción de costos de hasta un 40%",
      "Mejor experiencia del cliente",
      "Análisis de datos en tiempo real",
      "Escalabilidad garantizada",
      "ROI medible",
    ]);
  });

  it("sends the hero and the closing call to action to /agenda", () => {
    expect(home.homeHero.primaryHref).toBe("/agenda");
    expect(home.homeCta.href).toBe("/agenda");
    expect(home.demoAssistant.assistantName).toBe("Tiziana");
  });
});

describe("/nosotros", () => {
  it("has the four values", () => {
    expect(about.companyValues.items.map((v) => v.title)).toEqual([
      "Innovación",
      "Pasión",
      "Resultados",
      "Colaboración",
    ]);
  });

  it("has exactly the six timeline years", () => {
    expect(about.timeline.map((t) => t.year)).toEqual([2015, 2016, 2021, 2022, 2023, 2024]);
  });
});

describe("case studies", () => {
  const { caseStudies, caseStudiesCta } = caseStudiesModule;

  it("has ten cases, one per industry, in the spec's order", () => {
    expect(caseStudies.map((c) => c.industry)).toEqual([
      "Tecnología y Retail",
      "Agroindustria",
      "Automotriz",
      "Logística y Fulfillment",
      "Legal",
      "Salud",
      "Turismo",
      "Inmobiliaria",
      "Gastronomía",
      "Retail",
    ]);
  });

  it("gives every case four positive metrics, a testimonial with a role and a unique slug", () => {
    for (const c of caseStudies) {
      expect(c.results).toHaveLength(4);
      for (const r of c.results) expect(r.value).toBeGreaterThan(0);
      expect(c.testimonial.quote.length).toBeGreaterThan(40);
      expect(c.testimonial.author).toMatch(/^\p{Lu}\p{Ll}+ \p{Lu}\.$/u);
      expect(c.testimonial.role).not.toBe("");
      expect(c.client).not.toBe("");
    }
    expect(new Set(caseStudies.map((c) => c.slug)).size).toBe(caseStudies.length);
  });

  it("closes with a call to action to /agenda", () => {
    expect(caseStudiesCta.href).toBe("/agenda");
  });
});

describe("forms", () => {
  it("/contacto: three action cards, the service options and a four-item FAQ", () => {
    expect(contact.contactActionCards.map((c) => c.action)).toEqual([
      "scroll-to-form",
      "scroll-to-form",
      "whatsapp",
    ]);
    expect(contact.contactServiceOptions.map((o) => o.label)).toEqual([
      "Seleccioná un servicio",
      "Automatizaciones con IA",
      "Agentes Conversacionales",
      "Desarrollo Web",
      "Marketing Digital",
      "Sistemas Personalizados",
      "Consultoría en IA",
      "Otro",
    ]);
    expect(contact.contactServiceOptions[0].value).toBe("");
    expect(contact.contactInfo.items.map((i) => i.type)).toEqual(["email", "whatsapp", "text"]);
    expect(contact.contactInfo.items[2].description).toBe("San Luis y Buenos Aires, Argentina");
    expect(contact.contactFaq).toHaveLength(4);
    expect(contact.contactForm.submittingLabel).toBe("Enviando...");
  });

  it("/agenda: contact methods, disabled placeholder and thank-you screen", () => {
    expect(agenda.consultationContactMethods).toEqual([
      "WhatsApp",
      "Videollamada",
      "Llamada",
      "Email",
    ]);
    expect(agenda.consultationForm.fields.contactMethod.placeholder).toBe(
      "Seleccioná un método de contacto",
    );
    expect(agenda.consultationThankYou.title).toContain("{name}");
    expect(agenda.consultationThankYou.resetLabel).toBe("Enviar otra solicitud");
  });

  it("/partners: contact methods, experience values, services and three FAQ blocks", () => {
    expect(partners.partnerContactMethods).toEqual(["Email", "Llamada", "WhatsApp", "Google Meet"]);
    expect(partners.partnerExperienceOptions.map((o) => o.value)).toEqual([
      "si-mucha",
      "si-poca",
      "no",
    ]);
    expect(partners.partnerServices).toEqual([
      "Automatizaciones con IA",
      "Agentes Conversacionales",
      "Desarrollo Web a Medida",
      "Marketing Digital",
      "Sistemas Personalizados",
    ]);
    expect(partners.partnersFaq).toHaveLength(3);
    expect(partners.partnerBenefits.length).toBeGreaterThanOrEqual(4);
    expect(partners.partnerBenefits.length).toBeLessThanOrEqual(6);
    expect(partners.partnersHero.joinLabel).toBe("Quiero ser partner");
  });
});

describe("Tiziana", () => {
  it("introduces herself by first name and then asks how she can help", () => {
    expect(tiziana.assistant.firstName).toBe("Tiziana");
    expect(tiziana.assistant.greeting).toContain("Tiziana");
    expect(tiziana.assistant.question).toBe("¿En qué puedo ayudarte?");
    expect(tiziana.tizianaFeatures).toHaveLength(3);
    expect(tiziana.tizianaAgendaLink.href).toBe("/agenda");
  });
});

describe("legal", () => {
  it("privacy policy: 8 sections, updated 2025-08-21, Ley 25.326 and the control body", () => {
    const { privacyPolicy } = legal;
    expect(privacyPolicy.sections).toHaveLength(8);
    expect(privacyPolicy.lastUpdated).toBe("2025-08-21");
    const text = JSON.stringify(privacyPolicy);
    expect(text).toContain("25.326");
    expect(text).toContain("Agencia de Acceso a la Información Pública");
    expect(text).toContain("seis meses");
    expect(text).toContain("{email}");
  });

  it("terms: 7 sections, updated 2025-07-11, Argentine law and courts of San Luis or Buenos Aires", () => {
    const { termsOfService } = legal;
    expect(termsOfService.sections).toHaveLength(7);
    expect(termsOfService.lastUpdated).toBe("2025-07-11");
    const text = JSON.stringify(termsOfService);
    expect(text).toContain("leyes de la República Argentina");
    expect(text).toContain("San Luis");
    expect(text).toContain("Buenos Aires");
  });
});

describe("legal layout", () => {
  it("introduces every list with the section's last paragraph", () => {
    for (const doc of [legal.privacyPolicy, legal.termsOfService])
      for (const section of doc.sections)
        if ("list" in section) expect(section.paragraphs.at(-1), section.heading).toMatch(/:$/);
  });
});

describe("copy hygiene", () => {
  it("collects a meaningful amount of copy", () => {
    expect(allStrings.length).toBeGreaterThan(300);
  });

  it("contains no placeholder text", () => {
    for (const [path, text] of allStrings) {
      expect(text, path).not.toMatch(/lorem|ipsum|xxx|\[(?:tbd|pendiente)\]/i);
      expect(text, path).not.toMatch(/\bTODO\b|\bFIXME\b/); // case-sensitive: "todo" is Spanish
    }
  });

  it("contains no e-mail address, phone number or external link (those are configuration)", () => {
    for (const [path, text] of allStrings) {
      expect(text, path).not.toMatch(/@/);
      expect(text, path).not.toMatch(/https?:\/\/|wa\.me|t\.me\//i);
      if (/^\d{4}-\d{2}-\d{2}$/.test(text)) continue; // ISO dates
      expect(text, path).not.toMatch(/(?:\+?\d[\s().-]*){8,}/);
    }
  });

  it("speaks with voseo, not tuteo", () => {
    const tuteo =
      /\b(puedes|tienes|quieres|necesitas|contáctanos|escríbenos|agenda tu|solicita tu)\b/i;
    for (const [path, text] of allStrings) expect(text, path).not.toMatch(tuteo);
  });

  it("references only known icons", () => {
    const icons = Object.values(modules).flatMap((mod) => collectIcons(mod));
    expect(icons.length).toBeGreaterThan(40);
    for (const icon of icons) expect(iconNames).toContain(icon);
  });
});
