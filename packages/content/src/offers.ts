import type { IconName } from "./icons";
import type { SalesPageSeo } from "./service-pages";

/**
 * Copy of the two WhatsApp-agent offer pages (spec 001 §1–§9):
 * /oferta_agente_whatsapp (Argentina, ARS, voseo) and /oferta-agente-whatsapp-latam
 * (Latin America, USD, neutral Spanish with tú). Payment links, the promotion end date and the
 * lead's tipo/origen are configuration kept elsewhere; prices are here because the copy quotes them.
 */

export type OfferMarket = "ars" | "latam";
export type OfferPlanId = "diy" | "full_service";
export type OfferPlanName = "Autogestionable" | "Llave en Mano";
export type OfferCurrency = "ARS" | "USD";

/** An amount and how the copy writes it. */
export interface OfferMoney {
  amount: number;
  display: string;
}

export interface OfferPlanCopy {
  id: OfferPlanId;
  name: OfferPlanName;
  /** Who the plan is for, one line under the name. */
  audience: string;
  description: string;
  /** 5 to 7 items. */
  features: string[];
  price: OfferMoney;
  /** Percentage saved against the page's real value: 95 (diy) or 80 (full_service). */
  savingsPercent: 95 | 80;
  savingsBadge: string;
  buttonLabel: string;
  /** Ribbon on the recommended card, if any. */
  ribbon?: string;
}

export interface OfferCountdownUnits {
  days: string;
  hours: string;
  minutes: string;
  seconds: string;
}

export interface OfferBanner {
  /** Shown before the page knows the visitor's time (prerendered HTML, no JavaScript). */
  promoLabel: string;
  /** Shown before the zero-padded units while the offer runs. */
  runningLabel: string;
  units: OfferCountdownUnits;
  /** Shown when the time-left object is empty. */
  endedText: "La oferta ha terminado!";
}

export interface OfferHero {
  eyebrow: string;
  title: string;
  subtitle: string;
  /** Scrolls to the purchase form. */
  ctaLabel: string;
}

export interface OfferPlansSection {
  title: string;
  subtitle: string;
  realValueLabel: string;
  realValue: OfferMoney;
  /** Short note under the prices. */
  priceNote: string;
  diy: OfferPlanCopy;
  full_service: OfferPlanCopy;
}

export type OfferStepNumber = "01" | "02" | "03";

export interface OfferProcessStep<S extends OfferStepNumber = OfferStepNumber> {
  step: S;
  title: string;
  description: string;
  icon: IconName;
}

export type OfferBusinessTypeId =
  | "tienda-online"
  | "restaurante"
  | "servicios-profesionales"
  | "inmobiliaria"
  | "clinicas-gimnasios"
  | "institutos-educativos";

export interface OfferBusinessType<I extends OfferBusinessTypeId = OfferBusinessTypeId> {
  id: I;
  title: string;
  /** One line: what the agent does in that business. */
  useCase: string;
  icon: IconName;
}

export interface OfferTestimonial {
  /** True while the entry is a sample written for the layout, not a real client's words. */
  sample: boolean;
  name: string;
  business: string;
  city: string;
  quote: string;
}

export interface OfferFormFields<T = string> {
  name: T;
  email: T;
  /** WhatsApp number. */
  phone: T;
  country: T;
  /** State or city. */
  city: T;
}

export interface OfferToast {
  title: string;
  description: string;
}

export interface OfferPurchaseForm {
  title: string;
  subtitle: string;
  labels: OfferFormFields;
  placeholders: OfferFormFields;
  planChoice: {
    title: string;
    text: string;
    /** The two buy buttons that submit the form. */
    buttonLabels: Record<OfferPlanId, string>;
  };
  /** Both buy buttons while submitting. */
  processingLabel: "Procesando...";
  /** Toasts, with the spec's exact wording. */
  messages: {
    incomplete: OfferToast;
    success: OfferToast;
    error: OfferToast;
  };
}

export interface OfferDemo {
  title: string;
  text: string;
  buttonLabel: string;
  /** Path on the main site; opens in a new tab. */
  path: "/tiziana";
  newTab: true;
}

