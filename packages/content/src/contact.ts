import type { PageHero } from "./home";
import type { IconName } from "./icons";

/**
 * /contacto copy. `FormField`, `SelectOption` and `FaqItem` are shared with /agenda and /partners.
 * The e-mail address and WhatsApp numbers are configuration: only titles and descriptions here.
 */

export interface FormField {
  label: string;
  placeholder?: string;
}

export interface SelectOption<V extends string = string> {
  value: V;
  label: string;
}

export interface FaqItem {
  question: string;
  answer: string;
}

export const contactHero = {
  title: "Hablemos de tu proyecto",
  subtitle:
    "Contanos qué necesitás y te respondemos en menos de 24 horas. Si preferís, agendá una consulta gratuita o escribinos por WhatsApp y te atiende una persona de nuestro equipo.",
} as const satisfies PageHero;

export type ContactAction = "scroll-to-form" | "whatsapp";

export interface ContactActionCard {
  title: string;
  description: string;
  action: ContactAction;
  buttonLabel: string;
  icon: IconName;
}

export const contactActionCards = [
  {
    title: "Agendá una consulta",
    description:
      "Una reunión gratuita de 30 minutos para conocer tu negocio y detectar qué se puede automatizar.",
    action: "scroll-to-form",
    buttonLabel: "Agendar consulta",
    icon: "Calendar",
  },
  {
    title: "Pedí un presupuesto",
    description:
      "Contanos tu proyecto y recibí una cotización en menos de 24 horas, sin compromiso.",
    action: "scroll-to-form",
    buttonLabel: "Solicitar presupuesto",
    icon: "FileText",
  },
  {
    title: "Hablá con un asesor",
    description:
      "Escribinos por WhatsApp y resolvé tus dudas directamente con una persona de nuestro equipo.",
    action: "whatsapp",
    buttonLabel: "Abrir WhatsApp",
    icon: "MessageCircle",
  },
] as const satisfies readonly [ContactActionCard, ContactActionCard, ContactActionCard];

/** Prefilled WhatsApp message of the 'talk to an advisor' card. */
export const contactWhatsappMessage =
  "Hola! Vengo de la página de contacto del sitio web y me gustaría hablar con un asesor.";

/** Service options of the contact form; the first, empty one is the placeholder. */
export const contactServiceOptions = [
  { value: "", label: "Seleccioná un servicio" },
  { value: "Automatizaciones con IA", label: "Automatizaciones con IA" },
  { value: "Agentes Conversacionales", label: "Agentes Conversacionales" },
  { value: "Desarrollo Web", label: "Desarrollo Web" },
  { value: "Marketing Digital", label: "Marketing Digital" },
  { value: "Sistemas Personalizados", label: "Sistemas Personalizados" },
  { value: "Consultoría en IA", label: "Consultoría en IA" },
  { value: "Otro", label: "Otro" },
] as const satisfies readonly SelectOption[];

export type ContactServiceValue = (typeof contactServiceOptions)[number]["value"];

export interface ContactFormCopy {
  title: string;
  subtitle: string;
  fields: {
    name: FormField;
    email: FormField;
    company: FormField;
    phone: FormField;
    service: FormField;
    message: FormField;
  };
  /** Shown next to required fields' labels. */
  requiredMark: string;
  submitLabel: string;
  submittingLabel: "Enviando...";
}

export const contactForm = {
  title: "Envianos tu consulta",
  subtitle:
    "Completá el formulario y te respondemos en menos de 24 horas. Los campos marcados con * son obligatorios.",
  fields: {
    name: { label: "Nombre completo", placeholder: "Tu nombre y apellido" },
    email: { label: "Email", placeholder: "Tu correo electrónico" },
    company: { label: "Empresa", placeholder: "Nombre de tu empresa" },
    phone: { label: "Teléfono", placeholder: "Código de área y número" },
    service: { label: "Servicio de interés" },
    message: {
      label: "Mensaje",
      placeholder:
        "Contanos a qué se dedica tu empresa, qué te gustaría mejorar y en qué plazo lo necesitás.",
    },
  },
  requiredMark: "*",
  submitLabel: "Enviar mensaje",
  submittingLabel: "Enviando...",
} as const satisfies ContactFormCopy;

export type ContactInfoType = "email" | "whatsapp" | "text";

/**
 * One line of the contact-information list. Values and links come from configuration: for
 * 'email' the contact e-mail, for 'whatsapp' each configured number (one line per number). The
 * 'text' item (location) has no separate value: its description is the location text itself.
 */
export interface ContactInfoItem {
  type: ContactInfoType;
  title: string;
  description: string;
  icon: IconName;
}

export interface ContactInfoSection {
  title: string;
  subtitle: string;
  items: readonly ContactInfoItem[];
}

export const contactInfo = {
  title: "Información de contacto",
  subtitle: "Elegí el canal que te quede más cómodo. Del otro lado siempre hay una persona.",
  items: [
    {
      type: "email",
      title: "Email",
      description: "Respuesta en menos de 2 horas",
      icon: "Mail",
    },
    {
      type: "whatsapp",
      title: "WhatsApp",
      description: "Lunes a viernes de 10:00 a 17:00",
      icon: "MessageCircle",
    },
    {
      type: "text",
      title: "Ubicación",
      description: "San Luis y Buenos Aires, Argentina",
      icon: "MapPin",
    },
  ],
} as const satisfies ContactInfoSection;

export const contactFaqTitle = "Preguntas frecuentes";

export const contactFaq = [
  {
    question: "¿Cuánto tardan en responder?",
    answer:
      "Respondemos todas las consultas del formulario en menos de 24 horas. Si nos escribís por email, la respuesta suele llegar en menos de 2 horas, y por WhatsApp te atendemos de lunes a viernes de 10:00 a 17:00.",
  },
  {
    question: "¿Cuánto cuesta un proyecto?",
    answer:
      "Cada proyecto se cotiza a medida, por eso en nuestros servicios vas a ver la etiqueta «Consultar». Contanos qué necesitás y te enviamos un presupuesto detallado dentro de las 24 horas, sin compromiso.",
  },
  {
    question: "¿La primera consulta tiene costo?",
    answer:
      "No. La consulta inicial es gratuita y dura 30 minutos: conocemos tu negocio, revisamos tus procesos y te decimos con honestidad si la inteligencia artificial puede ayudarte y por dónde conviene empezar.",
  },
  {
    question: "¿Cuánto tiempo lleva implementar una solución?",
    answer:
      "Depende del alcance. Los proyectos simples, como un asistente de WhatsApp o una automatización puntual, se implementan en 2 a 4 semanas. Los proyectos complejos, como un sistema de gestión a medida con varias integraciones, llevan de 2 a 3 meses.",
  },
] as const satisfies readonly [FaqItem, FaqItem, FaqItem, FaqItem];
