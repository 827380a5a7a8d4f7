import type { IconName } from "./icons";

/**
 * /servicios: the six service cards, the four-step process and the page's own texts.
 * The content of each /servicios/{slug} page lives elsewhere; here only the cards.
 */

export const serviceSlugs = [
  "automatizaciones-ia",
  "agentes-conversacionales",
  "desarrollo-web",
  "marketing-digital",
  "sistemas-personalizados",
  "consultoria-ia",
] as const;

export type ServiceSlug = (typeof serviceSlugs)[number];

export interface ServiceCard {
  slug: ServiceSlug;
  title: string;
  description: string;
  features: readonly [string, string, string, string];
  /** Prices are not published. */
  price: "Consultar";
  link: `/servicios/${ServiceSlug}`;
  icon: IconName;
}

export const services = [
  {
    slug: "automatizaciones-ia",
    title: "Automatizaciones con IA",
    description:
      "Dejá que la inteligencia artificial haga las tareas repetitivas: carga de pedidos, seguimiento de clientes, facturación y reportes, sin errores y a cualquier hora del día.",
    features: [
      "Flujos de trabajo que conectan tus sistemas, planillas y correo",
      "Lectura automática de facturas, remitos y órdenes de compra",
      "Reportes y alertas que le llegan solos a tu equipo",
      "Integración con tu ERP, CRM o sistema de gestión actual",
    ],
    price: "Consultar",
    link: "/servicios/automatizaciones-ia",
    icon: "Workflow",
  },
  {
    slug: "agentes-conversacionales",
    title: "Agentes Conversacionales",
    description:
      "Asistentes virtuales que responden consultas, toman pedidos y agendan turnos por WhatsApp, Instagram y tu sitio web, con el tono de tu marca y derivando a una persona cuando hace falta.",
    features: [
      "Atención por WhatsApp, Instagram y chat web",
      "Respuestas entrenadas con la información de tu negocio",
      "Toma de pedidos y agenda de turnos automática",
      "Derivación a un asesor humano con todo el historial",
    ],
    price: "Consultar",
    link: "/servicios/agentes-conversacionales",
    icon: "Bot",
  },
  {
    slug: "desarrollo-web",
    title: "Desarrollo Web a Medida",
    description:
      "Sitios y tiendas online rápidos, pensados para convertir visitas en consultas y ventas, que tu equipo puede actualizar sin depender de nadie.",
    features: [
      "Diseño a medida, pensado primero para el celular",
      "Tiendas online con Mercado Pago, tarjetas y transferencia",
      "Carga rápida y SEO técnico desde el primer día",
      "Panel autoadministrable para tu equipo",
    ],
    price: "Consultar",
    link: "/servicios/desarrollo-web",
    icon: "Code",
  },
  {
    slug: "marketing-digital",
    title: "Marketing Digital",
    description:
      "Campañas en Google, Meta y redes sociales con objetivos medibles: más consultas calificadas y un costo por cliente que podés controlar mes a mes.",
    features: [
      "Campañas de Google Ads y Meta Ads",
      "Estrategia y calendario de contenidos para redes",
      "Posicionamiento SEO local y de marca",
      "Reportes mensuales con métricas de negocio",
    ],
    price: "Consultar",
    link: "/servicios/marketing-digital",
    icon: "Megaphone",
  },
  {
    slug: "sistemas-personalizados",
    title: "Sistemas Personalizados",
    description:
      "Software de gestión hecho a la medida de cómo trabaja tu empresa: stock, pedidos, turnos, clientes y tableros de control, sin adaptar tu operación a un sistema genérico.",
    features: [
      "Gestión de stock, pedidos, clientes y proveedores",
      "Tableros de control con datos en tiempo real",
      "Permisos por rol para cada área de tu equipo",
      "Integración con facturación electrónica de ARCA y bancos",
    ],
    price: "Consultar",
    link: "/servicios/sistemas-personalizados",
    icon: "LayoutDashboard",
  },
  {
    slug: "consultoria-ia",
    title: "Consultoría en IA",
    description:
      "Te ayudamos a decidir dónde la inteligencia artificial genera un retorno real en tu negocio, con un plan por etapas, costos claros y capacitación para tu equipo.",
    features: [
      "Diagnóstico de procesos y oportunidades de IA",
      "Hoja de ruta priorizada por impacto y costo",
      "Capacitación práctica para tu equipo",
      "Acompañamiento en la elección de herramientas",
    ],
    price: "Consultar",
    link: "/servicios/consultoria-ia",
    icon: "Brain",
  },
] as const satisfies readonly ServiceCard[];

export interface ProcessStep {
  step: "01" | "02" | "03" | "04";
  title: string;
  description: string;
}

export const processSteps = [
  {
    step: "01",
    title: "Análisis",
    description:
      "Relevamos cómo trabaja hoy tu empresa, dónde se pierde tiempo y qué datos ya tenés disponibles para aprovechar.",
  },
  {
    step: "02",
    title: "Estrategia",
    description:
      "Definimos la solución, las prioridades, los plazos y los indicadores con los que vamos a medir el resultado.",
  },
  {
    step: "03",
    title: "Desarrollo",
    description:
      "Construimos, probamos junto a tu equipo y ponemos en marcha la solución, con entregas parciales para que veas avances desde las primeras semanas.",
  },
  {
    step: "04",
    title: "Optimización",
    description:
      "Medimos los resultados, ajustamos lo que haga falta y te acompañamos con soporte a medida que tu negocio crece.",
  },
] as const satisfies readonly ProcessStep[];

export interface ServicesPage {
  heroTitle: string;
  heroSubtitle: string;
  /** Button on every card, to /agenda. */
  cardPrimaryLabel: "Solicitar Información";
  cardPrimaryHref: "/agenda";
  /** Link on every card, to the card's `link`. */
  cardSecondaryLabel: "Ver más";
  processTitle: string;
  processSubtitle: string;
  cta: {
    title: string;
    text: string;
    /** Free consultation, to /agenda. */
    buttonLabel: string;
    /** Quote request, also to /agenda. */
    secondaryLabel: string;
    href: "/agenda";
  };
}

export const servicesPage = {
  heroTitle: "Soluciones digitales para que tu empresa crezca",
  heroSubtitle:
    "Inteligencia artificial, automatización, desarrollo web y marketing digital pensados para pymes de Argentina y Latinoamérica. Elegí por dónde empezar: te acompañamos desde el diagnóstico hasta los resultados.",
  cardPrimaryLabel: "Solicitar Información",
  cardPrimaryHref: "/agenda",
  cardSecondaryLabel: "Ver más",
  processTitle: "Cómo trabajamos",
  processSubtitle:
    "Un proceso simple, en cuatro etapas, para que sepas en todo momento qué estamos haciendo, cuánto falta y qué resultado esperar.",
  cta: {
    title: "¿No sabés por dónde empezar?",
    text: "Agendá una consulta gratuita de 30 minutos o pedinos un presupuesto. Analizamos tu caso y te respondemos en menos de 24 horas, sin compromiso.",
    buttonLabel: "Agendá tu consulta gratuita",
    secondaryLabel: "Pedí tu presupuesto",
    href: "/agenda",
  },
} as const satisfies ServicesPage;