export interface OfferClosing {
  title: string;
  text: string;
  /** Scrolls to the purchase form. */
  buttonLabel: string;
}

export interface OfferMaintenance {
  title: string;
  text: string;
  priceFrom: OfferMoney;
  /** Monthly allowance of messages; reception is unlimited. */
  messagesPerMonth: 1000;
  items: string[];
  /** A buyer stuck on Autogestionable has the payment credited and pays only the difference. */
  upgradeNote: string;
}

export interface OfferPageCopy {
  market: OfferMarket;
  path: "/oferta_agente_whatsapp" | "/oferta-agente-whatsapp-latam";
  currency: OfferCurrency;
  seo: SalesPageSeo;
  banner: OfferBanner;
  hero: OfferHero;
  plans: OfferPlansSection;
  process: {
    title: string;
    steps: [OfferProcessStep<"01">, OfferProcessStep<"02">, OfferProcessStep<"03">];
  };
  businessTypes: {
    title: string;
    subtitle: string;
    items: [
      OfferBusinessType<"tienda-online">,
      OfferBusinessType<"restaurante">,
      OfferBusinessType<"servicios-profesionales">,
      OfferBusinessType<"inmobiliaria">,
      OfferBusinessType<"clinicas-gimnasios">,
      OfferBusinessType<"institutos-educativos">,
    ];
  };
  testimonials: {
    title: string;
    subtitle: string;
    /** Shown on each card whose `sample` is true, so a sample never passes for a real client. */
    sampleLabel: string;
    items: OfferTestimonial[];
  };
  purchaseForm: OfferPurchaseForm;
  demo: OfferDemo;
  closing: OfferClosing;
  maintenance: OfferMaintenance;
  /** Contact within 24 hours. */
  contactPromise: string;
}

/** 'Campos incompletos' description: the spec's first reading ('completa'), used by both pages. */
export const INCOMPLETE_FORM_DESCRIPTION =
  "Por favor, completa todos los campos requeridos para continuar.";

const ENDED_TEXT = "La oferta ha terminado!";

