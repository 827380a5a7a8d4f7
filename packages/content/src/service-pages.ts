import type { IconCard, SixCards } from "./icons";
import type { ServiceSlug } from "./services";

/**
 * The six /servicios/{slug} pages (spec 001 §2): hero, pain points, a solution block,
 * 4 benefits, 6 project types, 4 process steps and a lead form (name, email, phone).
 * The lead's origen is the page `title`; its tipo ('Landing Page Lead') lives in @agencia/leads.
 */

/** Head data of a sales page. Spread it with the page's `path` into `PageSeo` (./seo). */
export interface SalesPageSeo {
  title: string;
  /** At most 155 characters, so that the 160-character truncation never cuts it. */
  description: string;
  keywords: string[];
}

export type ServiceStepNumber = "01" | "02" | "03" | "04";

export interface ServiceProcessStep<S extends ServiceStepNumber = ServiceStepNumber> {
  step: S;
  title: string;
  description: string;
}

export interface ServicePageHero {
  eyebrow: string;
  title: string;
  subtitle: string;
  /** Scrolls to the lead form. */
  ctaLabel: string;
}

export interface ServicePainPoints {
  title: string;
  intro: string;
  items: [IconCard, IconCard, IconCard] | [IconCard, IconCard, IconCard, IconCard];
}

export interface ServiceSolution {
  title: string;
  paragraphs: string[];
  highlights: string[];
}

export interface ServiceLeadForm {
  title: string;
  subtitle: string;
  submitLabel: string;
}

export interface ServiceFaqItem {
  question: string;
  answer: string;
}

export interface ServicePage {
  slug: ServiceSlug;
  path: `/servicios/${ServiceSlug}`;
  /** The page title, also the lead's origen. */
  title: string;
  seo: SalesPageSeo;
  hero: ServicePageHero;
  painPoints: ServicePainPoints;
  solution: ServiceSolution;
  benefits: [IconCard, IconCard, IconCard, IconCard];
  projectTypes: SixCards;
  process: [
    ServiceProcessStep<"01">,
    ServiceProcessStep<"02">,
    ServiceProcessStep<"03">,
    ServiceProcessStep<"04">,
  ];
  form: ServiceLeadForm;
  faq?: ServiceFaqItem[];
}

