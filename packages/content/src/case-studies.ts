import type { CallToAction, PageHero, Stat } from "./home";
import type { IconName } from "./icons";

/**
 * /casos-de-exito: ten case studies, one per industry. Clients are anonymised on purpose
 * (confidentiality agreements), so `client` describes the business, not its name.
 */

export interface CaseStudiesHero extends PageHero {
  confidentialityNote: string;
}

export const caseStudiesHero = {
  title: "Casos de éxito",
  subtitle:
    "Empresas de distintas industrias que ya trabajan con inteligencia artificial y automatización. Conocé el desafío de cada una, la solución que implementamos y los resultados que obtuvieron.",
  confidentialityNote:
    "Por acuerdos de confidencialidad, mantenemos en reserva los nombres de nuestros clientes.",
} as const satisfies CaseStudiesHero;

export const stats = [
  { value: 500, suffix: "+", label: "Proyectos" },
  { value: 300, suffix: "%", label: "ROI promedio" },
  { value: 98, suffix: "%", label: "Satisfacción" },
  { value: 150, suffix: "+", label: "Empresas" },
] as const satisfies readonly Stat[];

export const caseStudyIndustries = [
  "Tecnología y Retail",
  "Agroindustria",
  "Automotriz",
  "Logística y Fulfillment",
  "Legal",
  "Salud",
  "Turismo",
  "Inmobiliaria",
  "Gastronomía",
  "Retail",
] as const;

export type CaseStudyIndustry = (typeof caseStudyIndustries)[number];

/** An animated result: runs from 0 to `value`, shown as prefix + value + suffix. */
export interface CaseMetric {
  metric: string;
  value: number;
  prefix?: string;
  suffix?: string;
  icon: IconName;
}

export interface CaseStudy {
  slug: string;
  title: string;
  industry: CaseStudyIndustry;
  /** An anonymised description of the business and its city. */
  client: string;
  challenge: string;
  solution: string;
  results: readonly [CaseMetric, CaseMetric, CaseMetric, CaseMetric];
  testimonial: {
    quote: string;
    /** First name and initial. */
    author: string;
    /** The client's role in the company. */
    role: string;
  };
}

/** Headings used inside every case-study card. */
export const caseStudyLabels = {
  client: "Cliente",
  challenge: "El desafío",
  solution: "La solución",
  results: "Resultados",
} as const;