const ars: OfferPageCopy = {
  market: "ars",
  path: "/oferta_agente_whatsapp",
  currency: "ARS",
  seo: {
    title: "Oferta: agente de WhatsApp con IA para tu negocio",
    description:
      "Un agente con IA que atiende tu WhatsApp las 24 horas. Autogestionable a $45.000 o Llave en Mano a $180.000, sobre un valor real de $900.000.",
    keywords: [
      "agente de WhatsApp con IA",
      "chatbot de WhatsApp",
      "bot de WhatsApp para negocios",
      "automatizar WhatsApp",
      "atención automática por WhatsApp",
      "oferta agente de WhatsApp",
    ],
  },
  banner: {
    promoLabel: "¡Precio promocional por tiempo limitado!",
    runningLabel: "¡Precio promocional! La oferta termina en",
    units: { days: "días", hours: "horas", minutes: "min", seconds: "seg" },
    endedText: ENDED_TEXT,
  },
  hero: {
    eyebrow: "Agente de WhatsApp con inteligencia artificial",
    title: "Tu WhatsApp atendiendo y vendiendo las 24 horas, aunque no llegues a contestar",
    subtitle:
      "Un agente con IA responde consultas, toma pedidos y agenda turnos en tu número de WhatsApp, con el tono de tu negocio. Elegí si lo configurás vos o si te lo dejamos funcionando.",
    ctaLabel: "Quiero mi agente",
  },
  plans: {
    title: "Elegí cómo querés tu agente",
    subtitle:
      "Dos caminos hacia el mismo resultado: un agente de IA atendiendo tu WhatsApp a toda hora.",
    realValueLabel: "Valor real",
    realValue: { amount: 900000, display: "$900.000" },
    priceNote: "Precios en pesos argentinos. El mantenimiento mensual se cobra aparte.",
    diy: {
      id: "diy",
      name: "Autogestionable",
      audience: "Para usuarios con conocimientos técnicos intermedios o avanzados",
      description:
        "Recibís todo lo necesario para poner en marcha el agente por tu cuenta: la base lista, las guías paso a paso y la libertad de ajustarlo a tu ritmo.",
      features: [
        "Agente de IA base, listo para personalizar",
        "Guías paso a paso para conectarlo a tu WhatsApp",
        "Plantillas de respuestas para los rubros más comunes",
        "Base de conocimiento editable: precios, horarios y preguntas frecuentes",
        "Panel para seguir las conversaciones",
        "Si te trabás, pasás a Llave en Mano pagando solo la diferencia",
      ],
      price: { amount: 45000, display: "$45.000" },
      savingsPercent: 95,
      savingsBadge: "Ahorrás 95%",
      buttonLabel: "Elegir Autogestionable",
    },
    full_service: {
      id: "full_service",
      name: "Llave en Mano",
      audience: "Para quienes prefieren que nuestro equipo se encargue de todo",
      description:
        "Nuestro equipo configura, entrena y conecta tu agente con la información de tu negocio. Vos nos contás cómo trabajás y lo recibís funcionando.",
      features: [
        "Configuración completa a cargo de nuestro equipo",
        "Entrenamiento con los productos, precios y políticas de tu negocio",
        "Conexión con tu número de WhatsApp",
        "Personalidad y tono adaptados a tu marca",
        "Derivación a una persona cuando el cliente lo necesita",
        "Pruebas con conversaciones reales antes del lanzamiento",
        "Capacitación para que tu equipo use el panel",
      ],
      price: { amount: 180000, display: "$180.000" },
      savingsPercent: 80,
      savingsBadge: "Ahorrás 80%",
      buttonLabel: "Elegir Llave en Mano",
      ribbon: "Recomendado",
    },
  },
  process: {
    title: "Así de simple es empezar",
    steps: [
      {
        step: "01",
        title: "Elegí tu plan",
        description:
          "Completá el formulario con tus datos, elegí Autogestionable o Llave en Mano y te llevamos directo al pago.",
        icon: "MousePointerClick",
      },
      {
        step: "02",
        title: "Configuramos tu agente",
        description:
          "Con Autogestionable seguís las guías a tu ritmo; con Llave en Mano nuestro equipo lo entrena con la información de tu negocio.",
        icon: "Settings",
      },
      {
        step: "03",
        title: "Tu agente en acción",
        description:
          "El agente empieza a responder en tu WhatsApp: consultas, pedidos y turnos, a cualquier hora.",
        icon: "Rocket",
      },
    ],
  },
  businessTypes: {
    title: "¿Para qué negocios sirve?",
    subtitle: "Para cualquier rubro que reciba consultas por WhatsApp. Estos son algunos ejemplos:",
    items: [
      {
        id: "tienda-online",
        title: "Tienda online",
        useCase: "Responde por stock, talles y envíos, y manda el link de pago en el momento.",
        icon: "ShoppingCart",
      },
      {
        id: "restaurante",
        title: "Restaurante",
        useCase: "Toma pedidos para delivery, comparte el menú del día y confirma reservas.",
        icon: "Utensils",
      },
      {
        id: "servicios-profesionales",
        title: "Servicios profesionales",
        useCase:
          "Filtra consultas, explica honorarios y agenda reuniones para estudios contables, jurídicos o de arquitectura.",
        icon: "Briefcase",
      },
      {
        id: "inmobiliaria",
        title: "Inmobiliaria",
        useCase: "Envía fichas de propiedades, califica a los interesados y coordina visitas.",
        icon: "House",
      },
      {
        id: "clinicas-gimnasios",
        title: "Clínicas y gimnasios",
        useCase: "Agenda turnos y clases, manda recordatorios y responde por coberturas y planes.",
        icon: "Stethoscope",
      },
      {
        id: "institutos-educativos",
        title: "Institutos educativos",
        useCase: "Informa cursos, fechas de inicio y aranceles, y gestiona preinscripciones.",
        icon: "GraduationCap",
      },
    ],
  },
  testimonials: {
    title: "Negocios que ya atienden con su agente",
    subtitle: "Lo que cambia cuando WhatsApp deja de ser una carga.",
    sampleLabel: "Testimonio de ejemplo",
    // SAMPLE testimonials, written only to lay out the section: the agency replaces them with
    // real clients' words (and sets `sample: false`) before publishing.
    items: [
      {
        sample: true,
        name: "Carolina M.",
        business: "Tienda de indumentaria online",
        city: "Córdoba",
        quote:
          "Antes contestaba mensajes hasta la medianoche. Ahora el agente responde talles y envíos, y yo me ocupo de preparar los pedidos.",
      },
      {
        sample: true,
        name: "Martín G.",
        business: "Pizzería",
        city: "Rosario",
        quote:
          "Los viernes a la noche no dábamos abasto con los pedidos por WhatsApp. Con el agente ya no se nos pierde ninguno.",
      },
      {
        sample: true,
        name: "Lucía F.",
        business: "Consultorio odontológico",
        city: "Mendoza",
        quote:
          "Los pacientes sacan turno a cualquier hora y el recordatorio les llega solo. Ya casi no tenemos ausencias sin aviso.",
      },
    ],
  },
  purchaseForm: {
    title: "Completá tus datos y elegí tu plan",
    subtitle:
      "Al enviar el formulario te llevamos al pago. Te contactamos dentro de las 24 horas para empezar con tu agente.",
    labels: {
      name: "Nombre completo",
      email: "Email",
      phone: "Teléfono (WhatsApp)",
      country: "País",
      city: "Provincia o ciudad",
    },
    placeholders: {
      name: "Tu nombre y apellido",
      email: "Tu email",
      phone: "Tu WhatsApp con código de área",
      country: "Seleccioná tu país",
      city: "Tu provincia o ciudad",
    },
    planChoice: {
      title: "¿Qué plan querés?",
      text: "Tocá el botón del plan que elegiste. Si empezás con Autogestionable, después podés pasar a Llave en Mano pagando solo la diferencia.",
      buttonLabels: {
        diy: "Comprar Autogestionable",
        full_service: "Comprar Llave en Mano",
      },
    },
    processingLabel: "Procesando...",
    messages: {
      incomplete: { title: "Campos incompletos", description: INCOMPLETE_FORM_DESCRIPTION },
      success: {
        title: "Solicitud Recibida!",
        description: "Serás redirigido para completar el pago. ¡Gracias!",
      },
      error: {
        title: "Hubo un error",
        description: "No se pudo procesar tu solicitud. Por favor, intentá de nuevo.",
      },
    },
  },
  demo: {
    title: "Probá un agente real antes de decidir",
    text: "Chateá con nuestra asistente de demostración y fijate cómo responde, recomienda y agenda. Es el mismo tipo de agente que vas a tener en tu negocio.",
    buttonLabel: "Probar la demo",
    path: "/tiziana",
    newTab: true,
  },
  closing: {
    title: "Cada mensaje sin responder es una venta que se va",
    text: "Mientras lo pensás, tus clientes siguen escribiendo. Dejá que un agente de IA los atienda por vos.",
    buttonLabel: "Elegir mi plan",
  },
  maintenance: {
    title: "Mantenimiento mensual",
    text: "Para funcionar, el agente necesita hosting y plataforma. Ese costo mensual es aparte del plan y lo pagás solo mientras lo uses.",
    priceFrom: { amount: 45000, display: "$45.000" },
    messagesPerMonth: 1000,
    items: [
      "Desde $45.000 por mes (hosting y plataforma)",
      "Hasta 1.000 mensajes por mes, con recepción ilimitada",
      "Sin contrato de permanencia",
      "Podés cancelar cuando quieras",
    ],
    upgradeNote:
      "Si compraste Autogestionable y te trabaste, te acreditamos lo que pagaste y abonás solo la diferencia para pasar a Llave en Mano.",
  },
  contactPromise: "Te contactamos dentro de las 24 horas para empezar con tu agente.",
};