const automatizaciones: ServicePage = {
  slug: "automatizaciones-ia",
  path: "/servicios/automatizaciones-ia",
  title: "Automatizaciones con IA",
  seo: {
    title: "Automatizaciones con IA para pymes",
    description:
      "Automatizamos las tareas repetitivas de tu pyme con IA: carga de pedidos, facturas, reportes y seguimientos. Más tiempo para vender, menos errores.",
    keywords: [
      "automatizaciones con IA",
      "automatizar procesos pyme",
      "automatización de tareas administrativas",
      "flujos de trabajo automáticos",
      "integración de sistemas",
      "inteligencia artificial para empresas Argentina",
    ],
  },
  hero: {
    eyebrow: "Automatizaciones con IA",
    title: "Que las tareas repetitivas se hagan solas",
    subtitle:
      "Conectamos tus planillas, tu correo, tu sistema de facturación y tus canales de venta para que la información viaje sola, sin copiar y pegar, y tu equipo se dedique a lo que de verdad necesita criterio.",
    ctaLabel: "Quiero automatizar mi negocio",
  },
  painPoints: {
    title: "¿Te suena alguna de estas situaciones?",
    intro:
      "En muchas pymes, buena parte del día se va en tareas que no agregan valor pero que nadie puede dejar de hacer.",
    items: [
      {
        title: "Copiar datos de un lado a otro",
        description:
          "Los pedidos llegan por WhatsApp, se pasan a una planilla y después al sistema de facturación. Cada traspaso es tiempo perdido y una oportunidad de error.",
        icon: "FileText",
      },
      {
        title: "Comprobantes que se acumulan",
        description:
          "El viernes hay una pila de facturas de proveedores para cargar, conciliar y archivar, y siempre aparece una que no coincide.",
        icon: "Receipt",
      },
      {
        title: "Seguimientos que se olvidan",
        description:
          "Un presupuesto enviado que nadie volvió a mirar, un cliente al que había que llamar el martes: sin un recordatorio automático, se pierden.",
        icon: "Clock",
      },
      {
        title: "Reportes armados a mano",
        description:
          "Para saber cómo viene el mes, alguien tiene que juntar números de tres sistemas distintos y dedicarle una tarde entera al informe.",
        icon: "ChartBar",
      },
    ],
  },
  solution: {
    title: "Flujos automáticos que trabajan mientras vos atendés el negocio",
    paragraphs: [
      "Empezamos mirando cómo trabaja hoy tu equipo: de dónde entra la información, quién la toca y adónde tiene que llegar. Con ese mapa elegimos las tareas que más horas consumen y las automatizamos primero.",
      "Usamos inteligencia artificial donde suma de verdad: leer un comprobante y extraer sus datos, clasificar un correo según su urgencia o resumir la conversación con un cliente. Para todo lo demás, reglas simples y confiables.",
      "Cada automatización queda documentada y con alertas: si un paso falla, te enterás en el momento y no a fin de mes.",
    ],
    highlights: [
      "Integración con las herramientas que ya usás",
      "Lectura automática de facturas, remitos y formularios",
      "Alertas y recordatorios sin intervención manual",
      "Documentación clara de cada flujo",
    ],
  },
  benefits: [
    {
      title: "Horas recuperadas cada semana",
      description:
        "Las tareas que hoy ocupan tardes enteras se resuelven en segundos, y tu equipo gana tiempo para vender y atender.",
      icon: "Zap",
    },
    {
      title: "Menos errores de carga",
      description:
        "Cuando los datos pasan de un sistema a otro sin intervención manual, desaparecen los números mal tipeados y los registros duplicados.",
      icon: "ShieldCheck",
    },
    {
      title: "Procesos que escalan",
      description:
        "Si mañana entran el doble de pedidos, el flujo los procesa igual, sin sumar gente solo para cargar datos.",
      icon: "Gauge",
    },
    {
      title: "El negocio a la vista",
      description:
        "Reportes que se arman solos y te llegan por correo o por WhatsApp, con la información al día para decidir.",
      icon: "Eye",
    },
  ],
  projectTypes: [
    {
      title: "Facturación y cobranzas",
      description:
        "Emisión de comprobantes a partir de cada venta y recordatorios automáticos de pagos pendientes.",
      icon: "Receipt",
    },
    {
      title: "Gestión de pedidos",
      description:
        "Pedidos que entran por la web, WhatsApp o correo y se registran solos en tu sistema de stock.",
      icon: "Inbox",
    },
    {
      title: "Lectura de documentos",
      description:
        "Extracción con IA de los datos de facturas de proveedores, remitos y formularios escaneados.",
      icon: "FileText",
    },
    {
      title: "Reportes automáticos",
      description:
        "Informes semanales que combinan ventas, gastos y stock sin armar planillas a mano.",
      icon: "ChartLine",
    },
    {
      title: "Seguimiento comercial",
      description:
        "Recordatorios y mensajes de seguimiento para presupuestos enviados y clientes que dejaron de comprar.",
      icon: "Users",
    },
    {
      title: "Integración entre sistemas",
      description:
        "Tu tienda online, tu CRM, tu sistema contable y tus planillas conectados para que compartan los mismos datos.",
      icon: "Workflow",
    },
  ],
  process: [
    {
      step: "01",
      title: "Relevamiento",
      description:
        "Recorremos tus procesos con quienes los hacen todos los días y medimos cuánto tiempo consume cada tarea.",
    },
    {
      step: "02",
      title: "Priorización",
      description:
        "Elegimos las automatizaciones con mejor relación entre esfuerzo y horas ahorradas, y te pasamos un plan con alcance y plazos.",
    },
    {
      step: "03",
      title: "Implementación",
      description:
        "Construimos los flujos, los probamos con datos reales y los ponemos en marcha de a uno, sin frenar tu operación.",
    },
    {
      step: "04",
      title: "Seguimiento",
      description:
        "Monitoreamos cada flujo, ajustamos lo que haga falta y sumamos automatizaciones nuevas a medida que el negocio crece.",
    },
  ],
  form: {
    title: "Contanos qué tarea te gustaría dejar de hacer",
    subtitle:
      "Dejanos tus datos y te contactamos dentro de las 24 horas para analizar qué se puede automatizar en tu negocio.",
    submitLabel: "Quiero mi diagnóstico",
  },
  faq: [
    {
      question: "¿Tengo que cambiar los sistemas que uso?",
      answer:
        "No. En la mayoría de los casos conectamos las herramientas que ya tenés: planillas, correo, tu sistema de gestión o tu tienda online. Si alguna no permite integrarse, te proponemos alternativas.",
    },
    {
      question: "¿Cuánto tarda en estar funcionando una automatización?",
      answer:
        "Un proyecto simple suele estar listo en 2 a 4 semanas. Los más complejos, que involucran varios sistemas, pueden llevar de 2 a 3 meses.",
    },
    {
      question: "¿Qué pasa si una automatización falla?",
      answer:
        "Cada flujo tiene alertas: si un paso no se completa, te avisamos y queda registrado para corregirlo sin perder información.",
    },
  ],
};

