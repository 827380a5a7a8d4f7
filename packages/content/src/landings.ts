import type { SixCards } from "./icons";
import type { SalesPageSeo } from "./service-pages";

/**
 * The seven pain-point landings for paid ads (spec 001 §2), rendered without the main navbar:
 * a hero with the lead form beside it, a solution block and 6 benefits.
 * The lead's origen is the landing's `origen`; its tipo ('Landing Page Lead') lives in @agencia/leads.
 */

export const landingSlugs = [
  "landing-atencion-cliente",
  "landing-aumentar-ventas",
  "landing-no-entiendo-tecnologia",
  "landing-organizar-administracion",
  "landing-sin-tiempo-marketing",
  "landing-vender-mas",
  "landing-web-no-convierte",
] as const;

export type LandingSlug = (typeof landingSlugs)[number];

export interface LandingHero {
  eyebrow: string;
  title: string;
  subtitle: string;
  bullets: [string, string, string];
}

export interface LandingLeadForm {
  title: string;
  subtitle: string;
  submitLabel: string;
  /** Small print under the submit button. */
  privacyNote: string;
}

export interface LandingSolution {
  title: string;
  paragraphs: string[];
  steps?: string[];
}

export interface LandingClosing {
  title: string;
  text: string;
  /** Scrolls back to the lead form. */
  buttonLabel: string;
}

export interface Landing {
  /** Without the leading slash, e.g. 'landing-vender-mas'. */
  slug: LandingSlug;
  path: `/${LandingSlug}`;
  /** The landing's own lead label, written as the lead's origen. */
  origen: string;
  seo: SalesPageSeo;
  hero: LandingHero;
  form: LandingLeadForm;
  solution: LandingSolution;
  benefits: SixCards;
  closing: LandingClosing;
}

const atencionCliente: Landing = {
  slug: "landing-atencion-cliente",
  path: "/landing-atencion-cliente",
  origen: "Landing Atención al Cliente",
  seo: {
    title: "Atención al cliente por WhatsApp a toda hora, con IA",
    description:
      "Tus clientes esperan respuesta ya. Un agente con IA atiende tu WhatsApp y tu web a toda hora y baja hasta 60% tus costos de soporte.",
    keywords: [
      "atención al cliente automatizada",
      "responder WhatsApp automáticamente",
      "chatbot de atención al cliente",
      "soporte 24 horas",
      "agente de IA para WhatsApp",
    ],
  },
  hero: {
    eyebrow: "¿Tus clientes esperan horas una respuesta?",
    title: "Respondé a cada cliente en segundos, aunque estés con las manos ocupadas",
    subtitle:
      "Un agente con inteligencia artificial atiende tu WhatsApp y el chat de tu web, resuelve las consultas frecuentes y te pasa solo las que necesitan una persona.",
    bullets: [
      "Respuestas al instante, también de noche y en feriados",
      "Hasta 60% menos en costos de soporte",
      "Derivación a tu equipo con toda la conversación",
    ],
  },
  form: {
    title: "Recibí una propuesta para tu atención",
    subtitle: "Completá tus datos y te contactamos dentro de las 24 horas.",
    submitLabel: "Quiero atender mejor",
    privacyNote:
      "Usamos tus datos solo para responder esta consulta. No los compartimos con terceros.",
  },
  solution: {
    title: "Un agente que atiende como tu mejor empleado, todo el día",
    paragraphs: [
      "Entrenamos al agente con tus productos, precios, horarios y políticas de cambio, para que responda con información correcta y con el tono de tu marca.",
      "Cuando un cliente tiene un reclamo o una consulta fuera de lo común, el agente se la deriva a tu equipo con el historial completo, así nadie tiene que volver a explicar el problema.",
    ],
    steps: [
      "Analizamos las consultas que más recibís",
      "Entrenamos al agente con la información de tu negocio",
      "Lo conectamos a tu WhatsApp y a tu web",
      "Revisamos las conversaciones y afinamos las respuestas",
    ],
  },
  benefits: [
    {
      title: "Nadie queda esperando",
      description:
        "Cada mensaje recibe respuesta en segundos, sin importar la hora ni cuántos lleguen a la vez.",
      icon: "Clock",
    },
    {
      title: "Soporte más barato",
      description:
        "Las consultas repetitivas se resuelven solas y el costo de soporte baja hasta un 60%.",
      icon: "PiggyBank",
    },
    {
      title: "Clientes más conformes",
      description: "Nadie queda «en visto»: una atención rápida y amable se nota y se recuerda.",
      icon: "Heart",
    },
    {
      title: "Un equipo descomprimido",
      description:
        "Tu gente deja de contestar lo mismo todo el día y se enfoca en los casos que necesitan criterio.",
      icon: "Users",
    },
    {
      title: "Respuestas consistentes",
      description:
        "Todos los clientes reciben la misma información correcta, sin depender de quién esté atendiendo.",
      icon: "MessagesSquare",
    },
    {
      title: "Sabés qué te preguntan",
      description:
        "Las conversaciones quedan registradas y te muestran dudas frecuentes, quejas y oportunidades de mejora.",
      icon: "ChartBar",
    },
  ],
  closing: {
    title: "Tus clientes ya te están escribiendo. ¿Quién les responde?",
    text: "Dejá de perder consultas por demoras. Contanos cómo atendés hoy y te mostramos cómo quedaría tu agente.",
    buttonLabel: "Quiero mi agente de atención",
  },
};