const latam: OfferPageCopy = {
  market: "latam",
  path: "/oferta-agente-whatsapp-latam",
  currency: "USD",
  seo: {
    title: "Oferta LATAM: agente de WhatsApp con IA para tu negocio",
    description:
      "Un agente con IA que atiende tu WhatsApp las 24 horas. Autogestionable por USD 35 o Llave en Mano por USD 140, sobre un valor real de USD 700.",
    keywords: [
      "agente de WhatsApp con IA",
      "chatbot de WhatsApp para empresas",
      "bot de WhatsApp Latinoamérica",
      "automatizar WhatsApp Business",
      "asistente virtual de WhatsApp",
      "oferta agente de WhatsApp",
    ],
  },
  banner: {
    promoLabel: "¡Precio promocional por tiempo limitado!",
    runningLabel: "¡Precio promocional! La oferta termina en",
    units: { days: "días", hours: "horas", minutes: "min", seconds: "seg" },
    endedText: ENDED_TEXT,
  },
  hero: {
    eyebrow: "Agente de WhatsApp con inteligencia artificial",
    title: "Tu WhatsApp atendiendo y vendiendo las 24 horas, incluso cuando no puedes responder",
    subtitle:
      "Un agente con IA responde consultas, toma pedidos y agenda citas en tu número de WhatsApp, con el estilo de tu negocio. Elige si lo configuras tú o si nuestro equipo lo deja funcionando.",
    ctaLabel: "Quiero mi agente",
  },
  plans: {
    title: "Elige cómo quieres tu agente",
    subtitle:
      "Dos caminos hacia el mismo resultado: un agente de IA atendiendo tu WhatsApp a toda hora.",
    realValueLabel: "Valor real",
    realValue: { amount: 700, display: "USD 700" },
    priceNote: "Precios en dólares estadounidenses. El mantenimiento mensual se cobra aparte.",
    diy: {
      id: "diy",
      name: "Autogestionable",
      audience: "Para usuarios con conocimientos técnicos intermedios o avanzados",
      description:
        "Recibes todo lo necesario para poner en marcha el agente por tu cuenta: la base lista, las guías paso a paso y la libertad de ajustarlo a tu ritmo.",
      features: [
        "Agente de IA base, listo para personalizar",
        "Guías paso a paso para conectarlo a tu WhatsApp",
        "Plantillas de respuestas para los sectores más comunes",
        "Base de conocimiento editable: precios, horarios y preguntas frecuentes",
        "Panel para seguir las conversaciones",
        "Si te quedas atascado, pasas a Llave en Mano pagando solo la diferencia",
      ],
      price: { amount: 35, display: "USD 35" },
      savingsPercent: 95,
      savingsBadge: "Ahorras 95%",
      buttonLabel: "Elegir Autogestionable",
    },
    full_service: {
      id: "full_service",
      name: "Llave en Mano",
      audience: "Para quienes prefieren que nuestro equipo se encargue de todo",
      description:
        "Nuestro equipo configura, entrena y conecta tu agente con la información de tu negocio. Tú nos cuentas cómo trabajas y lo recibes funcionando.",
      features: [
        "Configuración completa a cargo de nuestro equipo",
        "Entrenamiento con los productos, precios y políticas de tu negocio",
        "Conexión con tu número de WhatsApp",
        "Personalidad y tono adaptados a tu marca",
        "Derivación a una persona cuando el cliente lo necesita",
        "Pruebas con conversaciones reales antes del lanzamiento",
        "Capacitación para que tu equipo use el panel",
      ],
      price: { amount: 140, display: "USD 140" },
      savingsPercent: 80,
      savingsBadge: "Ahorras 80%",
      buttonLabel: "Elegir Llave en Mano",
      ribbon: "Recomendado",
    },
  },
  process: {
    title: "Empezar es así de simple",
    steps: [
      {
        step: "01",
        title: "Elige tu plan",
        description:
          "Completa el formulario con tus datos, elige Autogestionable o Llave en Mano y te llevamos directamente al pago.",
        icon: "MousePointerClick",
      },
      {
        step: "02",
        title: "Configuramos tu agente",
        description:
          "Con Autogestionable sigues las guías a tu ritmo; con Llave en Mano nuestro equipo lo entrena con la información de tu negocio.",
        icon: "Settings",
      },
      {
        step: "03",
        title: "Tu agente en acción",
        description:
          "El agente empieza a responder en tu WhatsApp: consultas, pedidos y citas, a cualquier hora.",
        icon: "Rocket",
      },
    ],
  },
  businessTypes: {
    title: "¿Para qué negocios sirve?",
    subtitle:
      "Para cualquier sector que reciba consultas por WhatsApp. Estos son algunos ejemplos:",
    items: [
      {
        id: "tienda-online",
        title: "Tienda online",
        useCase:
          "Responde sobre disponibilidad, tallas y envíos, y envía el enlace de pago en el momento.",
        icon: "ShoppingCart",
      },
      {
        id: "restaurante",
        title: "Restaurante",
        useCase: "Toma pedidos a domicilio, comparte el menú del día y confirma reservaciones.",
        icon: "Utensils",
      },
      {
        id: "servicios-profesionales",
        title: "Servicios profesionales",
        useCase:
          "Filtra consultas, explica honorarios y agenda reuniones para despachos contables, legales o de arquitectura.",
        icon: "Briefcase",
      },
      {
        id: "inmobiliaria",
        title: "Inmobiliaria",
        useCase:
          "Envía fichas de propiedades, califica a los interesados y coordina visitas o recorridos.",
        icon: "House",
      },
      {
        id: "clinicas-gimnasios",
        title: "Clínicas y gimnasios",
        useCase:
          "Agenda citas y clases, envía recordatorios y responde sobre seguros y membresías.",
        icon: "Stethoscope",
      },
      {
        id: "institutos-educativos",
        title: "Institutos educativos",
        useCase: "Informa sobre cursos, fechas de inicio y costos, y gestiona preinscripciones.",
        icon: "GraduationCap",
      },
    ],
  },
  testimonials: {
    title: "Negocios que ya atienden con su agente",
    subtitle: "Lo que cambia cuando WhatsApp deja de ser una carga.",
    sampleLabel: "Testimonio de ejemplo",
    // SAMPLE testimonials, written only to lay out the section: the agency replaces them with
    // real clients' words (and sets `sample: false`) before publishing.
    items: [
      {
        sample: true,
        name: "Andrea P.",
        business: "Tienda de cosmética online",
        city: "Bogotá",
        quote:
          "El agente responde sobre productos y envíos mientras yo empaco pedidos. Dejé de perder ventas por contestar tarde.",
      },
      {
        sample: true,
        name: "Jorge R.",
        business: "Agencia inmobiliaria",
        city: "Ciudad de México",
        quote:
          "El agente filtra a los interesados y me agenda las visitas. Ahora solo atiendo a quienes de verdad quieren comprar o rentar.",
      },
      {
        sample: true,
        name: "Valeria S.",
        business: "Gimnasio",
        city: "Lima",
        quote:
          "Las preguntas sobre horarios y membresías se responden solas, y el equipo de recepción se dedica a atender a los socios.",
      },
    ],
  },
  purchaseForm: {
    title: "Completa tus datos y elige tu plan",
    subtitle:
      "Al enviar el formulario te llevamos al pago. Te contactaremos dentro de las 24 horas para comenzar con tu agente.",
    labels: {
      name: "Nombre completo",
      email: "Email",
      phone: "Teléfono (WhatsApp)",
      country: "País",
      city: "Estado o ciudad",
    },
    placeholders: {
      name: "Tu nombre y apellido",
      email: "Tu email",
      phone: "Tu WhatsApp con código de país",
      country: "Selecciona tu país",
      city: "Tu estado o ciudad",
    },
    planChoice: {
      title: "¿Qué plan quieres?",
      text: "Pulsa el botón del plan que elegiste. Si comienzas con Autogestionable, luego puedes pasar a Llave en Mano pagando solo la diferencia.",
      buttonLabels: {
        diy: "Comprar Autogestionable",
        full_service: "Comprar Llave en Mano",
      },
    },
    processingLabel: "Procesando...",
    messages: {
      incomplete: { title: "Campos incompletos", description: INCOMPLETE_FORM_DESCRIPTION },
      success: {
        title: "Solicitud Recibida!",
        description: "Serás redirigido para completar el pago. ¡Gracias!",
      },
      error: {
        title: "Hubo un error",
        description: "No se pudo procesar tu solicitud. Por favor, intenta de nuevo.",
      },
    },
  },
  demo: {
    title: "Prueba un agente real antes de decidir",
    text: "Conversa con nuestra asistente de demostración y comprueba cómo responde, recomienda y agenda. Es el mismo tipo de agente que tendrás en tu negocio.",
    buttonLabel: "Probar la demo",
    path: "/tiziana",
    newTab: true,
  },
  closing: {
    title: "Cada mensaje sin respuesta es una venta que se pierde",
    text: "Mientras lo piensas, tus clientes siguen escribiendo. Deja que un agente de IA los atienda por ti.",
    buttonLabel: "Elegir mi plan",
  },
  maintenance: {
    title: "Mantenimiento mensual",
    text: "Para funcionar, el agente necesita hosting y plataforma. Ese costo mensual es aparte del plan y solo lo pagas mientras lo uses.",
    priceFrom: { amount: 35, display: "USD 35" },
    messagesPerMonth: 1000,
    items: [
      "Desde USD 35 al mes (hosting y plataforma)",
      "Hasta 1000 mensajes al mes, con recepción ilimitada",
      "Sin contrato de permanencia",
      "Puedes cancelar cuando quieras",
    ],
    upgradeNote:
      "Si compraste Autogestionable y te quedaste atascado, te acreditamos lo que pagaste y solo pagas la diferencia para pasar a Llave en Mano.",
  },
  contactPromise: "Te contactaremos dentro de las 24 horas para comenzar con tu agente.",
};