const agentes: ServicePage = {
  slug: "agentes-conversacionales",
  path: "/servicios/agentes-conversacionales",
  title: "Agentes Conversacionales",
  seo: {
    title: "Agentes conversacionales con IA para WhatsApp y tu web",
    description:
      "Agentes con IA que atienden WhatsApp y tu web a toda hora: responden consultas, toman pedidos y agendan turnos. Hasta 60% menos en costos de soporte.",
    keywords: [
      "agente conversacional",
      "chatbot para WhatsApp",
      "chatbot con inteligencia artificial",
      "atención al cliente automatizada",
      "bot para WhatsApp Business",
      "asistente virtual para empresas",
    ],
  },
  hero: {
    eyebrow: "Agentes Conversacionales",
    title: "Un agente con IA que responde a tus clientes al instante, de día y de noche",
    subtitle:
      "Atiende WhatsApp y el chat de tu web con el tono de tu marca, resuelve las preguntas de siempre, toma pedidos y agenda turnos, y te pasa la conversación cuando hace falta una persona.",
    ctaLabel: "Quiero mi agente conversacional",
  },
  painPoints: {
    title: "Cuando contestar mensajes se vuelve un segundo trabajo",
    intro: "WhatsApp se convirtió en el mostrador de tu negocio, pero no tiene horario de cierre.",
    items: [
      {
        title: "Consultas que llegan fuera de horario",
        description:
          "A las once de la noche alguien pregunta un precio. A la mañana siguiente, cuando respondés, ya le compró a otro.",
        icon: "Clock",
      },
      {
        title: "Las mismas preguntas, cien veces",
        description:
          "Horarios, medios de pago, envíos, stock: tu equipo pasa horas respondiendo lo mismo en lugar de cerrar ventas.",
        icon: "MessagesSquare",
      },
      {
        title: "Un equipo desbordado en temporada alta",
        description:
          "En fechas especiales los mensajes se multiplican y no alcanza la gente para contestar a tiempo.",
        icon: "Users",
      },
      {
        title: "Respuestas que dependen de quién atiende",
        description:
          "Cada persona contesta distinto, y la información que recibe el cliente no siempre es la misma.",
        icon: "Headphones",
      },
    ],
  },
  solution: {
    title: "Un agente entrenado con la información de tu negocio",
    paragraphs: [
      "Armamos un agente de inteligencia artificial que conoce tus productos, precios, horarios y políticas, y conversa con tus clientes en lenguaje natural, sin menús rígidos de opciones numeradas.",
      "Lo conectamos a WhatsApp, al chat de tu web o a Instagram, y también a tus sistemas: puede consultar stock, registrar un pedido o reservar un turno en tu agenda sin que nadie intervenga.",
      "Cuando la consulta necesita criterio humano, el agente deriva la conversación a tu equipo con todo el contexto, para que nadie tenga que volver a preguntar lo mismo.",
    ],
    highlights: [
      "Respuestas en segundos, las 24 horas",
      "El tono y el estilo de tu marca",
      "Derivación a una persona con el historial completo",
      "Hasta 60% menos en costos de soporte",
    ],
  },
  benefits: [
    {
      title: "Atención sin horario",
      description:
        "Tus clientes reciben respuesta a cualquier hora, también fines de semana y feriados, sin guardias ni horas extra.",
      icon: "Clock",
    },
    {
      title: "Hasta 60% menos en costos de soporte",
      description:
        "Al resolver solas las consultas repetitivas, el agente libera a tu equipo para los casos que de verdad necesitan una persona.",
      icon: "PiggyBank",
    },
    {
      title: "Más consultas convertidas en ventas",
      description:
        "Responder en el momento en que el cliente pregunta evita que se enfríe el interés y que termine comprando en otro lado.",
      icon: "TrendingUp",
    },
    {
      title: "Conversaciones que se vuelven datos",
      description:
        "Cada charla queda registrada: sabés qué preguntan más, qué productos interesan y en qué punto se traban las ventas.",
      icon: "Database",
    },
  ],
  projectTypes: [
    {
      title: "Agente de ventas por WhatsApp",
      description:
        "Presenta productos, responde precios y acompaña al cliente hasta el pago o la reserva.",
      icon: "MessageCircle",
    },
    {
      title: "Asistente de turnos y reservas",
      description:
        "Agenda, confirma y reprograma turnos conectado a tu calendario, con recordatorios automáticos.",
      icon: "Calendar",
    },
    {
      title: "Mesa de ayuda y posventa",
      description:
        "Resuelve dudas frecuentes, informa el estado de un pedido y registra reclamos con su número de seguimiento.",
      icon: "Headphones",
    },
    {
      title: "Chat inteligente para tu web",
      description:
        "Un asistente en tu sitio que contesta preguntas y toma los datos de contacto de los interesados.",
      icon: "Globe",
    },
    {
      title: "Calificación de prospectos",
      description:
        "Hace las preguntas clave, detecta a quienes tienen más intención de compra y se los pasa a tu equipo comercial.",
      icon: "UserCheck",
    },
    {
      title: "Asistente interno para tu equipo",
      description:
        "Responde a tus empleados consultas sobre procedimientos, listas de precios o políticas a partir de tus propios documentos.",
      icon: "BookOpen",
    },
  ],
  process: [
    {
      step: "01",
      title: "Entendemos tus conversaciones",
      description:
        "Revisamos qué preguntan tus clientes, cómo responde hoy tu equipo y en qué momento se pierden las ventas.",
    },
    {
      step: "02",
      title: "Diseñamos el agente",
      description:
        "Definimos su personalidad, lo que puede resolver solo, cuándo deriva a una persona y con qué sistemas se conecta.",
    },
    {
      step: "03",
      title: "Entrenamos y probamos",
      description:
        "Cargamos la información de tu negocio y lo ponemos a prueba con conversaciones reales antes de publicarlo.",
    },
    {
      step: "04",
      title: "Lanzamos y afinamos",
      description:
        "Lo activamos en tus canales y revisamos las conversaciones para mejorar sus respuestas con el uso.",
    },
  ],
  form: {
    title: "Pedí la propuesta para tu agente",
    subtitle:
      "Contanos por qué canales te escriben tus clientes y te contactamos dentro de las 24 horas con una propuesta a medida.",
    submitLabel: "Quiero mi agente",
  },
  faq: [
    {
      question: "¿El agente puede equivocarse?",
      answer:
        "Lo entrenamos solo con la información de tu negocio y le marcamos límites claros: si no sabe algo o la consulta es delicada, deriva a una persona en lugar de inventar una respuesta.",
    },
    {
      question: "¿Funciona con mi número de WhatsApp?",
      answer:
        "Se conecta a un número de WhatsApp Business. Te acompañamos en la habilitación y te explicamos antes qué cambia en el uso diario de la línea.",
    },
    {
      question: "¿Puedo ver lo que conversa con mis clientes?",
      answer:
        "Sí. Tenés acceso a todas las conversaciones y podés intervenir en cualquier momento para seguir la charla vos.",
    },
  ],
};

