import type { FormField } from "./contact";
import type { PageHero } from "./home";
import type { IconName } from "./icons";

/** /agenda: the free 30-minute consultation. */

export const agendaHero = {
  title: "Agendá tu consulta gratuita",
  subtitle:
    "En 30 minutos analizamos tu negocio, detectamos oportunidades concretas de automatización e inteligencia artificial y te llevás un plan de acción. Sin costo y sin compromiso.",
} as const satisfies PageHero;

export interface ConsultationIncludes {
  title: string;
  /** Short badges next to the title, e.g. duration and price. */
  highlights: readonly string[];
  items: readonly { text: string; icon: IconName }[];
}

export const consultationIncludes = {
  title: "¿Qué incluye la consulta?",
  highlights: ["30 minutos", "Gratis", "Sin compromiso"],
  items: [
    {
      text: "Un diagnóstico de tus procesos actuales y de las tareas que más tiempo le quitan a tu equipo.",
      icon: "Search",
    },
    {
      text: "Oportunidades concretas de automatización e inteligencia artificial para tu tipo de negocio.",
      icon: "Lightbulb",
    },
    {
      text: "Una estimación de plazos de implementación y del retorno que podés esperar.",
      icon: "ChartLine",
    },
    {
      text: "Próximos pasos claros y, si decidís avanzar, un presupuesto en menos de 24 horas.",
      icon: "CircleCheck",
    },
  ],
} as const satisfies ConsultationIncludes;

/** Contact methods of the consultation form, in the spec's order. */
export const consultationContactMethods = ["WhatsApp", "Videollamada", "Llamada", "Email"] as const;

export type ConsultationContactMethod = (typeof consultationContactMethods)[number];

export interface ConsultationFormCopy {
  title: string;
  fields: {
    name: FormField;
    email: FormField;
    phone: FormField;
    /** `placeholder` is the disabled first option of the select. */
    contactMethod: FormField & { placeholder: string };
    needs: FormField;
  };
  requiredMark: string;
  submitLabel: string;
  submittingLabel: "Enviando...";
  /** Small print under the button. */
  privacyNote: string;
}

export const consultationForm = {
  title: "Completá tus datos",
  fields: {
    name: { label: "Nombre completo", placeholder: "Tu nombre y apellido" },
    email: { label: "Email", placeholder: "Tu correo electrónico" },
    phone: { label: "Teléfono (opcional)", placeholder: "Código de área y número" },
    contactMethod: {
      label: "¿Cómo preferís que te contactemos?",
      placeholder: "Seleccioná un método de contacto",
    },
    needs: {
      label: "¿Qué necesitás?",
      placeholder:
        "Contanos sobre tu negocio y qué te gustaría mejorar o automatizar. Por ejemplo: «Tenemos una distribuidora y perdemos mucho tiempo cargando pedidos que llegan por WhatsApp».",
    },
  },
  requiredMark: "*",
  submitLabel: "Solicitar consulta gratuita",
  submittingLabel: "Enviando...",
  privacyNote:
    "Usamos tus datos solo para coordinar la consulta. Podés leer más en nuestra Política de Privacidad.",
} as const satisfies ConsultationFormCopy;

export interface ConsultationThankYou {
  /** Contains the `{name}` placeholder for the submitter's name. */
  title: string;
  text: string;
  resetLabel: "Enviar otra solicitud";
}

export const consultationThankYou = {
  title: "¡Gracias, {name}!",
  text: "Recibimos tu solicitud de consulta. Nuestro equipo va a revisar lo que nos contaste y se va a comunicar con vos por el medio que elegiste para coordinar el día y el horario de la reunión.",
  resetLabel: "Enviar otra solicitud",
} as const satisfies ConsultationThankYou;
