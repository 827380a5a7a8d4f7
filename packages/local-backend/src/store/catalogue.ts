import { DEMO_STORE_ID } from "@agencia/content/store";

/**
 * The storefront stand-in's seeded catalogue, written the way a person reads it; `wire.ts` turns
 * it into the API's JSON. It covers what the store has to handle: several variants, sale prices,
 * managed and unmanaged stock, a sold-out variant, a product that cannot be bought, a product
 * without images, ARS and USD. Paying does not change the stock; the test controls (`/__admin/store`) do.
 */

export type CurrencyCode = "ars" | "usd";

export interface SeedVariant {
  id: string;
  title: string;
  sku: string;
  /** Minor units (cents). */
  price: number;
  salePrice?: number;
  /** Units in stock when the inventory is managed; absent when it is not. */
  stock?: number;
  /** A file under `store-media/` shown when this variant is chosen. */
  image?: string;
  weight?: number;
  /** Option title → value, e.g. { Tamaño: "Chico" }. */
  options?: Record<string, string>;
}

export interface SeedProduct {
  id: string;
  title: string;
  subtitle: string | null;
  ribbon: string | null;
  /** HTML, as the store's editor writes it. */
  description: string;
  currency: CurrencyCode;
  purchasable: boolean;
  /** `lowest_price_first`, null (the same) or anything else (the first variant is shown). */
  selection: string | null;
  /** Files under `store-media/`, in gallery order; the first is the thumbnail. */
  images: string[];
  collections: string[];
  type: string;
  additionalInfo: { title: string; description: string }[];
  customFields?: { title: string; isRequired: boolean }[];
  related?: string[];
  variants: SeedVariant[];
  createdAt: string;
  updatedAt: string;
}

export interface SeedCollection {
  id: string;
  title: string;
  image: string | null;
}

export const STORE_ID = DEMO_STORE_ID;
export const STORE_NAME = "Impulso IA — Tienda";
export const STORE_LANGUAGE = "es";

export const currencies: Record<CurrencyCode, { code: string; symbol: string; template: string }> =
  {
    ars: { code: "ARS", symbol: "$", template: "$ $1" },
    usd: { code: "USD", symbol: "US$", template: "US$ $1" },
  };

export const collections: readonly SeedCollection[] = [
  {
    id: "col_01K2Z8N0AGENTES0WHATSAPP0",
    title: "Agentes de WhatsApp",
    image: "agente-whatsapp.webp",
  },
  {
    id: "col_01K2Z8N0APICVLTVRA000000",
    title: "Apicultura de precisión",
    image: "colmenas-kit.webp",
  },
  { id: "col_01K2Z8N0CAPACITACI0N0000", title: "Capacitación", image: "curso-ia.webp" },
  { id: "col_01K2Z8N0SERVICI0S0000000", title: "Servicios", image: null },
];

const [agentes, apicultura, capacitacion, servicios] = collections.map(
  (collection) => collection.id,
);

