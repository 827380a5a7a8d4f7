/**
 * The contactos table's rules, mirrored from its migration so that a form refuses bad input
 * with a clear Spanish message before sending. database.types.test.ts checks the mirror against
 * the real database.
 */
export const TIPOS = [
  "suscripcion",
  "Contacto General",
  "Consulta",
  "Partner",
  "Landing Page Lead",
  "Venta Agente WhatsApp",
  "Venta Agente WhatsApp LATAM",
  "lead",
] as const;
export type Tipo = (typeof TIPOS)[number];

export const ROLES = ["productor", "proveedor", "inversor", "otro"] as const;
export type Rol = (typeof ROLES)[number];

export const LIMITS = {
  nombre: 120,
  email: 254,
  telefono: 40,
  canal_contacto: 60,
  mensaje: 5000,
  origen: 120,
  utm: 250,
  clickId: 500,
  landing_path: 2000,
  referrer: 2000,
} as const;

export const EMAIL_PATTERN = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;
export const PHONE_ALLOWED = /^[0-9+()\-. ]*$/;
export const PHONE_MIN_DIGITS = 6;

/**
 * A NUL character, which Postgres text cannot hold: the database refuses it with 22P05
 * (PostgREST: 400), so the forms refuse it first.
 */
export const FORBIDDEN_CHARACTER_MESSAGE =
  "El texto contiene un carácter no permitido. Borralo e intentá de nuevo.";

/** The constraint names of the migration, each with the message a visitor reads. */
export const CONSTRAINT_MESSAGES: Record<string, string> = {
  contactos_nombre_length: `Ingresá tu nombre (hasta ${LIMITS.nombre} caracteres).`,
  contactos_email_length: `El email puede tener hasta ${LIMITS.email} caracteres.`,
  contactos_email_format: "Ingresá un email válido, por ejemplo nombre@empresa.com.",
  contactos_telefono_length: `El teléfono puede tener hasta ${LIMITS.telefono} caracteres.`,
  contactos_telefono_format:
    "Ingresá un teléfono válido: solo números, espacios y los signos + ( ) - .",
  contactos_canal_contacto_length: "Elegí un medio de contacto válido.",
  contactos_mensaje_length: `El mensaje puede tener hasta ${LIMITS.mensaje} caracteres.`,
  contactos_origen_length: "No pudimos identificar el formulario. Recargá la página.",
  contactos_tipo_valid: "No pudimos identificar el formulario. Recargá la página.",
  contactos_rol_valid: "Elegí un rol de la lista.",
};