export const offerPages: Record<OfferMarket, OfferPageCopy> = { ars, latam };

/* ------------------------------------------------------------------ countries */

/** The purchase form's 21 options, in the spec's order (spec 001 §3). */
export const countryCodes = [
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
] as const;

export type CountryCode = (typeof countryCodes)[number];

export interface Country {
  code: CountryCode;
  name: string;
}

export const countries: readonly Country[] = [
  { code: "AR", name: "Argentina" },
  { code: "BO", name: "Bolivia" },
  { code: "CL", name: "Chile" },
  { code: "CO", name: "Colombia" },
  { code: "CR", name: "Costa Rica" },
  { code: "EC", name: "Ecuador" },
  { code: "SV", name: "El Salvador" },
  { code: "ES", name: "España" },
  { code: "US", name: "Estados Unidos" },
  { code: "GT", name: "Guatemala" },
  { code: "HN", name: "Honduras" },
  { code: "MX", name: "México" },
  { code: "NI", name: "Nicaragua" },
  { code: "PA", name: "Panamá" },
  { code: "PY", name: "Paraguay" },
  { code: "PE", name: "Perú" },
  { code: "PR", name: "Puerto Rico" },
  { code: "DO", name: "República Dominicana" },
  { code: "UY", name: "Uruguay" },
  { code: "VE", name: "Venezuela" },
  { code: "OT", name: "Otro" },
];