const desarrolloWeb: ServicePage = {
  slug: "desarrollo-web",
  path: "/servicios/desarrollo-web",
  title: "Desarrollo Web a Medida",
  seo: {
    title: "Desarrollo web a medida: sitios y tiendas que venden",
    description:
      "Diseñamos y programamos sitios web, tiendas online y landing pages rápidos, claros y pensados para convertir visitas en consultas y ventas.",
    keywords: [
      "desarrollo web a medida",
      "diseño de páginas web",
      "tienda online para pymes",
      "landing page",
      "sitio web autoadministrable",
      "desarrollo web Argentina",
    ],
  },
  hero: {
    eyebrow: "Desarrollo Web a Medida",
    title: "Un sitio web que trabaje para tu negocio, no que solo exista",
    subtitle:
      "Diseñamos y programamos sitios, tiendas online y landing pages rápidos, cómodos de usar desde el celular y pensados para que cada visita termine en una consulta o una compra.",
    ctaLabel: "Quiero mi sitio web",
  },
  painPoints: {
    title: "Señales de que tu sitio actual te está frenando",
    intro: "Tener página web no alcanza si la gente entra, no encuentra lo que busca y se va.",
    items: [
      {
        title: "Tarda demasiado en cargar",
        description:
          "Si la página demora varios segundos en abrir desde el celular, muchos visitantes se van antes de ver lo que ofrecés.",
        icon: "Timer",
      },
      {
        title: "Se ve mal en el celular",
        description:
          "Botones diminutos, textos que no entran en la pantalla y formularios imposibles de completar con el pulgar.",
        icon: "Smartphone",
      },
      {
        title: "Nadie te consulta desde la web",
        description:
          "Recibís visitas, pero el formulario de contacto está vacío y no sabés en qué parte del recorrido se pierden.",
        icon: "MousePointerClick",
      },
      {
        title: "Depender de alguien para cambiar un precio",
        description: "Cada actualización es un pedido, una espera y, muchas veces, un costo extra.",
        icon: "Wrench",
      },
    ],
  },
  solution: {
    title: "Sitios diseñados alrededor de lo que tu cliente necesita hacer",
    paragraphs: [
      "Antes de diseñar, definimos qué tiene que pasar cuando alguien entra: pedir un presupuesto, comprar, reservar o escribirte por WhatsApp. Todo el sitio se organiza para que ese paso sea evidente.",
      "Programamos con tecnologías modernas, optimizamos imágenes y código para que cargue rápido y dejamos la estructura lista para que los buscadores entiendan de qué trata cada página.",
      "Te entregamos un panel para editar textos, precios y productos por tu cuenta, y la medición configurada para saber de dónde vienen tus visitas y cuáles terminan en contacto.",
    ],
    highlights: [
      "Diseño pensado primero para el celular",
      "Carga rápida y SEO técnico desde el primer día",
      "Panel autoadministrable",
      "Medición de conversiones configurada",
    ],
  },
  benefits: [
    {
      title: "Velocidad que retiene visitas",
      description:
        "Un sitio liviano y optimizado abre rápido incluso con datos móviles, y así más personas llegan a ver tu oferta.",
      icon: "Rocket",
    },
    {
      title: "Diseño orientado a la conversión",
      description:
        "Cada sección lleva al visitante hacia una acción concreta, consultar, reservar o comprar, sin distracciones en el camino.",
      icon: "MousePointerClick",
    },
    {
      title: "Mejor presencia en buscadores",
      description:
        "Estructura, textos y metadatos trabajados para que tu negocio aparezca cuando alguien busca lo que vendés.",
      icon: "Search",
    },
    {
      title: "Autonomía para actualizar",
      description:
        "Cambiás precios, fotos y novedades desde un panel simple, sin esperar a un programador para cada ajuste.",
      icon: "Settings",
    },
  ],
  projectTypes: [
    {
      title: "Sitio institucional",
      description:
        "La carta de presentación de tu empresa, con servicios, trabajos realizados y formas de contacto bien visibles.",
      icon: "Building2",
    },
    {
      title: "Tienda online",
      description:
        "Catálogo, carrito, medios de pago y envíos integrados para vender a cualquier hora.",
      icon: "ShoppingCart",
    },
    {
      title: "Landing pages para campañas",
      description:
        "Páginas enfocadas en una sola oferta, diseñadas para convertir el tráfico de tus anuncios.",
      icon: "Target",
    },
    {
      title: "Reservas online",
      description:
        "Turnos, clases o alojamiento reservados desde la web, con confirmación automática.",
      icon: "Calendar",
    },
    {
      title: "Portal de clientes",
      description:
        "Un espacio privado donde tus clientes consultan pedidos, descargan documentos o siguen un trámite.",
      icon: "Lock",
    },
    {
      title: "Rediseño de tu sitio actual",
      description:
        "Renovamos tu web para que sea más rápida, clara y fácil de administrar, cuidando el posicionamiento que ya tenés.",
      icon: "RefreshCw",
    },
  ],
  process: [
    {
      step: "01",
      title: "Objetivos y contenidos",
      description:
        "Definimos qué querés lograr con el sitio, quién es tu cliente ideal y qué información necesita para decidir.",
    },
    {
      step: "02",
      title: "Diseño",
      description:
        "Te mostramos cómo se verá cada página, en el celular y en la computadora, y ajustamos hasta que te represente.",
    },
    {
      step: "03",
      title: "Programación",
      description:
        "Desarrollamos el sitio, lo conectamos con tus herramientas y lo probamos en distintos dispositivos y navegadores.",
    },
    {
      step: "04",
      title: "Publicación y capacitación",
      description:
        "Lo ponemos en línea, configuramos la medición y te enseñamos a administrarlo por tu cuenta.",
    },
  ],
  form: {
    title: "Contanos qué sitio necesitás",
    subtitle:
      "Dejanos tus datos y te contactamos dentro de las 24 horas para entender tu proyecto y enviarte un presupuesto sin compromiso.",
    submitLabel: "Pedir presupuesto",
  },
  faq: [
    {
      question: "¿Puedo actualizar el sitio por mi cuenta?",
      answer:
        "Sí. Te dejamos un panel para editar textos, imágenes, precios y productos, y te capacitamos para usarlo.",
    },
    {
      question: "¿Incluye dominio y hosting?",
      answer:
        "Te asesoramos para elegirlos y podemos encargarnos de la configuración. Si ya tenés dominio, lo usamos.",
    },
    {
      question: "¿Qué pasa con mi sitio actual mientras trabajan?",
      answer:
        "Sigue funcionando normalmente. El sitio nuevo se construye aparte y se publica recién cuando lo aprobás.",
    },
  ],
};