const aumentarVentas: Landing = {
  slug: "landing-aumentar-ventas",
  path: "/landing-aumentar-ventas",
  origen: "Landing Aumentar Ventas",
  seo: {
    title: "Aumentá las ventas de tu pyme con clientes nuevos cada mes",
    description:
      "Atraé clientes nuevos con campañas medidas, una web que convierte y seguimiento automático de cada contacto. Dejá de depender del boca en boca.",
    keywords: [
      "aumentar ventas pyme",
      "conseguir clientes nuevos",
      "captación de clientes",
      "campañas digitales",
      "generación de prospectos",
    ],
  },
  hero: {
    eyebrow: "¿Tus ventas están estancadas?",
    title: "Conseguí clientes nuevos todos los meses, no solo cuando alguien te recomienda",
    subtitle:
      "Combinamos campañas digitales segmentadas, una página preparada para convertir y automatizaciones de seguimiento para que tu negocio deje de depender del boca en boca.",
    bullets: [
      "Campañas dirigidas a tu cliente ideal",
      "Cada consulta registrada y con seguimiento",
      "Cuánto te cuesta cada cliente nuevo, a la vista",
    ],
  },
  form: {
    title: "Pedí tu plan de crecimiento",
    subtitle: "Dejanos tus datos y te contactamos dentro de las 24 horas para analizar tu caso.",
    submitLabel: "Quiero mi plan de crecimiento",
    privacyNote:
      "Tu información es confidencial y la usamos únicamente para responder tu consulta.",
  },
  solution: {
    title: "Un sistema de captación que trabaja todos los días",
    paragraphs: [
      "El boca en boca es valioso, pero no se puede planificar. Armamos un circuito que atrae a personas interesadas en lo que vendés, las lleva a una página pensada para convertir y registra cada contacto.",
      "Después, la automatización hace el resto: respuesta inmediata, recordatorios de seguimiento y mensajes para quienes mostraron interés y todavía no compraron.",
    ],
    steps: [
      "Definimos tu cliente ideal y tu oferta principal",
      "Lanzamos campañas en los canales donde está ese cliente",
      "Capturamos y respondemos cada consulta al instante",
      "Medimos, ajustamos y escalamos lo que funciona",
    ],
  },
  benefits: [
    {
      title: "Prospectos con interés real",
      description:
        "Tus anuncios llegan a personas de tu zona que buscan lo que ofrecés, no a cualquiera que pasa.",
      icon: "Target",
    },
    {
      title: "Crecimiento previsible",
      description:
        "Con un flujo constante de consultas podés planificar compras, stock y personal con más tranquilidad.",
      icon: "TrendingUp",
    },
    {
      title: "Respuesta en el momento",
      description:
        "Cada interesado recibe una respuesta enseguida, antes de ir a consultarle a la competencia.",
      icon: "Zap",
    },
    {
      title: "Seguimiento automático",
      description:
        "Quienes consultaron y no compraron reciben recordatorios oportunos, sin que tengas que acordarte.",
      icon: "RefreshCw",
    },
    {
      title: "Costo por cliente a la vista",
      description: "Sabés cuánto invertiste para conseguir cada venta y qué canal te conviene más.",
      icon: "ChartLine",
    },
    {
      title: "Mercados nuevos",
      description: "Llegás a clientes de otras ciudades y provincias que hoy no saben que existís.",
      icon: "Globe",
    },
  ],
  closing: {
    title: "Tu próximo cliente ya está buscando lo que vendés",
    text: "La diferencia es si te encuentra a vos o a tu competencia. Hablemos de cómo hacer que te encuentre.",
    buttonLabel: "Quiero más clientes nuevos",
  },
};