export const caseStudies = [
  {
    slug: "cadena-tecnologia-atencion-whatsapp",
    title: "Atención automática por WhatsApp para una cadena de tecnología",
    industry: "Tecnología y Retail",
    client:
      "Cadena de tiendas de tecnología y electrónica con cuatro sucursales y venta online, AMBA",
    challenge:
      "Recibían cientos de mensajes diarios por WhatsApp preguntando precio, stock y cuotas de celulares y notebooks. Dos vendedores pasaban la jornada contestando lo mismo, las consultas de la noche y del fin de semana quedaban sin respuesta y el stock de la web no coincidía con el de las sucursales.",
    solution:
      "Implementamos un agente conversacional en WhatsApp conectado al sistema de stock: informa precio, disponibilidad por sucursal y planes de cuotas, reserva el producto y deriva a un vendedor con la conversación completa cuando el cliente quiere cerrar la compra. Además unificamos el stock de la tienda online con el de los locales.",
    results: [
      {
        metric: "Consultas resueltas sin intervención humana",
        value: 70,
        suffix: "%",
        icon: "Bot",
      },
      { metric: "Reducción del tiempo de respuesta", value: 90, suffix: "%", icon: "Timer" },
      {
        metric: "Aumento de ventas online",
        value: 45,
        prefix: "+",
        suffix: "%",
        icon: "TrendingUp",
      },
      { metric: "Atención disponible", value: 24, suffix: "/7", icon: "Clock" },
    ],
    testimonial: {
      quote:
        "Antes teníamos dos vendedores todo el día contestando si había stock de tal celular. Hoy eso lo resuelve el asistente y ellos se dedican a cerrar ventas.",
      author: "Martín G.",
      role: "Gerente Comercial",
    },
  },
  {
    slug: "distribuidora-insumos-agricolas-cotizaciones",
    title: "Cotizaciones en el día para una distribuidora de insumos agrícolas",
    industry: "Agroindustria",
    client: "Distribuidora de insumos agrícolas, Río Cuarto",
    challenge:
      "Los pedidos de los productores llegaban por WhatsApp, teléfono y correo, y el equipo administrativo los cargaba a mano en el sistema. En plena campaña de siembra las cotizaciones se demoraban días, había errores en cantidades y los vendedores en el campo no sabían qué stock quedaba.",
    solution:
      "Automatizamos la recepción de pedidos: la inteligencia artificial lee los mensajes y correos, identifica productos y cantidades, y arma el presupuesto en el sistema de gestión con la lista de precios vigente. Los vendedores consultan stock y precios actualizados desde el celular y reciben una alerta cuando un pedido está listo para confirmar.",
    results: [
      { metric: "Reducción del tiempo de cotización", value: 80, suffix: "%", icon: "Timer" },
      { metric: "Reducción de errores de carga", value: 90, suffix: "%", icon: "CircleCheck" },
      {
        metric: "Más pedidos procesados por día",
        value: 150,
        prefix: "+",
        suffix: "%",
        icon: "Package",
      },
      {
        metric: "Horas administrativas ahorradas por semana",
        value: 30,
        suffix: " h",
        icon: "Clock",
      },
    ],
    testimonial: {
      quote:
        "En campaña llegamos a tener pedidos esperando dos días para ser cotizados. Este año cotizamos en el día, aun con la lista de precios cambiando todas las semanas.",
      author: "Raúl P.",
      role: "Socio Gerente",
    },
  },
  {
    slug: "concesionaria-leads-y-turnos",
    title: "Más ventas y turnos agendados solos para una concesionaria",
    industry: "Automotriz",
    client: "Concesionaria multimarca de vehículos 0 km y usados con taller propio, Córdoba",
    challenge:
      "Los interesados llegaban desde portales de clasificados, redes sociales y el sitio web, pero se respondían tarde y casi nunca se hacía seguimiento. Las pruebas de manejo y los turnos de service se anotaban en un cuaderno y muchos clientes no se presentaban.",
    solution:
      "Pusimos en marcha un agente conversacional que responde cada consulta en minutos, pregunta por modelo, forma de pago y si entrega un usado, y agenda la prueba de manejo en la agenda del vendedor. Lo conectamos a un CRM con seguimientos automáticos y recordatorios de turnos de taller.",
    results: [
      { metric: "Reducción del tiempo de respuesta", value: 95, suffix: "%", icon: "Timer" },
      {
        metric: "Aumento de leads calificados",
        value: 60,
        prefix: "+",
        suffix: "%",
        icon: "UserCheck",
      },
      { metric: "Turnos agendados automáticamente", value: 75, suffix: "%", icon: "Calendar" },
      { metric: "Aumento de ventas cerradas", value: 35, prefix: "+", suffix: "%", icon: "Car" },
    ],
    testimonial: {
      quote:
        "Un cliente que pregunta por un auto un domingo a la noche ya no espera hasta el lunes: el lunes lo tenemos agendado para la prueba de manejo.",
      author: "Carolina S.",
      role: "Gerente de Ventas",
    },
  },
  {
    slug: "operador-logistico-seguimiento-pedidos",
    title: "Seguimiento automático de envíos para un operador de fulfillment",
    industry: "Logística y Fulfillment",
    client: "Operador logístico de fulfillment para tiendas online, Gran Buenos Aires",
    challenge:
      "Las tiendas clientes y sus compradores consultaban por correo y WhatsApp el estado de cada pedido, los errores de preparación generaban devoluciones costosas y los reportes para cada tienda se armaban a mano en planillas al final del día.",
    solution:
      "Desarrollamos un sistema a medida integrado con las plataformas de e-commerce de sus clientes: valida cada pedido con lector de códigos al prepararlo, avisa automáticamente al comprador en cada etapa del envío y ofrece a cada tienda un panel con sus pedidos en tiempo real. Un agente responde las consultas de seguimiento por WhatsApp.",
    results: [
      {
        metric: "Reducción de consultas por estado de envío",
        value: 75,
        suffix: "%",
        icon: "Inbox",
      },
      {
        metric: "Reducción de errores de preparación",
        value: 80,
        suffix: "%",
        icon: "CircleCheck",
      },
      { metric: "Pedidos despachados en el día", value: 97, suffix: "%", icon: "Truck" },
      {
        metric: "Más pedidos diarios con el mismo equipo",
        value: 125,
        prefix: "+",
        suffix: "%",
        icon: "TrendingUp",
      },
    ],
    testimonial: {
      quote:
        "Pasamos de despachar 800 a más de 1.800 pedidos por día sin sumar gente en administración, y los clientes dejaron de llamarnos para preguntar dónde está cada paquete.",
      author: "Diego F.",
      role: "Director de Operaciones",
    },
  },
  {
    slug: "estudio-juridico-expedientes-y-consultas",
    title: "Menos llamados y plazos bajo control para un estudio jurídico",
    industry: "Legal",
    client: "Estudio jurídico de derecho laboral y de familia, San Luis",
    challenge:
      "Los abogados dedicaban buena parte de la mañana a atender llamados de clientes que querían saber en qué estaba su causa y a responder consultas iniciales que no siempre correspondían al estudio. Los vencimientos procesales se controlaban en una planilla compartida.",
    solution:
      "Implementamos un asistente que atiende la primera consulta, reúne los datos y la documentación del caso y agenda la entrevista solo cuando corresponde. Automatizamos el aviso a cada cliente cuando su expediente tiene novedades y sumamos alertas de vencimientos para el equipo, además de modelos de escritos que los abogados revisan antes de presentar.",
    results: [
      {
        metric: "Horas semanales liberadas para trabajo jurídico",
        value: 20,
        suffix: " h",
        icon: "Clock",
      },
      {
        metric: "Reducción de llamados por estado de causa",
        value: 70,
        suffix: "%",
        icon: "Phone",
      },
      { metric: "Vencimientos con alerta automática", value: 100, suffix: "%", icon: "Calendar" },
      {
        metric: "Más consultas convertidas en clientes",
        value: 40,
        prefix: "+",
        suffix: "%",
        icon: "Scale",
      },
    ],
    testimonial: {
      quote:
        "Dejamos de perder la mañana contando por teléfono en qué estaba cada expediente. El cliente recibe la novedad y nosotros nos dedicamos a trabajar las causas.",
      author: "Laura M.",
      role: "Socia fundadora",
    },
  },
  {
    slug: "clinica-turnos-por-whatsapp",
    title: "Turnos por WhatsApp y menos ausentismo para una clínica",
    industry: "Salud",
    client: "Clínica de especialidades médicas, Villa Mercedes (San Luis)",
    challenge:
      "La línea telefónica se saturaba cada mañana con pedidos de turnos, la recepción no daba abasto entre el teléfono y los pacientes en el mostrador, y muchos pacientes no se presentaban ni avisaban, dejando huecos en la agenda de los profesionales.",
    solution:
      "Implementamos un agente de WhatsApp conectado a la agenda de la clínica que da turnos a cualquier hora, informa qué obras sociales se atienden y cómo prepararse para cada estudio. Envía recordatorios con opción de confirmar o cancelar, y los turnos liberados se ofrecen automáticamente a pacientes en lista de espera.",
    results: [
      { metric: "Reducción del ausentismo", value: 40, suffix: "%", icon: "UserCheck" },
      { metric: "Turnos gestionados por WhatsApp", value: 65, suffix: "%", icon: "MessageCircle" },
      { metric: "Reducción de llamados a recepción", value: 60, suffix: "%", icon: "Phone" },
      {
        metric: "Turnos otorgados fuera del horario de atención",
        value: 30,
        suffix: "%",
        icon: "Clock",
      },
    ],
    testimonial: {
      quote:
        "Los recordatorios solos nos devolvieron decenas de turnos por semana que antes se perdían. Y en recepción por fin se puede atender tranquilo al paciente que está en el mostrador.",
      author: "Silvia R.",
      role: "Directora Administrativa",
    },
  },
  {
    slug: "complejo-turistico-reservas-directas",
    title: "Reservas directas las 24 horas para un complejo turístico",
    industry: "Turismo",
    client: "Complejo de cabañas con venta de excursiones, Merlo (San Luis)",
    challenge:
      "En temporada alta las consultas de disponibilidad y precios llegaban por WhatsApp e Instagram a toda hora. Se respondían tarde, muchos turistas terminaban reservando en otro lado y una parte importante de las reservas entraba por plataformas con comisiones altas.",
    solution:
      "Creamos un asistente que consulta la disponibilidad real, cotiza según fechas y cantidad de huéspedes, envía el link de pago de la seña y confirma la reserva en el momento. También ofrece las excursiones de la zona y le recuerda al huésped los datos de llegada unos días antes.",
    results: [
      {
        metric: "Aumento de reservas directas",
        value: 55,
        prefix: "+",
        suffix: "%",
        icon: "House",
      },
      { metric: "Reducción del tiempo de respuesta", value: 95, suffix: "%", icon: "Timer" },
      { metric: "Ahorro en comisiones de plataformas", value: 30, suffix: "%", icon: "Wallet" },
      {
        metric: "Aumento en la venta de excursiones",
        value: 40,
        prefix: "+",
        suffix: "%",
        icon: "Plane",
      },
    ],
    testimonial: {
      quote:
        "En enero nos escribían a las dos de la mañana y a las nueve ya habían reservado en otro lado. Ahora la reserva queda hecha, con la seña paga, mientras dormimos.",
      author: "Andrés L.",
      role: "Propietario",
    },
  },
  {
    slug: "inmobiliaria-consultas-y-visitas",
    title: "Consultas calificadas y visitas agendadas para una inmobiliaria",
    industry: "Inmobiliaria",
    client: "Inmobiliaria de venta y alquiler, zona norte del Gran Buenos Aires",
    challenge:
      "Cada publicación en los portales generaba decenas de consultas con las mismas preguntas: expensas, requisitos de garantía, si es apta crédito, si acepta mascotas. Los corredores coordinaban visitas por teléfono y no había seguimiento de los interesados que no concretaban.",
    solution:
      "Implementamos un agente conversacional que responde con la ficha de cada propiedad, consulta presupuesto, garantía y forma de pago, y agenda la visita directamente en el calendario del corredor. Lo integramos con un CRM que hace seguimiento automático y avisa cuando entra una propiedad que coincide con lo que busca cada interesado.",
    results: [
      {
        metric: "Consultas calificadas automáticamente",
        value: 80,
        suffix: "%",
        icon: "UserCheck",
      },
      {
        metric: "Aumento de visitas concretadas",
        value: 50,
        prefix: "+",
        suffix: "%",
        icon: "House",
      },
      {
        metric: "Horas ahorradas por corredor cada semana",
        value: 12,
        suffix: " h",
        icon: "Clock",
      },
      { metric: "Reducción del tiempo de cierre", value: 30, suffix: "%", icon: "Handshake" },
    ],
    testimonial: {
      quote:
        "Cada corredor llega a la visita con gente que ya conoce el precio, las expensas y los requisitos. Dejamos de mostrar departamentos a quien no podía alquilarlos.",
      author: "Gabriela T.",
      role: "Directora Comercial",
    },
  },
  {
    slug: "grupo-gastronomico-pedidos-propios",
    title: "Pedidos propios por WhatsApp para un grupo gastronómico",
    industry: "Gastronomía",
    client: "Grupo gastronómico con tres locales y delivery propio, Rosario",
    challenge:
      "Los viernes y sábados a la noche el teléfono y el WhatsApp no paraban: se perdían pedidos, había errores en las comandas y buena parte de las ventas dependía de aplicaciones de delivery con comisiones altas.",
    solution:
      "Creamos un asistente de WhatsApp que toma el pedido con el menú y los precios actualizados, calcula el costo de envío según la zona, envía el link de pago y manda la comanda directo a la cocina del local más cercano. También gestiona las reservas de mesa y permite enviar promociones a la base de clientes.",
    results: [
      {
        metric: "Aumento de pedidos por canal propio",
        value: 70,
        prefix: "+",
        suffix: "%",
        icon: "Utensils",
      },
      { metric: "Reducción de errores en pedidos", value: 85, suffix: "%", icon: "CircleCheck" },
      {
        metric: "Ahorro en comisiones de apps de delivery",
        value: 35,
        suffix: "%",
        icon: "PiggyBank",
      },
      { metric: "Reducción del tiempo de toma de pedido", value: 75, suffix: "%", icon: "Timer" },
    ],
    testimonial: {
      quote:
        "Los viernes a la noche se nos escapaban pedidos porque no dábamos abasto. Ahora entran todos por WhatsApp, bien tomados y pagados, directo a la cocina.",
      author: "Federico B.",
      role: "Socio y Gerente General",
    },
  },
  {
    slug: "ferreteria-stock-inteligente",
    title: "Stock inteligente y compras sin adivinar para una cadena de ferreterías",
    industry: "Retail",
    client: "Ferretería y corralón con cuatro sucursales, San Luis",
    challenge:
      "El stock de cada sucursal se manejaba por separado, faltaban justo los productos de mayor rotación y al mismo tiempo había mercadería parada en el depósito. Las compras a proveedores se decidían a ojo y los clientes consultaban precios por WhatsApp sin respuesta rápida.",
    solution:
      "Desarrollamos un sistema de stock unificado para las cuatro sucursales con predicción de demanda basada en inteligencia artificial, que sugiere qué comprar, cuánto y a qué proveedor. Sumamos una tienda online con stock real y un asistente de WhatsApp que responde precios y disponibilidad por sucursal.",
    results: [
      { metric: "Reducción de quiebres de stock", value: 60, suffix: "%", icon: "Package" },
      {
        metric: "Menos capital inmovilizado en sobrestock",
        value: 25,
        suffix: "%",
        icon: "Wallet",
      },
      { metric: "Aumento de ventas", value: 30, prefix: "+", suffix: "%", icon: "Store" },
      {
        metric: "Retorno de la inversión en el primer año",
        value: 320,
        suffix: "%",
        icon: "ChartLine",
      },
    ],
    testimonial: {
      quote:
        "Antes comprábamos a ojo y siempre faltaba lo que más se vende. Hoy el sistema nos dice qué pedir y a quién, y la plata deja de estar dormida en el depósito.",
      author: "Jorge A.",
      role: "Dueño",
    },
  },
] as const satisfies readonly CaseStudy[];

export const caseStudiesCta = {
  title: "¿Querés ser nuestro próximo caso de éxito?",
  text: "Contanos qué te quita tiempo hoy. En una consulta gratuita de 30 minutos analizamos tu caso y te mostramos qué resultados podés esperar.",
  buttonLabel: "Agendá tu consulta gratuita",
  href: "/agenda",
} as const satisfies CallToAction;
