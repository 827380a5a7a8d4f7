import type { SixCards } from "./icons";
import type { ServiceSlug } from "./services";

/** Home page (/) copy. `Stat` and `CallToAction` are shared with the other page modules. */

/** An animated counter: it runs from 0 to `value` and shows `prefix`, the number and `suffix`. */
export interface Stat {
  value: number;
  prefix?: string;
  suffix: string;
  label: string;
}

/** Title and subtitle at the top of a page. */
export interface PageHero {
  title: string;
  subtitle: string;
}

/** A closing call to action with one button to /agenda. */
export interface CallToAction {
  title: string;
  text: string;
  buttonLabel: string;
  href: "/agenda";
}

export interface HomeHero {
  headline: string;
  subheadline: string;
  /** Free consultation, to /agenda. */
  primaryLabel: string;
  primaryHref: "/agenda";
  /** Talk to an advisor: opens WhatsApp in a new tab. */
  secondaryLabel: string;
  /** Prefilled WhatsApp message of the secondary button. */
  whatsappMessage: string;
}

export const homeHero = {
  headline: "Transformá tu negocio con inteligencia artificial",
  subheadline:
    "Automatizamos procesos, creamos asistentes que atienden a tus clientes por WhatsApp y desarrollamos sistemas a medida para pymes de Argentina y Latinoamérica. Menos tareas repetitivas, más tiempo para vender.",
  primaryLabel: "Agendá tu consulta gratuita",
  primaryHref: "/agenda",
  secondaryLabel: "Hablá con un asesor",
  whatsappMessage: "Hola! Vengo del sitio web y me gustaría hablar con un asesor.",
} as const satisfies HomeHero;

export const stats = [
  { value: 500, suffix: "+", label: "Proyectos completados" },
  { value: 98, suffix: "%", label: "Satisfacción de clientes" },
  { value: 150, suffix: "+", label: "Empresas transformadas" },
  { value: 24, suffix: "/7", label: "Soporte técnico" },
] as const satisfies readonly Stat[];

export interface FeaturedService {
  slug: ServiceSlug;
  /** Short blurb for the home card; title, icon and link come from `services`. */
  blurb: string;
}

export interface FeaturedServicesSection {
  title: string;
  subtitle: string;
  items: readonly [FeaturedService, FeaturedService, FeaturedService, FeaturedService];
  allServicesLabel: string;
  allServicesHref: "/servicios";
}

export const featuredServices = {
  title: "Soluciones que hacen crecer tu negocio",
  subtitle:
    "Tecnología aplicada a problemas concretos de todos los días: consultas sin responder, tareas manuales, ventas que se escapan.",
  items: [
    {
      slug: "automatizaciones-ia",
      blurb:
        "Pedidos, facturas y reportes que se procesan solos, para que tu equipo deje de copiar datos de una planilla a otra.",
    },
    {
      slug: "agentes-conversacionales",
      blurb:
        "Un asistente que responde por WhatsApp a cualquier hora, toma pedidos, agenda turnos y deriva a tu equipo cuando hace falta.",
    },
    {
      slug: "desarrollo-web",
      blurb:
        "Sitios y tiendas online rápidos, que se ven bien en el celular y convierten visitas en consultas y ventas.",
    },
    {
      slug: "marketing-digital",
      blurb:
        "Campañas en Google y redes sociales con objetivos claros y reportes que muestran cuánto te cuesta cada cliente.",
    },
  ],
  allServicesLabel: "Ver todos los servicios",
  allServicesHref: "/servicios",
} as const satisfies FeaturedServicesSection;

export interface WhyChooseUsSection {
  title: string;
  subtitle: string;
  benefits: Readonly<SixCards>;
}

export const whyChooseUs = {
  title: "¿Por qué elegirnos?",
  subtitle:
    "Más de 10 años acompañando a pymes nos enseñaron que la tecnología vale la pena solo cuando se nota en los números.",
  benefits: [
    {
      title: "Automatización de procesos",
      description:
        "Las tareas repetitivas, como cargar pedidos, responder siempre las mismas preguntas o armar reportes, pasan a hacerse solas y tu equipo se dedica a lo que realmente suma.",
      icon: "Workflow",
    },
    {
      title: "Reducción de costos de hasta un 40%",
      description:
        "Menos horas en tareas manuales, menos errores de carga y menos reprocesos: la automatización puede bajar hasta un 40% los costos operativos de un proceso.",
      icon: "PiggyBank",
    },
    {
      title: "Mejor experiencia del cliente",
      description:
        "Respuestas al instante por WhatsApp y por la web, a cualquier hora, con información precisa sobre precios, stock, envíos y turnos.",
      icon: "Heart",
    },
    {
      title: "Análisis de datos en tiempo real",
      description:
        "Tableros con ventas, consultas y rendimiento de campañas actualizados al momento, para decidir con números y no a ojo.",
      icon: "ChartLine",
    },
    {
      title: "Escalabilidad garantizada",
      description:
        "Las soluciones crecen con tu negocio: si mañana se duplican las consultas o abrís una sucursal nueva, el sistema acompaña sin rehacer nada.",
      icon: "Layers",
    },
    {
      title: "ROI medible",
      description:
        "Antes de empezar definimos indicadores concretos y después te mostramos, mes a mes, cuánto tiempo y dinero te ahorra cada solución.",
      icon: "Target",
    },
  ],
} as const satisfies WhyChooseUsSection;

export interface ResultsBox {
  title: string;
  items: readonly [Stat, Stat];
  /** A sentence of context under the two figures. */
  context: string;
}

export const resultsBox = {
  title: "Resultados que se notan en la operación",
  items: [
    { value: 40, suffix: "%", label: "Reducción de costos" },
    { value: 300, suffix: "%", label: "Aumento de eficiencia" },
  ],
  context:
    "Es el impacto que logran nuestros clientes cuando automatizan la atención y las tareas administrativas: menos costo por cada pedido gestionado y muchas más consultas resueltas con el mismo equipo.",
} as const satisfies ResultsBox;

export interface DemoAssistantSection {
  /** The demo assistant's first name. */
  assistantName: "Tiziana";
  title: string;
  text: string;
  whatsappLabel: string;
  /** Prefilled WhatsApp message of the WhatsApp button. */
  whatsappMessage: string;
  telegramLabel: string;
  /** Optional link to the full demo page. */
  demoLinkLabel: string;
  demoHref: "/tiziana";
}

export const demoAssistant = {
  assistantName: "Tiziana",
  title: "Conocé a Tiziana, nuestra asistente virtual",
  text: "Tiziana es un agente conversacional como el que podemos crear para tu empresa. Escribile, preguntale por nuestros servicios y comprobá vos mismo cómo responde al instante, toma tus datos y agenda una reunión con nuestro equipo.",
  whatsappLabel: "Chateá con Tiziana por WhatsApp",
  whatsappMessage: "Hola Tiziana! Vengo del sitio web y quiero probar la demo.",
  telegramLabel: "Chateá por Telegram",
  demoLinkLabel: "Ver la demo completa",
  demoHref: "/tiziana",
} as const satisfies DemoAssistantSection;

export const homeCta = {
  title: "¿Listo para llevar tu empresa al siguiente nivel?",
  text: "Agendá una consulta gratuita de 30 minutos: analizamos tu caso, te mostramos qué se puede automatizar y te llevás un plan concreto, sin compromiso.",
  buttonLabel: "Agendá tu consulta gratuita",
  href: "/agenda",
} as const satisfies CallToAction;