const marketing: ServicePage = {
  slug: "marketing-digital",
  path: "/servicios/marketing-digital",
  title: "Marketing Digital",
  seo: {
    title: "Marketing digital para pymes: campañas que se miden en ventas",
    description:
      "Campañas en Google y redes, contenidos y email marketing medidos con datos. Invertí tu presupuesto en lo que te trae clientes, no en likes.",
    keywords: [
      "marketing digital para pymes",
      "publicidad en Google",
      "anuncios en Instagram y Facebook",
      "email marketing",
      "gestión de redes sociales",
      "marketing con inteligencia artificial",
    ],
  },
  hero: {
    eyebrow: "Marketing Digital",
    title: "Marketing que se mide en clientes, no en likes",
    subtitle:
      "Planificamos y gestionamos tus campañas en Google y redes sociales, creamos contenidos con ayuda de la IA y medimos cada peso invertido para que sepas qué canal te trae ventas y cuál conviene apagar.",
    ctaLabel: "Quiero más clientes",
  },
  painPoints: {
    title: "Invertir en publicidad no debería ser tirar una moneda",
    intro:
      "Muchas pymes pautan en redes, publican cuando pueden y no saben si algo de todo eso se convierte en ventas.",
    items: [
      {
        title: "Presupuesto que se va sin resultados",
        description:
          "Ponés plata en anuncios, llegan algunos likes y mensajes sueltos, pero las ventas no se mueven.",
        icon: "Wallet",
      },
      {
        title: "Redes abandonadas por falta de tiempo",
        description:
          "La última publicación fue hace un mes, porque entre atender el negocio y todo lo demás nunca queda un rato.",
        icon: "Calendar",
      },
      {
        title: "No sabés qué funciona",
        description:
          "No hay forma de saber si el cliente que compró ayer llegó por Instagram, por Google o porque se lo recomendó un amigo.",
        icon: "ChartPie",
      },
    ],
  },
  solution: {
    title: "Una estrategia con objetivos, presupuesto y métricas claras",
    paragraphs: [
      "Arrancamos definiendo a quién le querés vender, qué ofrecés mejor que tu competencia y cuánto podés invertir. Con eso elegimos los canales donde tu cliente ya está buscando.",
      "Usamos inteligencia artificial para acelerar la producción de piezas y textos, probar variantes de anuncios y detectar patrones en los resultados. Las decisiones de estrategia las toma siempre una persona del equipo.",
      "Todo se mide: configuramos el seguimiento de conversiones y cada mes te enviamos un informe en lenguaje claro, con lo que funcionó, lo que no y lo que vamos a cambiar.",
    ],
    highlights: [
      "Campañas en Google Ads y Meta Ads",
      "Calendario de contenidos con piezas listas",
      "Seguimiento de conversiones configurado",
      "Informe mensual en lenguaje claro",
    ],
  },
  benefits: [
    {
      title: "Anuncios para quien sí puede comprar",
      description:
        "Segmentamos por zona, intereses y comportamiento para que tu presupuesto llegue a personas con posibilidades reales de convertirse en clientes.",
      icon: "Target",
    },
    {
      title: "Cada peso, medido",
      description:
        "Sabés cuánto te cuesta conseguir una consulta o una venta en cada canal, y movés la inversión hacia lo que rinde.",
      icon: "ChartLine",
    },
    {
      title: "Contenido constante sin que te consuma el día",
      description:
        "Producimos publicaciones, historias y correos con un calendario planificado; vos solo los aprobás.",
      icon: "Sparkles",
    },
    {
      title: "Mejora mes a mes",
      description:
        "Probamos distintos mensajes, imágenes y públicos, y cada campaña aprende de los resultados de la anterior.",
      icon: "RefreshCw",
    },
  ],
  projectTypes: [
    {
      title: "Publicidad en Google",
      description:
        "Anuncios en la búsqueda y en Maps para aparecer justo cuando alguien busca lo que vendés.",
      icon: "Search",
    },
    {
      title: "Campañas en Meta e Instagram",
      description:
        "Anuncios segmentados por zona e intereses, pensados para generar consultas y ventas.",
      icon: "Megaphone",
    },
    {
      title: "Gestión de redes sociales",
      description:
        "Calendario de publicaciones, diseño de piezas y textos con el tono de tu marca.",
      icon: "Smartphone",
    },
    {
      title: "Email marketing",
      description:
        "Secuencias automáticas de bienvenida, promociones y recupero de clientes inactivos.",
      icon: "Send",
    },
    {
      title: "Contenidos para SEO",
      description:
        "Artículos y páginas optimizadas para atraer visitas desde los buscadores de forma sostenida.",
      icon: "FileText",
    },
    {
      title: "Tablero de métricas",
      description:
        "Un panel con las cifras que importan: costo por consulta, ventas por canal y retorno de la inversión.",
      icon: "LayoutDashboard",
    },
  ],
  process: [
    {
      step: "01",
      title: "Diagnóstico",
      description:
        "Revisamos tus redes, tu web y las campañas que hiciste antes para entender desde dónde partimos.",
    },
    {
      step: "02",
      title: "Plan de medios",
      description:
        "Definimos objetivos, canales, presupuesto y los indicadores con los que vamos a medir el éxito.",
    },
    {
      step: "03",
      title: "Lanzamiento",
      description:
        "Ponemos en marcha las campañas y los contenidos, y los seguimos de cerca durante las primeras semanas.",
    },
    {
      step: "04",
      title: "Informe y ajuste",
      description:
        "Cada mes te mostramos los resultados y redistribuimos la inversión según lo que mejor funciona.",
    },
  ],
  form: {
    title: "Pedí un diagnóstico de tu marketing",
    subtitle:
      "Dejanos tus datos y te contactamos dentro de las 24 horas para revisar tus canales y proponerte un plan.",
    submitLabel: "Solicitar diagnóstico",
  },
  faq: [
    {
      question: "¿Cuánto tengo que invertir en publicidad?",
      answer:
        "Depende de tu rubro, tu zona y tus objetivos. En la primera reunión te proponemos un presupuesto inicial acorde a tu negocio y lo ajustamos según los resultados.",
    },
    {
      question: "¿En cuánto tiempo se ven resultados?",
      answer:
        "Las campañas pagas suelen generar consultas desde las primeras semanas; el posicionamiento orgánico y las redes construyen resultados más sostenidos a lo largo de varios meses.",
    },
    {
      question: "¿Las cuentas publicitarias quedan a mi nombre?",
      answer:
        "Sí. Las cuentas y los datos son tuyos; nosotros trabajamos con acceso de administración.",
    },
  ],
};

