import type { IconCard, SixCards } from "./icons";
import type { SalesPageSeo } from "./service-pages";

/**
 * /monitoreo-colmenas (spec 001 §2): hive monitoring for beekeepers. Hero with two buttons,
 * 6 features, results, thermal Varroa treatment, why choose us, awards (2018 and 2019) and a
 * contact form replaced by a thank-you view after sending. The lead's tipo ('lead') and
 * origen ('Landing Apicultura') live in @agencia/leads.
 */

export const HIVE_PATH = "/monitoreo-colmenas";

/** Sticky-scroll offset of the page's in-page links (spec 001 §9). */
export const HIVE_SCROLL_OFFSET_PX = 80;

export type HiveRol = "productor" | "proveedor" | "inversor" | "otro";

export interface HiveRoleOption<V extends HiveRol = HiveRol> {
  value: V;
  label: string;
}

export interface HiveHero {
  eyebrow: string;
  title: string;
  subtitle: string;
  /** Scrolls to the contact form. */
  primaryLabel: "Solicitar Información";
  /** Scrolls to the features. */
  secondaryLabel: "Conocer más";
}

/** An animated counter: the number, then `suffix` appended as is. */
export interface HiveResult {
  value: number;
  suffix?: string;
  label: string;
}

export interface HiveResults {
  title: string;
  items: [HiveResult, HiveResult, HiveResult] | [HiveResult, HiveResult, HiveResult, HiveResult];
}

export interface HiveVarroa {
  title: string;
  paragraphs: string[];
  bullets: string[];
}

export interface HiveWhyUs {
  title: string;
  items: IconCard[];
}

export interface HiveAward<Y extends 2018 | 2019 = 2018 | 2019> {
  year: Y;
  title: string;
  description: string;
}

export interface HiveFormFields<T = string> {
  name: T;
  email: T;
  phone: T;
  rol: T;
  message: T;
}

export interface HiveForm {
  title: string;
  subtitle: string;
  labels: HiveFormFields;
  placeholders: HiveFormFields;
  roles: [
    HiveRoleOption<"productor">,
    HiveRoleOption<"proveedor">,
    HiveRoleOption<"inversor">,
    HiveRoleOption<"otro">,
  ];
  submitLabel: string;
  sendingLabel: string;
  /** The custom check when name or email is missing (spec 001 §5), letter for letter. */
  missingData: { title: "Faltan datos"; description: "Por favor, completá tu nombre y email." };
  thankYou: { title: "¡Gracias!"; text: string };
}

export interface HivePage {
  path: typeof HIVE_PATH;
  seo: SalesPageSeo;
  hero: HiveHero;
  /** Headings of the sections whose data is a plain list. */
  sections: {
    features: { title: string; subtitle: string };
    awards: { title: string };
  };
  features: SixCards;
  results: HiveResults;
  varroa: HiveVarroa;
  whyUs: HiveWhyUs;
  /** Exactly two: 2018, then 2019. */
  awards: [HiveAward<2018>, HiveAward<2019>];
  form: HiveForm;
}

/** The page's head, on its own so that the site's route table does not pull in the page's copy. */
export const hiveSeo: SalesPageSeo = {
  title: "Monitoreo de colmenas y tratamiento térmico contra Varroa",
  description:
    "Controlá tus colmenas a distancia: temperatura, humedad, peso y actividad en tiempo real, alertas en el celular y tratamiento térmico contra Varroa.",
  keywords: [
    "monitoreo de colmenas",
    "apicultura de precisión",
    "sensores para colmenas",
    "tratamiento térmico Varroa",
    "balanza para colmenas",
    "apicultura en Argentina",
  ],
};