const noEntiendoTecnologia: Landing = {
  slug: "landing-no-entiendo-tecnologia",
  path: "/landing-no-entiendo-tecnologia",
  origen: "Landing No Entiendo Tecnología",
  seo: {
    title: "Tecnología para tu negocio, explicada sin vueltas",
    description:
      "¿La tecnología te abruma? Te explicamos todo en criollo y nos ocupamos de la parte técnica para que tu negocio aproveche la IA sin complicarte.",
    keywords: [
      "tecnología para pymes",
      "ayuda con tecnología para negocios",
      "inteligencia artificial fácil",
      "digitalizar mi negocio",
      "asesoramiento tecnológico",
    ],
  },
  hero: {
    eyebrow: "¿Sentís que la tecnología no es lo tuyo?",
    title: "No hace falta que entiendas de tecnología. Para eso estamos nosotros.",
    subtitle:
      "Te explicamos cada paso sin palabras raras, elegimos las herramientas justas para tu negocio y nos ocupamos de instalarlas, configurarlas y enseñarte a usarlas.",
    bullets: [
      "Explicaciones simples, sin tecnicismos",
      "Toda la parte técnica corre por nuestra cuenta",
      "Te acompañamos hasta que lo uses con confianza",
    ],
  },
  form: {
    title: "Contanos qué te gustaría resolver",
    subtitle:
      "No hace falta que sepas cómo se llama la herramienta: contanos el problema y te contactamos dentro de las 24 horas.",
    submitLabel: "Quiero que me ayuden",
    privacyNote: "Sin compromiso y sin letra chica: tus datos se usan solo para contactarte.",
  },
  solution: {
    title: "Vos nos contás el problema; nosotros lo convertimos en soluciones",
    paragraphs: [
      "No te vamos a hablar de APIs, servidores ni modelos de lenguaje. Te vamos a preguntar qué te quita tiempo, qué te gustaría vender más y qué tareas te gustaría dejar de hacer.",
      "Con eso te proponemos una solución concreta, te mostramos cómo funciona antes de que la contrates y, una vez instalada, te enseñamos a usarla con ejemplos de tu propio negocio, las veces que haga falta.",
    ],
    steps: [
      "Una charla sin tecnicismos sobre tu negocio",
      "Una propuesta simple, con precio claro",
      "Instalación y configuración a cargo nuestro",
      "Capacitación y acompañamiento hasta que lo domines",
    ],
  },
  benefits: [
    {
      title: "Te hablamos claro",
      description:
        "Cada propuesta viene explicada en lenguaje cotidiano, con ejemplos de tu propio negocio.",
      icon: "MessageCircle",
    },
    {
      title: "Lo técnico es cosa nuestra",
      description:
        "Instalación, configuración, integraciones y actualizaciones corren por nuestra cuenta.",
      icon: "Wrench",
    },
    {
      title: "Aprendés a tu ritmo",
      description:
        "Capacitaciones prácticas y guías paso a paso para que uses las herramientas con confianza.",
      icon: "GraduationCap",
    },
    {
      title: "Alguien a quien preguntarle",
      description:
        "Si algo no se entiende o deja de funcionar, tenés a quién recurrir, sin sentirte en falta.",
      icon: "Handshake",
    },
    {
      title: "Solo lo que necesitás",
      description:
        "Nada de sumar aplicaciones por moda: elegimos lo justo para resolver tu problema.",
      icon: "Lightbulb",
    },
    {
      title: "Sin sorpresas",
      description: "Sabés de antemano qué vas a recibir, cuánto cuesta y cuánto tarda.",
      icon: "ShieldCheck",
    },
  ],
  closing: {
    title: "La tecnología tiene que trabajar para vos, no al revés",
    text: "Contanos qué te gustaría resolver en tu negocio y te proponemos el camino más simple para lograrlo.",
    buttonLabel: "Quiero una charla sin tecnicismos",
  },
};