const sistemas: ServicePage = {
  slug: "sistemas-personalizados",
  path: "/servicios/sistemas-personalizados",
  title: "Sistemas Personalizados",
  seo: {
    title: "Sistemas personalizados: software de gestión a tu medida",
    description:
      "Desarrollamos sistemas de gestión a medida: stock, turnos, ventas, CRM y tableros de control que se adaptan a cómo trabaja tu empresa.",
    keywords: [
      "software a medida",
      "sistema de gestión para pymes",
      "CRM personalizado",
      "control de stock",
      "desarrollo de software en Argentina",
      "tablero de control",
    ],
  },
  hero: {
    eyebrow: "Sistemas Personalizados",
    title: "Software hecho a la medida de cómo trabaja tu empresa",
    subtitle:
      "Cuando las planillas ya no alcanzan y los programas enlatados te obligan a cambiar tu forma de trabajar, desarrollamos el sistema que tu operación necesita: stock, clientes, turnos, producción o lo que haga falta.",
    ctaLabel: "Quiero mi sistema",
  },
  painPoints: {
    title: "Cuando el negocio creció más que sus herramientas",
    intro: "Lo que funcionaba con diez clientes empieza a fallar con cien.",
    items: [
      {
        title: "Planillas que nadie se anima a tocar",
        description:
          "Un Excel con decenas de pestañas, fórmulas que entiende una sola persona y versiones distintas circulando por correo.",
        icon: "Layers",
      },
      {
        title: "Programas que no se adaptan",
        description:
          "El software que compraste te obliga a trabajar como él quiere, y lo que le falta lo terminás resolviendo en papel.",
        icon: "Puzzle",
      },
      {
        title: "Información dispersa",
        description:
          "Ventas en un lado, stock en otro y los clientes en el celular del vendedor: nunca tenés la foto completa.",
        icon: "Database",
      },
      {
        title: "Sin control de accesos",
        description:
          "Todos ven y modifican todo, y cuando aparece un error no hay forma de saber quién cambió qué.",
        icon: "Lock",
      },
    ],
  },
  solution: {
    title: "Un sistema propio, pensado con tu equipo",
    paragraphs: [
      "Diseñamos el sistema junto a las personas que lo van a usar todos los días. Así cada pantalla refleja el flujo real de trabajo y no una idea genérica de cómo debería funcionar una empresa.",
      "Lo desarrollamos por etapas: primero lo esencial, en uso en pocas semanas, y después las funciones que suman valor. Vas viendo avances y podés cambiar prioridades en el camino.",
      "Lo construimos en la nube, con usuarios y permisos por rol, copias de seguridad y la posibilidad de sumar inteligencia artificial para anticipar la demanda, clasificar información o automatizar decisiones repetitivas.",
    ],
    highlights: [
      "Diseñado a partir de tu operación real",
      "Entregas por etapas",
      "Usuarios, roles y permisos",
      "Acceso desde cualquier dispositivo",
    ],
  },
  benefits: [
    {
      title: "Se adapta a vos, no al revés",
      description:
        "El sistema sigue tus procesos, tu vocabulario y tus reglas de negocio, en lugar de obligarte a cambiar lo que funciona.",
      icon: "Puzzle",
    },
    {
      title: "Toda la operación en un solo lugar",
      description:
        "Ventas, stock, clientes y tareas conectados, con la información actualizada para cada área.",
      icon: "LayoutDashboard",
    },
    {
      title: "Seguridad y control",
      description:
        "Cada usuario ve y modifica solo lo que le corresponde, y cada cambio queda registrado con fecha y responsable.",
      icon: "Lock",
    },
    {
      title: "Crece con tu empresa",
      description:
        "Sumás módulos, usuarios o sucursales cuando los necesitás, sin empezar de cero ni pagar licencias por funciones que no usás.",
      icon: "Layers",
    },
  ],
  projectTypes: [
    {
      title: "Control de stock y depósitos",
      description: "Entradas, salidas, transferencias entre sucursales y alertas de reposición.",
      icon: "Package",
    },
    {
      title: "CRM a medida",
      description:
        "Seguimiento de clientes, oportunidades y presupuestos con las etapas de venta de tu negocio.",
      icon: "Users",
    },
    {
      title: "Turnos y agendas",
      description:
        "Agendas por profesional o por sala, con confirmaciones y recordatorios automáticos.",
      icon: "Calendar",
    },
    {
      title: "Logística y distribución",
      description: "Hojas de ruta, seguimiento de entregas y remitos firmados desde el celular.",
      icon: "Truck",
    },
    {
      title: "Gestión de producción",
      description:
        "Órdenes de trabajo, insumos, costos y trazabilidad para talleres, fábricas y establecimientos agropecuarios.",
      icon: "Tractor",
    },
    {
      title: "Tableros de control",
      description:
        "Los indicadores clave de la empresa en tiempo real, con alertas cuando algo se sale de lo esperado.",
      icon: "ChartPie",
    },
  ],
  process: [
    {
      step: "01",
      title: "Relevamiento funcional",
      description:
        "Nos sentamos con cada área para entender tareas, excepciones y reglas, y lo volcamos en un documento que aprobás antes de programar.",
    },
    {
      step: "02",
      title: "Prototipo",
      description:
        "Te mostramos las pantallas principales, navegables, para validar el flujo con tu equipo antes de escribir código.",
    },
    {
      step: "03",
      title: "Desarrollo por etapas",
      description:
        "Programamos y entregamos módulos funcionando, con pruebas y la migración de los datos que ya tenés.",
    },
    {
      step: "04",
      title: "Puesta en marcha",
      description:
        "Capacitamos a los usuarios, acompañamos las primeras semanas de uso y seguimos mejorando el sistema.",
    },
  ],
  form: {
    title: "Contanos qué necesitás controlar",
    subtitle:
      "Dejanos tus datos y te contactamos dentro de las 24 horas para entender tu operación y estimar el proyecto.",
    submitLabel: "Quiero una propuesta",
  },
  faq: [
    {
      question: "¿Me conviene un sistema a medida o uno enlatado?",
      answer:
        "Depende. Si un producto existente cubre tu operación, te lo vamos a decir. El desarrollo a medida conviene cuando tus procesos son tu diferencial o cuando ya pagás varias herramientas que no se hablan entre sí.",
    },
    {
      question: "¿Qué pasa con los datos que tengo en planillas?",
      answer:
        "Los migramos al sistema nuevo como parte del proyecto, revisando y limpiando duplicados antes de importarlos.",
    },
    {
      question: "¿De quién es el sistema?",
      answer:
        "Los datos son siempre tuyos. La propiedad del código y las condiciones de mantenimiento se acuerdan por escrito antes de empezar.",
    },
  ],
};