export const hivePage: HivePage = {
  path: HIVE_PATH,
  seo: hiveSeo,
  hero: {
    eyebrow: "Apicultura de precisión",
    title: "Conocé el estado de cada colmena sin abrirla",
    subtitle:
      "Sensores que miden temperatura, humedad, peso y actividad dentro de la colmena y te avisan en el celular cuando algo cambia. Menos viajes al apiario, intervenciones a tiempo y un tratamiento térmico contra Varroa sin químicos.",
    primaryLabel: "Solicitar Información",
    secondaryLabel: "Conocer más",
  },
  sections: {
    features: {
      title: "Tu apiario, en la palma de la mano",
      subtitle:
        "Cada colmena monitoreada envía sus datos al panel, para que decidas cuándo y dónde hace falta ir.",
    },
    awards: { title: "Reconocimientos" },
  },
  features: [
    {
      title: "Temperatura y humedad internas",
      description:
        "Seguí el clima dentro de la cámara de cría para detectar fallas de termorregulación antes de que afecten a la colonia.",
      icon: "Thermometer",
    },
    {
      title: "Peso de la colmena",
      description:
        "Una balanza bajo la colmena registra la entrada de néctar, el consumo de reservas y el momento justo para cosechar.",
      icon: "Scale",
    },
    {
      title: "Actividad y sonido",
      description:
        "El seguimiento del sonido y la actividad de la colonia ayuda a anticipar enjambrazones, orfandad o situaciones de estrés.",
      icon: "Radio",
    },
    {
      title: "Alertas en el celular",
      description:
        "Recibís un aviso cuando la temperatura, el peso o la actividad se salen de lo normal, estés donde estés.",
      icon: "Smartphone",
    },
    {
      title: "Pensado para el campo",
      description:
        "Equipos de bajo consumo que transmiten los datos desde el apiario, preparados para trabajar en zonas rurales.",
      icon: "Wifi",
    },
    {
      title: "Historial y reportes",
      description:
        "Un panel con la evolución de cada colmena y de todo el apiario, para comparar temporadas y planificar el manejo.",
      icon: "ChartLine",
    },
  ],
  results: {
    title: "Lo que cambia en tu apiario",
    items: [
      { value: 24, suffix: "/7", label: "Monitoreo continuo de cada colmena, de día y de noche" },
      { value: 4, label: "Variables medidas: temperatura, humedad, peso y actividad" },
      {
        value: 40,
        suffix: "\u00a0°C",
        label: "Temperatura aproximada del tratamiento térmico contra Varroa",
      },
      { value: 0, label: "Acaricidas químicos en el tratamiento térmico" },
    ],
  },
  varroa: {
    title: "Tratamiento térmico contra Varroa",
    paragraphs: [
      "La Varroa es uno de los principales problemas sanitarios de la apicultura. Los tratamientos con acaricidas pueden dejar residuos en la cera y en la miel, y con el uso repetido el ácaro puede volverse resistente.",
      "Nuestro sistema eleva de forma controlada la temperatura de la cámara de cría a alrededor de 40 °C durante el tiempo necesario. Las abejas toleran ese calor, mientras que el ácaro es mucho más sensible a él: así se reduce la infestación sin productos químicos.",
      "Los sensores controlan la temperatura durante todo el tratamiento, y podés programarlo y seguirlo desde el celular.",
    ],
    bullets: [
      "Sin acaricidas químicos: sin residuos del tratamiento en la miel ni en la cera",
      "Temperatura controlada, alrededor de 40 °C",
      "Una alternativa que no depende de acaricidas a los que el ácaro pueda volverse resistente",
      "Programación y seguimiento desde el celular",
    ],
  },
  whyUs: {
    title: "¿Por qué elegirnos?",
    items: [
      {
        title: "Datos que se convierten en decisiones",
        description:
          "No te damos solo números: el sistema interpreta las mediciones y te indica qué colmena necesita una visita.",
        icon: "Brain",
      },
      {
        title: "Acompañamiento en la instalación",
        description:
          "Te ayudamos a instalar los equipos en el apiario y a interpretar los primeros datos.",
        icon: "Handshake",
      },
      {
        title: "Trayectoria reconocida",
        description:
          "El proyecto recibió reconocimientos en 2018 y 2019 por su aporte a la innovación apícola.",
        icon: "Award",
      },
      {
        title: "Apicultura más sustentable",
        description:
          "Menos químicos, menos viajes y colonias más sanas: mejor para tus abejas y para el ambiente.",
        icon: "Leaf",
      },
    ],
  },
  // The spec gives only the years; the agency should put the exact names of the awards and
  // of the institutions that granted them in these titles.
  awards: [
    {
      year: 2018,
      title: "Premio a la innovación tecnológica",
      description:
        "Distinción al desarrollo del sistema de monitoreo remoto de colmenas como aporte innovador a la producción apícola.",
    },
    {
      year: 2019,
      title: "Reconocimiento a la apicultura sustentable",
      description:
        "Distinción al tratamiento térmico contra Varroa como alternativa sin químicos para la sanidad de las colmenas.",
    },
  ],
  form: {
    title: "Solicitá información",
    subtitle:
      "Contanos sobre tu apiario o tu interés en el proyecto y te contactamos dentro de las 24 horas.",
    labels: {
      name: "Nombre",
      email: "Email",
      phone: "Teléfono",
      rol: "Soy",
      message: "Mensaje",
    },
    placeholders: {
      name: "Tu nombre",
      email: "Tu email",
      phone: "Tu teléfono (opcional)",
      rol: "Seleccioná una opción",
      message: "Contanos cuántas colmenas tenés, dónde está tu apiario o qué te interesa",
    },
    roles: [
      { value: "productor", label: "Productor apícola" },
      { value: "proveedor", label: "Proveedor" },
      { value: "inversor", label: "Inversor" },
      { value: "otro", label: "Otro" },
    ],
    submitLabel: "Enviar consulta",
    sendingLabel: "Enviando...",
    missingData: { title: "Faltan datos", description: "Por favor, completá tu nombre y email." },
    thankYou: {
      title: "¡Gracias!",
      text: "Recibimos tu consulta. Te contactamos dentro de las 24 horas para contarte cómo funciona el monitoreo en tu apiario.",
    },
  },
};
