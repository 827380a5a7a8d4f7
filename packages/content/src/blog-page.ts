/**
 * Copy of the blog's pages (/blog, /blog/{slug}, the blog 404). Light: no articles here, so
 * browser code may import it; the articles come to the pages through build-time loaders.
 */
export const blogHero = {
  eyebrow: "Blog",
  title: "Ideas para que tu pyme crezca con tecnología",
  subtitle:
    "Inteligencia artificial, automatización, marketing y desarrollo web explicados sin vueltas, con ejemplos de negocios argentinos.",
};

export const blogListCopy = {
  filtersLabel: "Filtrar artículos por categoría",
  featuredBadge: "Destacado",
  readMore: "Leer Más",
  /** The grid's heading with no article in the selected category (never with the built-in set). */
  empty: "Todavía no hay artículos en esta categoría.",
};

/** The newsletter block at the bottom of /blog: its submit only shows a notice (spec 4 and 8). */
export const blogNewsletter = {
  title: "Suscribite a nuestro newsletter",
  text: "Recibí cada semana ideas prácticas de IA, automatización y marketing digital para tu negocio.",
  emailLabel: "Tu email",
  /**
   * The spec writes the placeholder as '{email}', the same token it uses for the omitted contact
   * e-mail; we read it as a template token and show an example address.
   */
  placeholder: "tu@email.com",
  buttonLabel: "Suscribirme",
  note: "No spam. Podés cancelar tu suscripción en cualquier momento.",
  notice: {
    title: "Suscripción no implementada",
    description: "Gracias por tu interés! Esta función estará lista pronto.",
  },
};

export const blogArticleCopy = {
  backToBlog: "Volver al blog",
  byline: "Por",
  shareTitle: "Compartí este artículo",
  cta: {
    title: "¿Querés aplicar esto en tu negocio?",
    text: "Contanos qué necesitás y te proponemos una solución a medida. La primera consulta es sin cargo.",
    buttonLabel: "Contactanos",
    href: "/contacto",
  },
};

export const blogNotFound = {
  title: "404 - Post no encontrado",
  text: "Lo sentimos, el artículo que buscás no existe.",
  buttonLabel: "Volver al blog",
  href: "/blog",
};

/** The blog's RSS feed. */
export const blogFeed = {
  path: "/blog/rss.xml",
  title: "Blog",
  description:
    "Artículos sobre inteligencia artificial, automatización, chatbots, marketing y desarrollo web para pymes de Argentina y Latinoamérica.",
};