const organizarAdministracion: Landing = {
  slug: "landing-organizar-administracion",
  path: "/landing-organizar-administracion",
  origen: "Landing Organizar Administración",
  seo: {
    title: "Organizá la administración de tu pyme con automatización",
    description:
      "Facturas, cobranzas, stock y planillas en orden: automatizamos la administración de tu pyme para que dejes de perseguir papeles y números.",
    keywords: [
      "organizar administración pyme",
      "automatizar facturación",
      "control de cobranzas",
      "gestión administrativa",
      "control de stock",
    ],
  },
  hero: {
    eyebrow: "¿La administración te come el día?",
    title: "Poné en orden facturas, cobranzas y planillas sin pasar las noches cargando datos",
    subtitle:
      "Automatizamos las tareas administrativas repetitivas y reunimos la información en un solo lugar, para que sepas en todo momento cuánto vendiste, cuánto te deben y cuánto tenés en stock.",
    bullets: [
      "Facturación y cobranzas automatizadas",
      "Toda la información en un solo panel",
      "Menos errores de carga manual",
    ],
  },
  form: {
    title: "Pedí tu diagnóstico administrativo",
    subtitle:
      "Dejanos tus datos y te contactamos dentro de las 24 horas para ver por dónde empezar a ordenar.",
    submitLabel: "Quiero ordenar mi administración",
    privacyNote: "Tus datos y los de tu empresa se tratan con total confidencialidad.",
  },
  solution: {
    title: "Administración ordenada, con menos trabajo manual",
    paragraphs: [
      "Relevamos cómo circulan hoy los papeles y los números en tu empresa: ventas, facturas de proveedores, cobranzas, pagos y stock. Ahí aparecen las tareas que se repiten y los puntos donde se cometen errores.",
      "Automatizamos esas tareas y conectamos tus herramientas para que cada dato se cargue una sola vez. El resultado es un panel con la situación del negocio al día y alertas cuando algo requiere tu atención.",
    ],
    steps: [
      "Relevamos tus procesos administrativos",
      "Detectamos tareas repetitivas y cuellos de botella",
      "Automatizamos y conectamos tus herramientas",
      "Te dejamos un panel con la información al día",
    ],
  },
  benefits: [
    {
      title: "Facturación sin demoras",
      description:
        "Los comprobantes se generan a partir de cada venta, sin cargas acumuladas para el fin de semana.",
      icon: "Receipt",
    },
    {
      title: "Cobranzas bajo control",
      description:
        "Recordatorios automáticos a quienes tienen pagos pendientes y un listado claro de lo que te deben.",
      icon: "Wallet",
    },
    {
      title: "Stock actualizado",
      description:
        "Cada venta y cada compra impactan en el stock al instante, para que no vendas lo que no tenés.",
      icon: "Package",
    },
    {
      title: "Todo en un panel",
      description: "Ventas, gastos, cobranzas y stock en una sola pantalla, siempre al día.",
      icon: "LayoutDashboard",
    },
    {
      title: "Números que cierran",
      description: "Al cargar cada dato una sola vez, desaparecen las diferencias entre planillas.",
      icon: "CircleCheck",
    },
    {
      title: "Tiempo para dirigir",
      description:
        "Dejás de perseguir papeles y recuperás horas para pensar en el crecimiento del negocio.",
      icon: "Clock",
    },
  ],
  closing: {
    title: "Un negocio ordenado se maneja con tranquilidad",
    text: "Contanos qué parte de la administración te complica más y te mostramos cómo simplificarla.",
    buttonLabel: "Quiero empezar a ordenar",
  },
};