export const products: readonly SeedProduct[] = [
  {
    id: "prod_01K2Z8P1AGENTEWHATSAPPAR",
    title: "Agente de WhatsApp con IA",
    subtitle: "Atiende, responde y agenda por vos las 24 horas, con tus precios y tus horarios.",
    ribbon: "Más elegido",
    description:
      "<p>Un agente conversacional entrenado con la información de tu negocio que responde consultas por WhatsApp al instante, toma pedidos y agenda turnos.</p><ul><li><strong>Autogestionable:</strong> lo configurás vos con nuestra guía paso a paso.</li><li><strong>Llave en Mano:</strong> lo dejamos funcionando y entrenado por vos.</li></ul><p>Mantenimiento mensual desde $ 45.000 (hosting y plataforma), hasta 1.000 mensajes con recepción ilimitada. Sin contrato.</p>",
    currency: "ars",
    purchasable: true,
    selection: "lowest_price_first",
    images: ["agente-whatsapp.webp", "agente-whatsapp-panel.webp"],
    collections: [agentes!],
    type: "Servicio digital",
    additionalInfo: [
      {
        title: "¿Qué incluye?",
        description:
          "<p>Entrenamiento con tus preguntas frecuentes, conexión a tu número de WhatsApp Business y un panel para ver las conversaciones.</p>",
      },
      {
        title: "Plazo de entrega",
        description:
          "<p>Te contactamos dentro de las 24 horas. Llave en Mano queda funcionando en 7 días hábiles.</p>",
      },
    ],
    customFields: [{ title: "Nombre de tu negocio", isRequired: false }],
    related: ["prod_01K2Z8P1PLANTILLASWHATSAP"],
    variants: [
      {
        id: "var_01K2Z8Q1AGENTEARSDIY0000",
        title: "Autogestionable",
        sku: "AGT-ARS-DIY",
        price: 4_500_000,
        options: { Plan: "Autogestionable" },
      },
      {
        id: "var_01K2Z8Q1AGENTEARSFVLL000",
        title: "Llave en Mano",
        sku: "AGT-ARS-FULL",
        price: 18_000_000,
        options: { Plan: "Llave en Mano" },
      },
    ],
    createdAt: "2026-01-12T13:00:00.000Z",
    updatedAt: "2026-02-20T15:30:00.000Z",
  },
  {
    id: "prod_01K2Z8P1KITC0LMENAS00000",
    title: "Kit de monitoreo de colmenas",
    subtitle: "Temperatura, humedad y peso de cada colmena en tu celular, con alertas tempranas.",
    ribbon: "Nuevo",
    description:
      "<p>Sensores para el interior de la colmena, una balanza de piso y un gateway solar que envía los datos a la app. Detectá enjambrazón, falta de alimento y robos antes de recorrer el apiario.</p><p>Elegí el tamaño según la cantidad de colmenas que querés monitorear.</p>",
    currency: "ars",
    purchasable: true,
    selection: null,
    images: ["colmenas-kit.webp", "colmenas-app.webp"],
    collections: [apicultura!],
    type: "Hardware",
    additionalInfo: [
      {
        title: "Envío",
        description:
          "<p>Envío a todo el país. En San Luis y alrededores, instalación sin cargo.</p>",
      },
      { title: "Garantía", description: "<p>12 meses en sensores y gateway.</p>" },
    ],
    related: ["prod_01K2Z8P1SENS0RC0LMENA000", "prod_01K2Z8P1M0DVL0TERMIC00000"],
    variants: [
      {
        id: "var_01K2Z8Q1KITCHIC0000000000",
        title: "Chico (4 colmenas)",
        sku: "COL-KIT-S",
        price: 32_000_000,
        stock: 12,
        image: "colmenas-chico.webp",
        weight: 2.5,
        options: { Tamaño: "Chico (4 colmenas)" },
      },
      {
        id: "var_01K2Z8Q1KITMEDIAN0000000",
        title: "Mediano (10 colmenas)",
        sku: "COL-KIT-M",
        price: 69_000_000,
        salePrice: 62_000_000,
        stock: 3,
        image: "colmenas-mediano.webp",
        weight: 5,
        options: { Tamaño: "Mediano (10 colmenas)" },
      },
      {
        id: "var_01K2Z8Q1KITGRANDE0000000",
        title: "Grande (25 colmenas)",
        sku: "COL-KIT-L",
        price: 145_000_000,
        stock: 0,
        image: "colmenas-grande.webp",
        weight: 11,
        options: { Tamaño: "Grande (25 colmenas)" },
      },
    ],
    createdAt: "2026-01-20T12:00:00.000Z",
    updatedAt: "2026-02-25T18:00:00.000Z",
  },
  {
    id: "prod_01K2Z8P1CVRS0IAPYME00000",
    title: "Curso online: Automatizá tu pyme con IA",
    subtitle: "Seis módulos prácticos para sacarte de encima las tareas repetitivas.",
    ribbon: "Oferta",
    description:
      "<p>Aprendé a automatizar presupuestos, seguimiento de clientes y reportes con herramientas sin código e inteligencia artificial.</p><ol><li>Qué automatizar primero</li><li>Asistentes con IA</li><li>Flujos sin código</li><li>WhatsApp y e-mail</li><li>Planillas que se actualizan solas</li><li>Medir el ahorro</li></ol>",
    currency: "ars",
    purchasable: true,
    selection: "lowest_price_first",
    images: ["curso-ia.webp"],
    collections: [capacitacion!],
    type: "Curso",
    additionalInfo: [
      {
        title: "Modalidad",
        description: "<p>Videos a tu ritmo, acceso por un año y certificado.</p>",
      },
    ],
    variants: [
      {
        id: "var_01K2Z8Q1CVRS0IA000000000",
        title: "Acceso por un año",
        sku: "CUR-IA",
        price: 8_900_000,
        salePrice: 5_900_000,
      },
    ],
    createdAt: "2026-01-05T10:00:00.000Z",
    updatedAt: "2026-02-18T10:00:00.000Z",
  },
  {
    id: "prod_01K2Z8P1AGENTEWHATSAPPVS",
    title: "Agente de WhatsApp con IA — LATAM",
    subtitle: "El mismo agente, en dólares, para negocios de toda Latinoamérica.",
    ribbon: null,
    description:
      "<p>Tu asistente virtual en WhatsApp para responder, vender y agendar en cualquier país de Latinoamérica, con pago en dólares.</p><p>Mantenimiento mensual desde US$ 35.</p>",
    currency: "usd",
    purchasable: true,
    selection: "lowest_price_first",
    images: ["agente-whatsapp-latam.webp", "agente-whatsapp-panel.webp"],
    collections: [agentes!],
    type: "Servicio digital",
    additionalInfo: [
      {
        title: "¿Qué incluye?",
        description:
          "<p>Entrenamiento, conexión a WhatsApp Business y panel de conversaciones.</p>",
      },
    ],
    variants: [
      {
        id: "var_01K2Z8Q1AGENTEVSDDIY0000",
        title: "Autogestionable",
        sku: "AGT-USD-DIY",
        price: 3_500,
        options: { Plan: "Autogestionable" },
      },
      {
        id: "var_01K2Z8Q1AGENTEVSDFVLL000",
        title: "Llave en Mano",
        sku: "AGT-USD-FULL",
        price: 17_500,
        salePrice: 14_000,
        options: { Plan: "Llave en Mano" },
      },
    ],
    createdAt: "2026-01-12T13:00:00.000Z",
    updatedAt: "2026-02-20T15:30:00.000Z",
  },
  {
    id: "prod_01K2Z8P1SENS0RC0LMENA000",
    title: "Sensor extra de temperatura y humedad",
    subtitle: "Sumá colmenas a tu kit cuando quieras.",
    ribbon: null,
    description:
      "<p>Un sensor más para el interior de la colmena, con batería para dos temporadas. Se vincula solo al gateway de tu kit.</p>",
    currency: "ars",
    purchasable: true,
    selection: null,
    images: ["sensor-colmena.webp"],
    collections: [apicultura!],
    type: "Hardware",
    additionalInfo: [],
    variants: [
      {
        id: "var_01K2Z8Q1SENS0R0000000000",
        title: "Sensor",
        sku: "COL-SEN",
        price: 4_500_000,
        salePrice: 3_900_000,
        stock: 40,
        image: "sensor-colmena.webp",
        weight: 0.2,
      },
    ],
    createdAt: "2026-01-20T12:00:00.000Z",
    updatedAt: "2026-02-25T18:00:00.000Z",
  },
  {
    id: "prod_01K2Z8P1M0DVL0TERMIC00000",
    title: "Módulo térmico contra Varroa",
    subtitle: "Tratamiento a unos 40 °C, sin químicos en la miel.",
    ribbon: "Últimas unidades",
    description:
      "<p>Calienta la cámara de cría a alrededor de 40 °C durante el ciclo programado: la Varroa no lo tolera y las abejas sí. Se controla desde la app del kit.</p>",
    currency: "ars",
    purchasable: true,
    selection: null,
    images: ["modulo-termico.webp"],
    collections: [apicultura!],
    type: "Hardware",
    additionalInfo: [
      { title: "Compatibilidad", description: "<p>Cajas Langstroth de 10 cuadros.</p>" },
    ],
    variants: [
      {
        id: "var_01K2Z8Q1M0DVL0TERMIC0000",
        title: "Módulo",
        sku: "COL-TER",
        price: 26_000_000,
        stock: 2,
        weight: 1.8,
      },
    ],
    createdAt: "2026-01-22T12:00:00.000Z",
    updatedAt: "2026-02-26T09:00:00.000Z",
  },
  {
    id: "prod_01K2Z8P1TALLERPR0MPTS000",
    title: "Taller de prompts para equipos de ventas",
    subtitle: "Tres horas para que tu equipo venda más con ChatGPT y compañía.",
    ribbon: null,
    description:
      "<p>Un taller práctico con casos de tu rubro: guiones de venta, respuestas a objeciones y seguimiento de clientes con IA. Cupos limitados en la modalidad presencial.</p>",
    currency: "usd",
    purchasable: true,
    selection: "first_variant",
    images: ["taller-prompts.webp"],
    collections: [capacitacion!],
    type: "Taller",
    additionalInfo: [
      {
        title: "Próxima fecha",
        description: "<p>Te confirmamos la fecha al comprar; hay un taller por mes.</p>",
      },
    ],
    variants: [
      {
        id: "var_01K2Z8Q1TALLERPRESENC000",
        title: "Presencial en San Luis",
        sku: "TAL-PRE",
        price: 18_000,
        stock: 8,
        options: { Modalidad: "Presencial en San Luis" },
      },
      {
        id: "var_01K2Z8Q1TALLER0NLINE0000",
        title: "Online en vivo",
        sku: "TAL-ONL",
        price: 9_000,
        options: { Modalidad: "Online en vivo" },
      },
    ],
    createdAt: "2026-02-01T12:00:00.000Z",
    updatedAt: "2026-02-27T12:00:00.000Z",
  },
  {
    id: "prod_01K2Z8P1AVDIT0RIAPR0CES0",
    title: "Auditoría de procesos con IA",
    subtitle: "Dos horas con un consultor y un plan de automatización para tu negocio.",
    ribbon: null,
    description:
      "<p>Revisamos cómo trabaja tu equipo, detectamos qué se puede automatizar y te entregamos un plan priorizado con costos y ahorro estimado.</p>",
    currency: "ars",
    purchasable: true,
    selection: null,
    images: ["auditoria-procesos.webp"],
    collections: [servicios!],
    type: "Consultoría",
    additionalInfo: [],
    variants: [
      {
        id: "var_01K2Z8Q1AVDIT0RIA00000000",
        title: "Sesión de 2 horas",
        sku: "AUD-2H",
        price: 15_000_000,
      },
    ],
    createdAt: "2026-01-15T12:00:00.000Z",
    updatedAt: "2026-02-10T12:00:00.000Z",
  },
  {
    id: "prod_01K2Z8P1PLANTILLASWHATSAP",
    title: "Plantillas de respuestas para WhatsApp Business",
    subtitle: null,
    ribbon: null,
    description:
      "<p>Cincuenta respuestas listas para copiar: bienvenida, precios, envíos, reclamos y seguimiento. Descarga inmediata.</p>",
    currency: "usd",
    purchasable: true,
    selection: null,
    images: ["plantillas-whatsapp.webp"],
    collections: [agentes!],
    type: "Descarga digital",
    additionalInfo: [],
    variants: [
      {
        id: "var_01K2Z8Q1PLANTILLAS0000000",
        title: "Pack de 50 plantillas",
        sku: "PLA-50",
        price: 1_900,
      },
    ],
    createdAt: "2026-01-08T12:00:00.000Z",
    updatedAt: "2026-01-08T12:00:00.000Z",
  },
  {
    id: "prod_01K2Z8P1SISTEMAMEDIDA000",
    title: "Sistema a medida para tu empresa",
    subtitle: "Gestión de stock, turnos o ventas, hecho para tu forma de trabajar.",
    ribbon: "A cotizar",
    description:
      "<p>Cada sistema se presupuesta después de una reunión de relevamiento: este producto no se vende online. Escribinos y coordinamos una llamada.</p>",
    currency: "ars",
    purchasable: false,
    selection: null,
    images: [],
    collections: [servicios!],
    type: "Desarrollo",
    additionalInfo: [],
    variants: [
      {
        id: "var_01K2Z8Q1SISTEMAMEDIDA0000",
        title: "Proyecto",
        sku: "SIS-MED",
        price: 250_000_000,
      },
    ],
    createdAt: "2026-01-03T12:00:00.000Z",
    updatedAt: "2026-01-03T12:00:00.000Z",
  },
];
