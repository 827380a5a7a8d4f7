/**
 * /privacidad and /terminos. The contact e-mail is configuration: the texts carry the
 * placeholder `{email}`, which the page replaces (and may turn into a mailto link).
 */

/** Rendered as: heading, paragraphs in order, then the list (introduced by the last paragraph). */
export interface LegalSection {
  heading: string;
  paragraphs: readonly string[];
  list?: readonly string[];
}

export interface LegalDocument {
  title: string;
  /** ISO date, YYYY-MM-DD. */
  lastUpdated: `${number}-${number}-${number}`;
  intro: string;
  sections: readonly LegalSection[];
}

/** Shared labels of the legal pages. */
export const legalLabels = {
  lastUpdated: "Última actualización",
  emailPlaceholder: "{email}",
} as const;

export const privacyPolicy = {
  title: "Política de Privacidad",
  lastUpdated: "2025-08-21",
  intro:
    "En esta política te explicamos qué datos personales recopilamos cuando visitás nuestro sitio web, completás un formulario o nos escribís por WhatsApp, para qué los usamos, con quién los compartimos y cómo podés ejercer tus derechos. La redactamos conforme a la Ley N° 25.326 de Protección de los Datos Personales, su Decreto Reglamentario N° 1558/2001 y las normas complementarias vigentes en la República Argentina.",
  sections: [
    {
      heading: "1. Responsable del tratamiento y alcance",
      paragraphs: [
        "El responsable de la base de datos y del tratamiento de tus datos personales es la empresa titular de este sitio web (en adelante, «nosotros»), con oficinas en las ciudades de San Luis y de Buenos Aires, República Argentina. Para cualquier consulta sobre esta política podés escribirnos a {email}.",
        "Esta política se aplica a los datos que recopilamos a través del sitio web, sus formularios (contacto, solicitud de consulta, postulación al programa de partners y suscripción al boletín), las conversaciones con nuestra asistente virtual de demostración y los mensajes que nos envíes por WhatsApp, Telegram o correo electrónico.",
      ],
    },
    {
      heading: "2. Datos que recopilamos",
      paragraphs: [
        "Recopilamos únicamente los datos que vos nos das en forma voluntaria y los datos técnicos mínimos que genera la navegación:",
      ],
      list: [
        "Datos de identificación y contacto: nombre y apellido, correo electrónico, teléfono y, si lo indicás, el nombre de tu empresa.",
        "Datos de tu consulta: el servicio que te interesa, el medio de contacto que preferís, el mensaje o la descripción de tus necesidades y, en el caso de los partners, los servicios que te interesa ofrecer y tu experiencia en ventas.",
        "Conversaciones: el contenido de los mensajes que intercambiás con nuestro equipo o con nuestra asistente virtual por WhatsApp o Telegram, junto con tu número o usuario en esa aplicación.",
        "Datos de navegación: dirección IP, tipo de navegador y dispositivo, páginas visitadas, fecha y hora de acceso y sitio de procedencia, obtenidos mediante cookies y herramientas de analítica.",
      ],
    },
    {
      heading: "3. Para qué usamos tus datos",
      paragraphs: [
        "Tratamos tus datos sobre la base del consentimiento libre, expreso e informado que nos otorgás al enviar un formulario o escribirnos (artículo 5 de la Ley N° 25.326). No vendemos, alquilamos ni cedemos tus datos personales a terceros con fines comerciales, y nunca te vamos a pedir datos sensibles, como información de salud, religiosa o política: te pedimos que no los incluyas en tus mensajes.",
        "Usamos tus datos solo para las siguientes finalidades:",
      ],
      list: [
        "Responder tus consultas y coordinar la consulta gratuita por el medio que elegiste.",
        "Preparar y enviarte presupuestos y propuestas de servicios.",
        "Evaluar tu postulación al programa de partners y comunicarnos con vos.",
        "Enviarte nuestro boletín y novedades, solo si te suscribiste. Podés darte de baja en cualquier momento desde el propio correo o escribiéndonos.",
        "Mejorar el funcionamiento y los contenidos del sitio a partir de estadísticas de uso.",
        "Cumplir con obligaciones legales, contables o impositivas que correspondan.",
      ],
    },
    {
      heading: "4. Cookies y herramientas de analítica",
      paragraphs: [
        "Usamos cookies técnicas, necesarias para que el sitio funcione correctamente, y cookies de analítica que registran de forma agregada qué páginas se visitan, desde qué dispositivos y durante cuánto tiempo. Esta información nos sirve para entender cómo se usa el sitio y mejorarlo, y no la usamos para identificarte personalmente.",
        "Podés configurar tu navegador para bloquear o eliminar las cookies en cualquier momento. Si bloqueás las cookies técnicas, algunas funciones del sitio pueden no funcionar como esperás.",
      ],
    },
    {
      heading: "5. Con quién compartimos tus datos",
      paragraphs: [
        "Solo comunicamos tus datos a terceros cuando lo requiera una autoridad judicial o administrativa competente, o a los proveedores que detallamos más abajo. WhatsApp y Telegram son servicios de terceros con sus propias políticas de privacidad, que te recomendamos leer.",
        "Algunos de nuestros proveedores pueden alojar los datos en servidores ubicados fuera de la República Argentina. En esos casos, la transferencia se realiza conforme al artículo 12 de la Ley N° 25.326 y su reglamentación, hacia países con un nivel de protección adecuado o con las garantías contractuales que exige la normativa vigente.",
        "Para prestar nuestros servicios trabajamos con los siguientes proveedores, que tratan datos por nuestra cuenta en calidad de encargados del tratamiento y solo pueden usarlos para brindarnos su servicio:",
      ],
      list: [
        "Proveedores de alojamiento del sitio web.",
        "Proveedores de bases de datos en la nube, donde se guardan los formularios que enviás.",
        "Servicios de analítica web.",
        "Plataformas de mensajería y de correo electrónico que usamos para responderte.",
      ],
    },
    {
      heading: "6. Conservación y seguridad de los datos",
      paragraphs: [
        "Conservamos tus datos mientras sean necesarios para la finalidad para la que los recopilamos: mientras dure la relación comercial o la conversación con vos y, como máximo, hasta dos años después del último contacto, salvo que una obligación legal exija conservarlos por más tiempo. Los datos del boletín se conservan hasta que te des de baja. Cumplido el plazo, los eliminamos o los anonimizamos.",
        "Conforme al artículo 9 de la Ley N° 25.326, adoptamos medidas técnicas y organizativas para proteger tus datos contra su pérdida, adulteración, consulta o acceso no autorizado: conexiones cifradas, accesos restringidos al personal que los necesita para su tarea y proveedores con estándares de seguridad reconocidos. Ningún sistema es completamente infalible; si detectáramos un incidente que afecte tus datos, te lo vamos a informar.",
      ],
    },
    {
      heading: "7. Tus derechos",
      paragraphs: [
        "Como titular de tus datos podés ejercer en cualquier momento los derechos de acceso, rectificación, actualización y supresión, y revocar el consentimiento que nos diste. Para hacerlo, escribinos a {email} indicando tu nombre y el derecho que querés ejercer; podemos pedirte que acredites tu identidad para proteger tus datos. Respondemos los pedidos de acceso dentro de los diez días corridos y los de rectificación, actualización o supresión dentro de los cinco días hábiles, según los artículos 14 y 16 de la Ley N° 25.326.",
        "El titular de los datos personales tiene la facultad de ejercer el derecho de acceso a los mismos en forma gratuita a intervalos no inferiores a seis meses, salvo que se acredite un interés legítimo al efecto, conforme lo establecido en el artículo 14, inciso 3 de la Ley N° 25.326.",
        "La Agencia de Acceso a la Información Pública, en su carácter de Órgano de Control de la Ley N° 25.326, tiene la atribución de atender las denuncias y reclamos que interpongan quienes resulten afectados en sus derechos por incumplimiento de las normas vigentes en materia de protección de datos personales.",
      ],
    },
    {
      heading: "8. Menores de edad y cambios en esta política",
      paragraphs: [
        "Nuestro sitio y nuestros servicios están dirigidos a empresas y a personas mayores de 18 años. No recopilamos a sabiendas datos de menores de edad; si sos madre, padre o tutor y creés que un menor nos envió sus datos, escribinos a {email} y los vamos a eliminar.",
        "Podemos actualizar esta política para reflejar cambios en nuestros servicios o en la normativa. Vamos a publicar la nueva versión en esta página con su fecha de última actualización y, si los cambios son importantes, lo vamos a avisar en el sitio. Te recomendamos revisarla periódicamente.",
      ],
    },
  ],
} as const satisfies LegalDocument;