/** Default country of the purchase form: CO (spec 001 §3, first reading). */
export const DEFAULT_COUNTRY: CountryCode = "CO";

export function countryName(code: string): string | undefined {
  return countries.find((country) => country.code === code)?.name;
}

/* --------------------------------------------------------------- social proof */

export interface SocialProofMessage {
  firstName: string;
  city: string;
  solution: OfferPlanName;
}

/** The popup's sentence; placeholders in braces. */
export const socialProofTemplate: Record<OfferMarket, string> = {
  ars: "{firstName} de {city} compró {solution}",
  latam: "{firstName} de {city} compró {solution}",
};

export function formatSocialProof(message: SocialProofMessage, template: string): string {
  return template
    .replaceAll("{firstName}", message.firstName)
    .replaceAll("{city}", message.city)
    .replaceAll("{solution}", message.solution);
}

// SAMPLE purchases for the rotating popup (spec 001 §4: "20 sample messages"). They are not real
// buyers: the agency should replace them with real, consented purchases before publishing.
export const socialProof: Record<OfferMarket, SocialProofMessage[]> = {
  ars: [
    { firstName: "Sofía", city: "Córdoba", solution: "Llave en Mano" },
    { firstName: "Matías", city: "Rosario", solution: "Autogestionable" },
    { firstName: "Valentina", city: "Mendoza", solution: "Llave en Mano" },
    { firstName: "Lucas", city: "San Miguel de Tucumán", solution: "Autogestionable" },
    { firstName: "Camila", city: "Mar del Plata", solution: "Llave en Mano" },
    { firstName: "Nicolás", city: "Neuquén", solution: "Llave en Mano" },
    { firstName: "Florencia", city: "Salta", solution: "Autogestionable" },
    { firstName: "Agustín", city: "San Luis", solution: "Llave en Mano" },
    { firstName: "Julieta", city: "La Plata", solution: "Autogestionable" },
    { firstName: "Tomás", city: "Bahía Blanca", solution: "Llave en Mano" },
    { firstName: "Micaela", city: "Posadas", solution: "Autogestionable" },
    { firstName: "Federico", city: "Santa Fe", solution: "Llave en Mano" },
    { firstName: "Rocío", city: "Corrientes", solution: "Llave en Mano" },
    { firstName: "Gonzalo", city: "Paraná", solution: "Autogestionable" },
    { firstName: "Antonella", city: "San Juan", solution: "Llave en Mano" },
    { firstName: "Facundo", city: "Comodoro Rivadavia", solution: "Autogestionable" },
    { firstName: "Milagros", city: "Resistencia", solution: "Llave en Mano" },
    { firstName: "Ezequiel", city: "Ciudad de Buenos Aires", solution: "Autogestionable" },
    { firstName: "Carla", city: "San Carlos de Bariloche", solution: "Llave en Mano" },
    { firstName: "Diego", city: "San Salvador de Jujuy", solution: "Autogestionable" },
  ],
  latam: [
    { firstName: "Andrés", city: "Bogotá", solution: "Llave en Mano" },
    { firstName: "Mariana", city: "Medellín", solution: "Autogestionable" },
    { firstName: "Diego", city: "Ciudad de México", solution: "Llave en Mano" },
    { firstName: "Fernanda", city: "Guadalajara", solution: "Autogestionable" },
    { firstName: "Carlos", city: "Caracas", solution: "Llave en Mano" },
    { firstName: "Daniela", city: "Lima", solution: "Llave en Mano" },
    { firstName: "José", city: "Tegucigalpa", solution: "Autogestionable" },
    { firstName: "Catalina", city: "Santiago de Chile", solution: "Llave en Mano" },
    { firstName: "Sebastián", city: "Quito", solution: "Autogestionable" },
    { firstName: "Gabriela", city: "Managua", solution: "Llave en Mano" },
    { firstName: "Ricardo", city: "Montevideo", solution: "Autogestionable" },
    { firstName: "Natalia", city: "Asunción", solution: "Llave en Mano" },
    { firstName: "Luis", city: "Santa Cruz de la Sierra", solution: "Autogestionable" },
    { firstName: "Paola", city: "San José de Costa Rica", solution: "Llave en Mano" },
    { firstName: "Alejandro", city: "Ciudad de Panamá", solution: "Llave en Mano" },
    { firstName: "Isabel", city: "Santo Domingo", solution: "Autogestionable" },
    { firstName: "Miguel", city: "San Juan de Puerto Rico", solution: "Llave en Mano" },
    { firstName: "Verónica", city: "Ciudad de Guatemala", solution: "Autogestionable" },
    { firstName: "Pablo", city: "San Salvador", solution: "Llave en Mano" },
    { firstName: "Lorena", city: "Buenos Aires", solution: "Autogestionable" },
  ],
};