const sinTiempoMarketing: Landing = {
  slug: "landing-sin-tiempo-marketing",
  path: "/landing-sin-tiempo-marketing",
  origen: "Landing Sin Tiempo Marketing",
  seo: {
    title: "¿Sin tiempo para el marketing? Nos ocupamos nosotros",
    description:
      "¿No te da el tiempo para redes y anuncios? Nos ocupamos de tu marketing digital de punta a punta, con contenidos, campañas e informes claros.",
    keywords: [
      "tercerizar marketing digital",
      "gestión de redes sociales para pymes",
      "community manager",
      "agencia de marketing digital",
      "contenidos para redes",
    ],
  },
  hero: {
    eyebrow: "¿No te da el tiempo para publicar?",
    title: "Tu marketing en marcha todas las semanas, sin robarle horas a tu negocio",
    subtitle:
      "Planificamos, creamos y publicamos tus contenidos, gestionamos tus anuncios y te mandamos un resumen claro. Vos solo aprobás y seguís atendiendo tu negocio.",
    bullets: [
      "Calendario de contenidos planificado",
      "Campañas gestionadas por especialistas",
      "Vos aprobás; nosotros hacemos el resto",
    ],
  },
  form: {
    title: "Delegá tu marketing",
    subtitle: "Dejanos tus datos y te contactamos dentro de las 24 horas para conocer tu negocio.",
    submitLabel: "Quiero delegar mi marketing",
    privacyNote: "Tus datos quedan protegidos. Solo los usamos para ponernos en contacto con vos.",
  },
  solution: {
    title: "Un equipo de marketing sin sumar empleados",
    paragraphs: [
      "En una reunión inicial conocemos tu negocio, tu público y tu forma de hablar. Con eso armamos un calendario mensual de publicaciones y campañas que revisás de una sola vez.",
      "Usamos inteligencia artificial para producir más rápido textos, imágenes y variantes de anuncios, y un equipo de personas se asegura de que todo tenga sentido para tu marca. Publicamos, gestionamos la pauta y medimos los resultados.",
    ],
    steps: [
      "Reunión inicial para conocer tu negocio",
      "Calendario mensual de contenidos para aprobar",
      "Publicación y gestión de campañas",
      "Informe mensual con resultados y próximos pasos",
    ],
  },
  benefits: [
    {
      title: "Recuperás tu tiempo",
      description:
        "Dedicás unos minutos al mes a aprobar contenidos, en lugar de horas a pensar qué publicar.",
      icon: "Clock",
    },
    {
      title: "Presencia constante",
      description:
        "Tus redes siguen activas todas las semanas, también en las épocas de más trabajo.",
      icon: "Calendar",
    },
    {
      title: "Contenido profesional",
      description:
        "Piezas con diseño cuidado y textos pensados para tu público, con ayuda de la IA y criterio humano.",
      icon: "Sparkles",
    },
    {
      title: "Anuncios bien gestionados",
      description:
        "Tus campañas se ajustan según los resultados, sin presupuesto desperdiciado en públicos equivocados.",
      icon: "Megaphone",
    },
    {
      title: "Resultados claros",
      description:
        "Un informe mensual simple: qué se publicó, cuánto se invirtió y qué consultas generó.",
      icon: "ChartBar",
    },
    {
      title: "Un equipo completo",
      description:
        "Diseño, redacción y gestión de anuncios a cargo de especialistas, sin contratar personal.",
      icon: "Users",
    },
  ],
  closing: {
    title: "Tu negocio merece que lo vean",
    text: "Delegá el marketing en un equipo que lo hace todos los días y dedicá tu tiempo a lo que mejor sabés hacer.",
    buttonLabel: "Quiero que se ocupen de mi marketing",
  },
};