export const termsOfService = {
  title: "Términos de Servicio",
  lastUpdated: "2025-07-11",
  intro:
    "Estos términos regulan el uso de nuestro sitio web y de sus formularios, de la asistente virtual de demostración y de los contenidos que publicamos. Te pedimos que los leas con atención: al navegar el sitio o enviarnos un formulario, aceptás estas condiciones.",
  sections: [
    {
      heading: "1. Aceptación de los términos",
      paragraphs: [
        "El uso de este sitio web implica la aceptación plena de estos Términos de Servicio y de nuestra Política de Privacidad. Si no estás de acuerdo con alguna de estas condiciones, te pedimos que no uses el sitio.",
        "Estos términos se aplican a todas las secciones del sitio, incluidos el blog, los formularios de contacto, de consulta y de postulación al programa de partners, la suscripción al boletín y los canales de chat con nuestra asistente virtual.",
      ],
    },
    {
      heading: "2. Uso del sitio y de los formularios",
      paragraphs: [
        "Nuestra asistente virtual es una demostración basada en inteligencia artificial. Sus respuestas son orientativas, pueden contener errores y no constituyen una oferta ni un compromiso contractual; cualquier condición comercial la confirma siempre una persona de nuestro equipo por escrito.",
        "Te comprometés a usar el sitio de buena fe y conforme a la ley. En particular, te comprometés a:",
      ],
      list: [
        "Brindar datos verdaderos, completos y actualizados, y usar solo datos propios o de tu empresa.",
        "No enviar contenidos ilícitos, ofensivos, publicidad no solicitada ni programas maliciosos.",
        "No intentar acceder sin autorización a sistemas, datos o áreas restringidas del sitio, ni afectar su funcionamiento.",
        "No extraer contenidos de forma automatizada ni usar el sitio o la asistente virtual para fines distintos de los previstos.",
      ],
    },
    {
      heading: "3. Servicios, presupuestos y contratación",
      paragraphs: [
        "La información sobre nuestros servicios es descriptiva y no constituye una oferta vinculante. Los precios no se publican porque cada proyecto se cotiza a medida: te enviamos un presupuesto dentro de las 24 horas de recibir tu pedido, sin compromiso y con el plazo de validez indicado en él.",
        "La contratación de un servicio se formaliza mediante una propuesta o un contrato escrito aceptado por ambas partes, que prevalece sobre cualquier información del sitio. Los plazos de implementación mencionados (de 2 a 4 semanas para proyectos simples y de 2 a 3 meses para proyectos complejos) son referenciales y se confirman en cada propuesta.",
        "Los casos de éxito, las cifras y los testimonios publicados reflejan resultados de proyectos anteriores y no garantizan resultados idénticos, que dependen de las características de cada empresa.",
      ],
    },
    {
      heading: "4. Propiedad intelectual",
      paragraphs: [
        "Los textos, artículos, diseños, logotipos, imágenes, código y demás contenidos del sitio son de nuestra titularidad o se usan con licencia, y están protegidos por la Ley N° 11.723 de Propiedad Intelectual y demás normas aplicables. No podés reproducirlos, modificarlos ni distribuirlos con fines comerciales sin nuestra autorización previa y por escrito.",
        "Podés compartir los artículos del blog citando la fuente e incluyendo un enlace al artículo original. Las marcas de terceros mencionadas en el sitio pertenecen a sus respectivos titulares.",
      ],
    },
    {
      heading: "5. Enlaces y servicios de terceros",
      paragraphs: [
        "El sitio incluye enlaces y botones hacia servicios de terceros, como WhatsApp, Telegram y redes sociales. El uso de esos servicios se rige por sus propios términos y políticas, y no somos responsables de su contenido, disponibilidad ni del tratamiento de datos que realicen.",
      ],
    },
    {
      heading: "6. Limitación de responsabilidad",
      paragraphs: [
        "Trabajamos para que el sitio esté disponible y su información sea correcta y actualizada, pero no garantizamos que funcione sin interrupciones ni errores. Los contenidos del sitio y del blog tienen fines informativos y no reemplazan un asesoramiento profesional sobre tu caso particular.",
        "En la medida permitida por la ley, no somos responsables por daños indirectos derivados del uso del sitio o de decisiones tomadas sobre la base de sus contenidos. Nada de lo establecido en estos términos limita los derechos que te correspondan como consumidor según la Ley N° 24.240 de Defensa del Consumidor.",
      ],
    },
    {
      heading: "7. Modificaciones, ley aplicable y jurisdicción",
      paragraphs: [
        "Podemos modificar estos términos en cualquier momento. Los cambios rigen desde su publicación en esta página, con la fecha de última actualización correspondiente.",
        "Estos términos se rigen por las leyes de la República Argentina. Cualquier controversia se someterá a los tribunales ordinarios con asiento en la ciudad de San Luis o en la Ciudad Autónoma de Buenos Aires, según corresponda, sin perjuicio de los derechos que la normativa de defensa del consumidor reconoce a los usuarios.",
        "Si tenés dudas sobre estos términos, escribinos a {email}.",
      ],
    },
  ],
} as const satisfies LegalDocument;
