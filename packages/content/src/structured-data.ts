import { absoluteUrl } from "./seo";

export interface Office {
  name: string;
  locality: string;
  region: string;
}

export const offices: readonly Office[] = [
  { name: "Oficina San Luis", locality: "San Luis", region: "San Luis" },
  {
    name: "Oficina Buenos Aires",
    locality: "Ciudad Autónoma de Buenos Aires",
    region: "Buenos Aires",
  },
];

/** Organization JSON-LD with both offices as LocalBusiness departments. */
export function organizationSchema(input: {
  origin: string;
  brandName: string;
  email: string;
  telephone: string;
  description: string;
}): object {
  const url = absoluteUrl(input.origin, "/");
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    "@id": `${url}#organizacion`,
    name: input.brandName,
    url,
    logo: absoluteUrl(input.origin, "/logo.png"),
    email: input.email,
    telephone: input.telephone,
    description: input.description,
    areaServed: ["AR", "Latinoamérica"],
    knowsLanguage: "es",
    department: offices.map((office) => ({
      "@type": "LocalBusiness",
      name: `${input.brandName} – ${office.name}`,
      email: input.email,
      telephone: input.telephone,
      image: absoluteUrl(input.origin, "/logo.png"),
      address: {
        "@type": "PostalAddress",
        addressLocality: office.locality,
        addressRegion: office.region,
        addressCountry: "AR",
      },
    })),
  };
}

export function faqSchema(items: readonly { question: string; answer: string }[]): object {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: items.map((item) => ({
      "@type": "Question",
      name: item.question,
      acceptedAnswer: { "@type": "Answer", text: item.answer },
    })),
  };
}

/** Service JSON-LD for a service page, provided by the organisation (see organizationSchema). */
export function serviceSchema(input: {
  origin: string;
  brandName: string;
  path: string;
  name: string;
  description: string;
}): object {
  const home = absoluteUrl(input.origin, "/");
  return {
    "@context": "https://schema.org",
    "@type": "Service",
    name: input.name,
    serviceType: input.name,
    description: input.description,
    url: absoluteUrl(input.origin, input.path),
    provider: {
      "@type": "Organization",
      "@id": `${home}#organizacion`,
      name: input.brandName,
      url: home,
    },
    areaServed: [
      { "@type": "Country", name: "AR" },
      { "@type": "Place", name: "Latinoamérica" },
    ],
    availableLanguage: "es",
  };
}