const venderMas: Landing = {
  slug: "landing-vender-mas",
  path: "/landing-vender-mas",
  origen: "Landing Vender Más",
  seo: {
    title: "Vendé más con los clientes que ya te consultan",
    description:
      "Respuesta inmediata, seguimiento de presupuestos y reactivación de clientes con IA: convertí más consultas en ventas sin invertir más en publicidad.",
    keywords: [
      "vender más",
      "convertir consultas en ventas",
      "seguimiento de presupuestos",
      "reactivar clientes",
      "ventas por WhatsApp",
    ],
  },
  hero: {
    eyebrow: "¿Te consultan mucho pero te compran poco?",
    title: "Convertí en ventas las consultas que hoy se te escapan",
    subtitle:
      "Un agente con IA responde al instante, hace el seguimiento de cada presupuesto y vuelve a escribirles a tus clientes anteriores en el momento justo. Más ventas con los mismos contactos.",
    bullets: [
      "Respuesta inmediata a cada consulta",
      "Seguimiento automático de presupuestos",
      "Reactivación de clientes que ya te compraron",
    ],
  },
  form: {
    title: "Descubrí cuántas ventas estás dejando pasar",
    subtitle:
      "Dejanos tus datos y te contactamos dentro de las 24 horas para revisar tu proceso de venta.",
    submitLabel: "Quiero vender más",
    privacyNote: "Tus datos son confidenciales y se usan solo para contactarte por esta consulta.",
  },
  solution: {
    title: "Más ventas sin salir a buscar más clientes",
    paragraphs: [
      "Muchas ventas no se pierden por el precio sino por la demora: el cliente pregunta, nadie le contesta a tiempo y compra en otro lado. O pide un presupuesto y nadie vuelve a escribirle.",
      "Automatizamos todo el recorrido: el agente responde y recomienda productos, registra el interés, recuerda los presupuestos pendientes y le escribe a quien hace tiempo que no compra con una propuesta pensada para esa persona.",
    ],
    steps: [
      "Revisamos dónde se pierden hoy tus ventas",
      "Configuramos respuestas y seguimientos automáticos",
      "Activamos campañas de recompra para clientes anteriores",
      "Medimos cuántas consultas terminan en venta",
    ],
  },
  benefits: [
    {
      title: "Ninguna consulta sin respuesta",
      description:
        "Cada interesado recibe atención en segundos, mientras todavía tiene ganas de comprar.",
      icon: "Zap",
    },
    {
      title: "Presupuestos con seguimiento",
      description: "Recordatorios oportunos para quienes pidieron precio y todavía no confirmaron.",
      icon: "Send",
    },
    {
      title: "Clientes que vuelven",
      description: "Mensajes de recompra personalizados para quienes ya confiaron en vos.",
      icon: "RefreshCw",
    },
    {
      title: "Ventas complementarias",
      description: "El agente sugiere productos relacionados y sube el valor de cada compra.",
      icon: "ShoppingCart",
    },
    {
      title: "Sin aumentar la inversión",
      description: "Vendés más con los contactos que ya tenés, sin gastar más en publicidad.",
      icon: "DollarSign",
    },
    {
      title: "El embudo a la vista",
      description: "Sabés cuántas consultas entran, cuántas avanzan y en qué paso se frenan.",
      icon: "ChartPie",
    },
  ],
  closing: {
    title: "Las ventas que perdés hoy ya pasaron por tu WhatsApp",
    text: "Hagamos que la próxima consulta termine en una venta. Contanos cómo vendés y te mostramos dónde mejorar.",
    buttonLabel: "Quiero convertir más consultas",
  },
};

