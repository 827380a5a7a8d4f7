import type { PageHero, Stat } from "./home";
import type { IconName } from "./icons";

/** /nosotros copy. */

export const aboutHero = {
  title: "Somos tu socio en la transformación digital",
  subtitle:
    "Desde 2015 ayudamos a pymes de Argentina y Latinoamérica a trabajar mejor con tecnología: primero con sitios web y sistemas de gestión, hoy con inteligencia artificial aplicada a problemas concretos.",
} as const satisfies PageHero;

export interface Mission {
  title: string;
  paragraphs: readonly [string, string];
}

export const mission = {
  title: "Nuestra misión",
  paragraphs: [
    "Que cualquier pyme, y no solo las grandes empresas, pueda aprovechar la inteligencia artificial y la tecnología digital para vender más, atender mejor a sus clientes y trabajar con menos carga operativa.",
    "Por eso hablamos claro, trabajamos por etapas y medimos cada proyecto con indicadores de negocio: horas ahorradas, consultas respondidas, ventas generadas. Si una solución no va a mejorar tus números, no te la vamos a recomendar.",
  ],
} as const satisfies Mission;

export const stats = [
  { value: 500, suffix: "+", label: "Proyectos" },
  { value: 150, suffix: "+", label: "Empresas" },
  { value: 98, suffix: "%", label: "Satisfacción" },
  { value: 10, suffix: "+", label: "Años de experiencia" },
] as const satisfies readonly Stat[];

export interface CompanyValue {
  title: "Innovación" | "Pasión" | "Resultados" | "Colaboración";
  description: string;
  icon: IconName;
}

export interface ValuesSection {
  title: string;
  items: readonly [CompanyValue, CompanyValue, CompanyValue, CompanyValue];
}

export const companyValues = {
  title: "Nuestros valores",
  items: [
    {
      title: "Innovación",
      description:
        "Probamos cada herramienta nueva antes de recomendarla y la llevamos a tu empresa solo cuando está madura y resuelve un problema real.",
      icon: "Lightbulb",
    },
    {
      title: "Pasión",
      description:
        "Nos gusta lo que hacemos y se nota en los detalles: en un mensaje bien escrito del asistente, en un sistema que tu equipo usa sin necesidad de manual.",
      icon: "Heart",
    },
    {
      title: "Resultados",
      description:
        "Cada proyecto arranca con objetivos medibles y termina con números concretos: tiempo ahorrado, costos reducidos, consultas y ventas generadas.",
      icon: "Target",
    },
    {
      title: "Colaboración",
      description:
        "Trabajamos codo a codo con tu equipo, escuchamos a quienes usan el sistema todos los días y te dejamos capacitado para seguir por tu cuenta.",
      icon: "Handshake",
    },
  ],
} as const satisfies ValuesSection;

export interface TeamBlurb {
  title: string;
  text: string;
}

export const team = {
  title: "Nuestro equipo",
  text: "Somos un equipo multidisciplinario repartido entre San Luis y Buenos Aires: desarrolladores, especialistas en inteligencia artificial, diseñadores, analistas de datos y especialistas en marketing digital. Combinamos la cercanía de quien conoce de primera mano a las pymes del interior con la experiencia de proyectos para empresas de todo el país y de Latinoamérica. Cada cliente tiene un responsable de proyecto que conoce su negocio y le responde sin intermediarios.",
} as const satisfies TeamBlurb;

export interface TimelineEntry {
  year: number;
  title: string;
  description: string;
}

export const timelineTitle = "Nuestra historia";

export const timeline = [
  {
    year: 2015,
    title: "Fundación",
    description:
      "Nacemos en San Luis con una idea simple: acercar la tecnología a las pymes de la región con soluciones a medida y un trato cercano.",
  },
  {
    year: 2016,
    title: "Primeros 50 clientes",
    description:
      "Comercios, estudios profesionales e industrias de la región confían en nosotros sus sitios web y sistemas de gestión.",
  },
  {
    year: 2021,
    title: "Escuela de programación",
    description:
      "Lanzamos nuestra escuela de programación para formar talento local y sumar nuevos perfiles al equipo.",
  },
  {
    year: 2022,
    title: "Expansión a Latinoamérica",
    description:
      "Empezamos a trabajar con empresas de otros países de la región y consolidamos un modelo de trabajo remoto sin perder la cercanía.",
  },
  {
    year: 2023,
    title: "Alianza estratégica",
    description:
      "Cerramos una alianza estratégica que amplía nuestra capacidad en inteligencia artificial y nos permite ofrecer soluciones más completas.",
  },
  {
    year: 2024,
    title: "Más de 500 proyectos",
    description:
      "Superamos los 500 proyectos completados y pusimos el foco en automatizaciones y agentes conversacionales con IA para pymes.",
  },
] as const satisfies readonly TimelineEntry[];