const consultoria: ServicePage = {
  slug: "consultoria-ia",
  path: "/servicios/consultoria-ia",
  title: "Consultoría en IA",
  seo: {
    title: "Consultoría en inteligencia artificial para empresas",
    description:
      "Te ayudamos a decidir dónde aplicar IA en tu empresa: diagnóstico, hoja de ruta, elección de herramientas y capacitación para tu equipo.",
    keywords: [
      "consultoría en inteligencia artificial",
      "IA para empresas",
      "estrategia de IA",
      "capacitación en IA",
      "transformación digital pymes",
      "implementación de IA",
    ],
  },
  hero: {
    eyebrow: "Consultoría en IA",
    title: "Descubrí dónde la inteligencia artificial le conviene a tu empresa (y dónde no)",
    subtitle:
      "Analizamos tus procesos, encontramos las oportunidades con mejor retorno y armamos una hoja de ruta realista, con herramientas concretas, costos estimados y un equipo preparado para aprovecharla.",
    ctaLabel: "Quiero una consultoría",
  },
  painPoints: {
    title: "Todos hablan de IA, pero ¿por dónde se empieza?",
    intro:
      "La presión por «hacer algo con inteligencia artificial» es grande, y las respuestas que circulan, demasiado genéricas.",
    items: [
      {
        title: "Demasiadas herramientas, ninguna certeza",
        description:
          "Cada semana aparece una aplicación nueva que promete resolverlo todo y no sabés cuál sirve para tu caso.",
        icon: "CircleHelp",
      },
      {
        title: "Miedo a invertir en lo equivocado",
        description:
          "Pagar suscripciones que nadie usa o un desarrollo que no resuelve un problema real es un riesgo que una pyme no puede correr.",
        icon: "Wallet",
      },
      {
        title: "Un equipo que la usa sin criterio",
        description:
          "Algunos ya usan IA por su cuenta, cada uno a su manera y sin cuidar la información de la empresa.",
        icon: "Users",
      },
      {
        title: "Dudas sobre datos y privacidad",
        description:
          "No está claro qué información se puede compartir con estas herramientas y cuál debería quedar adentro.",
        icon: "Shield",
      },
    ],
  },
  solution: {
    title: "Una hoja de ruta práctica, hecha para tu negocio",
    paragraphs: [
      "Empezamos con entrevistas a las personas clave y un recorrido por tus procesos, tus datos y las herramientas que ya usás. No traemos una receta armada: buscamos dónde la IA resuelve un problema concreto.",
      "Con ese diagnóstico priorizamos las oportunidades según impacto, costo y facilidad de implementación, y te entregamos una hoja de ruta con pasos, plazos y presupuesto estimado.",
      "Después acompañamos la ejecución: capacitamos a tu equipo, definimos pautas de uso responsable y, si lo necesitás, implementamos nosotros las soluciones.",
    ],
    highlights: [
      "Diagnóstico de procesos y datos",
      "Oportunidades priorizadas por retorno",
      "Pautas para el uso seguro de la información",
      "Capacitación práctica para tu equipo",
    ],
  },
  benefits: [
    {
      title: "Decisiones con fundamento",
      description:
        "Sabés qué proyectos de IA conviene encarar primero, cuánto cuestan y qué resultado esperar de cada uno.",
      icon: "Lightbulb",
    },
    {
      title: "Inversión sin desperdicio",
      description:
        "Evitás pagar herramientas que nadie usa o desarrollos que no resuelven un problema real del negocio.",
      icon: "PiggyBank",
    },
    {
      title: "Un equipo que sabe usar la IA",
      description:
        "Tus colaboradores aprenden a aplicarla en sus tareas diarias con ejemplos tomados de su propio trabajo.",
      icon: "GraduationCap",
    },
    {
      title: "Uso responsable de los datos",
      description:
        "Definimos qué información puede usarse con cada herramienta, para proteger a tus clientes y a tu empresa.",
      icon: "ShieldCheck",
    },
  ],
  projectTypes: [
    {
      title: "Diagnóstico de madurez digital",
      description:
        "Relevamiento de procesos, datos y herramientas para saber desde dónde parte tu empresa.",
      icon: "Search",
    },
    {
      title: "Hoja de ruta de IA",
      description:
        "Un plan priorizado de iniciativas con plazos, presupuesto estimado e indicadores de éxito.",
      icon: "Target",
    },
    {
      title: "Capacitación de equipos",
      description:
        "Talleres prácticos de IA generativa aplicada a ventas, atención, administración y marketing.",
      icon: "GraduationCap",
    },
    {
      title: "Selección de herramientas",
      description:
        "Comparación objetiva de plataformas y proveedores según tus necesidades y tu presupuesto.",
      icon: "Scale",
    },
    {
      title: "Políticas de uso de IA",
      description:
        "Pautas internas sobre qué herramientas usar, con qué datos y con qué controles.",
      icon: "FileText",
    },
    {
      title: "Prueba de concepto",
      description:
        "Un piloto acotado para validar una idea con datos reales antes de hacer una inversión grande.",
      icon: "Brain",
    },
  ],
  process: [
    {
      step: "01",
      title: "Entrevistas",
      description:
        "Conversamos con la dirección y con los equipos para entender objetivos, problemas y expectativas.",
    },
    {
      step: "02",
      title: "Diagnóstico",
      description:
        "Analizamos procesos, datos y herramientas, y detectamos dónde la IA puede generar más valor.",
    },
    {
      step: "03",
      title: "Hoja de ruta",
      description:
        "Te presentamos las iniciativas priorizadas, con estimaciones de costo, plazos y resultados esperados.",
    },
    {
      step: "04",
      title: "Acompañamiento",
      description:
        "Capacitamos al equipo y seguimos junto a vos la implementación de las primeras iniciativas.",
    },
  ],
  form: {
    title: "Empecemos con una primera conversación",
    subtitle:
      "Dejanos tus datos y te contactamos dentro de las 24 horas para coordinar una reunión inicial y entender tus objetivos.",
    submitLabel: "Quiero hablar con un consultor",
  },
  faq: [
    {
      question: "¿Necesito tener conocimientos técnicos?",
      answer:
        "No. Explicamos todo en lenguaje claro y adaptamos la propuesta al nivel de tu equipo.",
    },
    {
      question: "¿Trabajan con empresas chicas?",
      answer:
        "Sí. La consultoría se dimensiona según el tamaño y las necesidades de cada empresa, desde un comercio con pocos empleados hasta una pyme con varias áreas.",
    },
    {
      question: "¿Qué recibo al terminar la consultoría?",
      answer:
        "Un informe con el diagnóstico, la hoja de ruta priorizada y las herramientas recomendadas, y una reunión para repasarlo con tu equipo.",
    },
  ],
};

/** In the footer's order. */
export const servicePages: readonly ServicePage[] = [
  automatizaciones,
  agentes,
  desarrolloWeb,
  marketing,
  sistemas,
  consultoria,
];

export function getServicePage(slug: string): ServicePage | undefined {
  return servicePages.find((page) => page.slug === slug);
}

/** Headings of the service pages' sections whose data is a plain list. */
export const serviceSectionHeadings = {
  benefits: { eyebrow: "Beneficios", title: "Lo que gana tu negocio" },
  projectTypes: { eyebrow: "Proyectos", title: "Qué podemos hacer juntos" },
  process: { eyebrow: "Proceso", title: "Cómo trabajamos, paso a paso" },
  faq: { title: "Preguntas frecuentes" },
} as const;