const webNoConvierte: Landing = {
  slug: "landing-web-no-convierte",
  path: "/landing-web-no-convierte",
  origen: "Landing Web No Convierte",
  seo: {
    title: "¿Tu web tiene visitas pero no ventas? La optimizamos",
    description:
      "Analizamos por qué tu sitio no convierte y lo mejoramos para que las visitas se vuelvan consultas y ventas: velocidad, mensajes y formularios.",
    keywords: [
      "mi web no vende",
      "optimización de conversión",
      "auditoría de sitio web",
      "mejorar página web",
      "tasa de conversión",
    ],
  },
  hero: {
    eyebrow: "¿Tu web recibe visitas pero no consultas?",
    title: "Hacé que tu sitio deje de ser una vidriera vacía y empiece a traerte clientes",
    subtitle:
      "Auditamos tu web, encontramos en qué punto se van los visitantes y la optimizamos: velocidad, mensajes, llamados a la acción y formularios que la gente sí completa.",
    bullets: [
      "Auditoría de velocidad y experiencia en el celular",
      "Mensajes y botones que invitan a actuar",
      "Medición de cada consulta generada",
    ],
  },
  form: {
    title: "Pedí la auditoría de tu sitio",
    subtitle:
      "Dejanos tus datos y te contactamos dentro de las 24 horas para coordinar la revisión de tu web.",
    submitLabel: "Quiero auditar mi web",
    privacyNote: "Solo usamos tus datos para contactarte. Nada de spam.",
  },
  solution: {
    title: "Cambios basados en datos, no en gustos",
    paragraphs: [
      "Empezamos midiendo: cuánto tarda en cargar tu sitio, cómo se ve en el celular, por dónde navegan los visitantes y en qué página se van. Con esa información sabemos qué cambiar primero.",
      "Reescribimos los mensajes para que se entienda en segundos qué ofrecés y por qué elegirte, simplificamos los formularios y sumamos un acceso directo a WhatsApp y un asistente con IA que responde dudas mientras el visitante todavía está en la página.",
    ],
    steps: [
      "Auditoría técnica y de experiencia de usuario",
      "Informe con los cambios priorizados",
      "Implementación de las mejoras",
      "Medición de resultados y nuevas pruebas",
    ],
  },
  benefits: [
    {
      title: "Carga más rápida",
      description:
        "Optimizamos imágenes y código para que el sitio abra al instante, incluso con datos móviles.",
      icon: "Rocket",
    },
    {
      title: "Cómoda en el celular",
      description: "Botones, textos y formularios fáciles de usar con una sola mano.",
      icon: "Smartphone",
    },
    {
      title: "Llamados a la acción claros",
      description:
        "Cada página lleva al visitante a un paso concreto: consultar, comprar o escribirte.",
      icon: "MousePointerClick",
    },
    {
      title: "Un asistente que responde dudas",
      description:
        "Un chat con IA contesta preguntas en el momento y evita que el visitante se vaya sin contactarte.",
      icon: "Bot",
    },
    {
      title: "Mensajes que se entienden",
      description:
        "Textos directos que explican qué ofrecés y por qué elegirte en los primeros segundos.",
      icon: "Eye",
    },
    {
      title: "Resultados medibles",
      description:
        "Seguimiento de conversiones para saber cuántas consultas genera tu web cada mes.",
      icon: "ChartLine",
    },
  ],
  closing: {
    title: "Tu web puede ser tu mejor vendedor",
    text: "Ya estás pagando por tener un sitio. Hagamos que empiece a traerte clientes.",
    buttonLabel: "Quiero que mi web convierta",
  },
};

/** In route order. */
export const landings: readonly Landing[] = [
  atencionCliente,
  aumentarVentas,
  noEntiendoTecnologia,
  organizarAdministracion,
  sinTiempoMarketing,
  venderMas,
  webNoConvierte,
];

/** Accepts the slug with or without its leading slash. */
export function getLanding(slug: string): Landing | undefined {
  const key = slug.startsWith("/") ? slug.slice(1) : slug;
  return landings.find((landing) => landing.slug === key);
}

/** Headings of the landings' sections whose data is a plain list. */
export const landingSectionHeadings = {
  solution: { eyebrow: "La solución" },
  benefits: { eyebrow: "Beneficios", title: "Lo que cambia cuando empezás" },
} as const;
