import type { FaqItem, FormField, SelectOption } from "./contact";
import type { PageHero } from "./home";
import type { IconCard } from "./icons";

/** /partners: the partner programme page and its application form. */

export interface PartnersHero extends PageHero {
  /** Scrolls to the application form. */
  joinLabel: "Quiero ser partner";
}

export const partnersHero = {
  title: "Sumate a nuestro programa de partners",
  subtitle:
    "Recomendá soluciones de inteligencia artificial, desarrollo web y marketing digital a las empresas de tu red y ganá comisiones por cada proyecto que se concrete. Vos abrís la puerta; nosotros nos ocupamos de la implementación.",
  joinLabel: "Quiero ser partner",
} as const satisfies PartnersHero;

export const partnerBenefitsTitle = "¿Por qué ser partner?";

export const partnerBenefits = [
  {
    title: "Comisiones por cada proyecto",
    description:
      "Ganás una comisión por cada proyecto que se concrete con las empresas que nos presentes. Las condiciones quedan claras y por escrito desde el primer día.",
    icon: "Wallet",
  },
  {
    title: "Servicios con demanda real",
    description:
      "Ofrecés soluciones que las pymes ya están buscando: atención automática por WhatsApp, automatizaciones, sitios web y marketing digital.",
    icon: "TrendingUp",
  },
  {
    title: "Nosotros implementamos",
    description:
      "Vos generás la oportunidad y nuestro equipo técnico se ocupa del relevamiento, la propuesta, el desarrollo y el soporte al cliente.",
    icon: "Wrench",
  },
  {
    title: "Capacitación y materiales",
    description:
      "Te capacitamos en cada servicio y te damos presentaciones, casos de éxito y demos para que puedas mostrarlos con confianza.",
    icon: "GraduationCap",
  },
  {
    title: "Acompañamiento comercial",
    description:
      "Podés sumarnos a tus reuniones con clientes: te ayudamos a entender la necesidad y a preparar una propuesta a medida.",
    icon: "Handshake",
  },
  {
    title: "Trabajás a tu ritmo",
    description:
      "Trabajás desde donde quieras y con los tiempos que elijas, como complemento de tu actividad actual o como tu ingreso principal.",
    icon: "Clock",
  },
] as const satisfies readonly IconCard[];

export const partnersFaqTitle = "Preguntas frecuentes";

/** Exactly three blocks: what can be offered, whether experience is needed, the work model. */
export const partnersFaq = [
  {
    question: "¿Qué puedo ofrecer como partner?",
    answer:
      "Podés ofrecer nuestros servicios de automatizaciones con IA, agentes conversacionales, desarrollo web a medida, marketing digital y sistemas personalizados. En el formulario elegís los que te resulten más afines y te capacitamos en cada uno para que sepas a qué tipo de empresa le sirven y cómo presentarlos.",
  },
  {
    question: "¿Necesito experiencia en ventas o en tecnología?",
    answer:
      "No es obligatoria. Si ya tenés experiencia en ventas, vas a poder aprovecharla desde el primer día; si no, te acompañamos con capacitación, materiales y asistencia en tus primeras reuniones. Tampoco necesitás saber programar: la parte técnica es nuestra. Lo importante es que tengas contacto con empresas y ganas de aprender.",
  },
  {
    question: "¿Cómo funciona el modelo de trabajo?",
    answer:
      "Vos identificás empresas que pueden necesitar nuestras soluciones y nos presentás la oportunidad. Nuestro equipo hace el diagnóstico, arma la propuesta y, si el cliente avanza, se encarga de la implementación y del soporte. Por cada proyecto cerrado recibís tu comisión, según las condiciones que acordamos por escrito cuando te sumás al programa.",
  },
] as const satisfies readonly [FaqItem, FaqItem, FaqItem];

/** Contact methods of the partner form, in the spec's order. */
export const partnerContactMethods = ["Email", "Llamada", "WhatsApp", "Google Meet"] as const;

export type PartnerContactMethod = (typeof partnerContactMethods)[number];

export type PartnerExperience = "si-mucha" | "si-poca" | "no";

export const partnerExperienceOptions = [
  { value: "si-mucha", label: "Sí, mucha experiencia en ventas" },
  { value: "si-poca", label: "Sí, poca experiencia en ventas" },
  { value: "no", label: "No, pero tengo ganas de aprender" },
] as const satisfies readonly SelectOption<PartnerExperience>[];

/** Services a partner can choose to offer (checkboxes), in the spec's order. */
export const partnerServices = [
  "Automatizaciones con IA",
  "Agentes Conversacionales",
  "Desarrollo Web a Medida",
  "Marketing Digital",
  "Sistemas Personalizados",
] as const;

export type PartnerService = (typeof partnerServices)[number];

export interface PartnerFormCopy {
  title: string;
  subtitle: string;
  fields: {
    name: FormField;
    email: FormField;
    phone: FormField;
    services: FormField;
    experience: FormField;
    /** `placeholder` is the disabled first option of the select. */
    contactMethod: FormField & { placeholder: string };
  };
  requiredMark: string;
  submitLabel: string;
  submittingLabel: "Enviando...";
}

export const partnerForm = {
  title: "Postulate como partner",
  subtitle:
    "Completá tus datos y contanos qué te gustaría ofrecer. Analizamos cada postulación y te contactamos por el medio que elijas.",
  fields: {
    name: { label: "Nombre completo", placeholder: "Tu nombre y apellido" },
    email: { label: "Email", placeholder: "Tu correo electrónico" },
    phone: { label: "Teléfono (opcional)", placeholder: "Código de área y número" },
    services: { label: "¿Qué servicios te interesaría ofrecer?" },
    experience: { label: "¿Tenés experiencia en ventas?" },
    contactMethod: {
      label: "¿Cómo preferís que te contactemos?",
      placeholder: "Seleccioná un método de contacto",
    },
  },
  requiredMark: "*",
  submitLabel: "Enviar postulación",
  submittingLabel: "Enviando...",
} as const satisfies PartnerFormCopy;

export interface PartnerThankYou {
  /** Contains the `{name}` placeholder for the applicant's name. */
  title: string;
  text: string;
  resetLabel: string;
}

export const partnerThankYou = {
  title: "¡Gracias por postularte, {name}!",
  text: "Recibimos tu postulación. Nuestro equipo va a analizar tu perfil y se va a comunicar con vos por el medio que elegiste para contarte los próximos pasos del programa.",
  resetLabel: "Enviar otra postulación",
} as const satisfies PartnerThankYou;
