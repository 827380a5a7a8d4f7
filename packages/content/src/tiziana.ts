import type { CallToAction, PageHero } from "./home";
import type { IconCard } from "./icons";

/**
 * Tiziana, the demo conversational agent: the global chat bubble and the /tiziana page.
 * WhatsApp numbers and the Telegram bot are configuration.
 */

/** The demo's page (spec: /{name}); a click on a link to it is measured as a demo click. */
export const DEMO_PATH = "/tiziana";

export interface Assistant {
  firstName: "Tiziana";
  /** First line of the chat bubble: the assistant introduces herself by first name. */
  greeting: string;
  /** Second line of the chat bubble. */
  question: "¿En qué puedo ayudarte?";
  /** Accessible label of the bubble's close button. */
  closeLabel: string;
  /** Accessible label of the bubble itself (it opens WhatsApp). */
  openLabel: string;
}

export const assistant = {
  firstName: "Tiziana",
  greeting: "¡Hola! Soy Tiziana 👋",
  question: "¿En qué puedo ayudarte?",
  closeLabel: "Cerrar mensaje",
  openLabel: "Chatear con Tiziana por WhatsApp",
} as const satisfies Assistant;

export interface TizianaHero extends PageHero {
  badge: string;
}

export const tizianaHero = {
  badge: "Demo en vivo",
  title: "Conocé a Tiziana, nuestra asistente virtual",
  subtitle:
    "Tiziana es un agente conversacional con inteligencia artificial: responde consultas, explica nuestros servicios y agenda reuniones, igual que lo haría un asistente creado para tu empresa. Escribile y probala vos mismo.",
} as const satisfies TizianaHero;

export const tizianaFeatures = [
  {
    title: "Responde al instante, 24/7",
    description:
      "Contesta en segundos a cualquier hora, también los fines de semana y feriados, para que ninguna consulta quede sin respuesta.",
    icon: "Clock",
  },
  {
    title: "Entiende cómo escriben tus clientes",
    description:
      "Comprende mensajes informales, con modismos o errores de tipeo, y responde con naturalidad y con la información correcta de tu negocio.",
    icon: "Brain",
  },
  {
    title: "Agenda y deriva a tu equipo",
    description:
      "Toma los datos del cliente, agenda reuniones y, cuando la consulta lo requiere, pasa la conversación a una persona con todo el contexto.",
    icon: "Calendar",
  },
] as const satisfies readonly [IconCard, IconCard, IconCard];

export interface TizianaChannels {
  title: string;
  text: string;
  whatsappLabel: string;
  /** Prefilled WhatsApp message of the WhatsApp button. */
  whatsappMessage: string;
  telegramLabel: string;
}

export const tizianaChannels = {
  title: "Probá la demo",
  text: "Elegí tu aplicación de mensajería favorita y empezá a chatear. Preguntale lo que quieras sobre nuestros servicios, plazos o formas de trabajo.",
  whatsappLabel: "Chatear por WhatsApp",
  whatsappMessage: "Hola Tiziana! Vengo del sitio web y quiero probar la demo.",
  telegramLabel: "Chatear por Telegram",
} as const satisfies TizianaChannels;

export const tizianaAgendaLink = {
  title: "¿Querés una asistente como Tiziana para tu empresa?",
  text: "Agendá una consulta gratuita de 30 minutos y te mostramos cómo funcionaría un agente conversacional entrenado con la información de tu negocio.",
  buttonLabel: "Agendá tu consulta gratuita",
  href: "/agenda",
} as const satisfies CallToAction;

export const tizianaFeaturesTitle = "¿Qué puede hacer Tiziana?";
