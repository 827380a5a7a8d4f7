import type { PageHero } from "./home";

/**
 * The copy of the staff area: /acceso (sign in and sign up) and /panel (the leads inbox). Their
 * paths live in ./navigation, which every page loads; this module only the staff pages do.
 */

export const accessHero = {
  title: "Acceso del equipo",
  subtitle:
    "Ingresá con tu cuenta para ver, filtrar y exportar los contactos que llegan desde el sitio.",
} as const satisfies PageHero;

export const accessCopy = {
  loading: "Verificando tu sesión…",
  redirecting: "Entrando al panel…",
  needsJavaScript: "Para ingresar necesitás JavaScript: activalo en tu navegador.",
  email: { label: "Email", placeholder: "vos@impulsoia.com.ar" },
  signIn: {
    title: "Ingresar",
    description: "Con el email y la contraseña de tu cuenta.",
    password: "Contraseña",
    submit: "Ingresar",
    submitting: "Ingresando...",
  },
  signUp: {
    title: "Crear una cuenta",
    description:
      "Si sos parte del equipo y todavía no tenés cuenta. Un administrador la habilita para ver el panel.",
    password: "Contraseña",
    passwordHint: "Al menos 8 caracteres.",
    confirm: "Repetí la contraseña",
    submit: "Crear cuenta",
    submitting: "Creando la cuenta...",
    confirmEmail:
      "Listo: te enviamos un email para confirmar la cuenta. Abrí el enlace y después ingresá con tu contraseña.",
  },
  noAccess: {
    title: "Tu cuenta todavía no tiene acceso al panel",
    body: "Ingresaste como {email}. Pedile a un administrador que habilite tu cuenta y después tocá «Ya me habilitaron».",
    retry: "Ya me habilitaron",
    retrying: "Verificando...",
    stillNo:
      "Tu cuenta sigue sin acceso al panel. Si ya te habilitaron, cerrá sesión y volvé a ingresar.",
    signOut: "Cerrar sesión",
  },
  validation: {
    password: "Ingresá tu contraseña.",
    passwordLength: "La contraseña tiene que tener al menos 8 caracteres.",
    passwordMaxLength: "La contraseña puede tener hasta 72 caracteres.",
    mismatch: "Las contraseñas no coinciden.",
  },
} as const;

export const PASSWORD_MIN_LENGTH = 8;
/** Supabase Auth refuses longer passwords (bcrypt reads 72 bytes). */
export const PASSWORD_MAX_LENGTH = 72;

export const panelHero = {
  title: "Contactos",
  subtitle: "Los mensajes y pedidos que dejaron en el sitio, del más nuevo al más viejo.",
} as const satisfies PageHero;

export const panelCopy = {
  loading: "Verificando tu sesión…",
  needsJavaScript: "El panel necesita JavaScript: activalo en tu navegador para ver los contactos.",
  signedInAs: "Sesión de {email}",
  signOut: "Cerrar sesión",
  filters: {
    title: "Filtros",
    tipo: "Tipo",
    anyTipo: "Todos los tipos",
    origen: "Origen",
    anyOrigen: "Todos los orígenes",
    desde: "Desde",
    hasta: "Hasta",
    buscar: "Buscar",
    buscarPlaceholder: "Nombre, email o mensaje",
    apply: "Filtrar",
    clear: "Limpiar filtros",
  },
  results: {
    loading: "Cargando contactos…",
    count: { one: "1 contacto", other: "{n} contactos" },
    range: "Mostrando {from}–{to} de {total}",
    empty: "Todavía no llegó ningún contacto.",
    emptyFiltered: "Ningún contacto coincide con estos filtros.",
    pastEnd: "Esta página está vacía.",
    firstPage: "Ir a la primera página",
    error: "No pudimos cargar los contactos.",
    retry: "Reintentar",
  },
  table: {
    caption: "Contactos recibidos",
    recibido: "Recibido",
    nombre: "Nombre",
    email: "Email",
    tipo: "Tipo",
    origen: "Origen",
    actions: "Detalle",
    open: "Ver detalle",
  },
  pagination: {
    label: "Páginas de contactos",
    previous: "Anterior",
    next: "Siguiente",
    page: "Página {page} de {pages}",
  },
  export: {
    button: "Exportar CSV",
    busy: "Exportando...",
    done: "Exportaste {n} contactos.",
    error: "No pudimos exportar los contactos. Intentá de nuevo.",
  },
  detail: {
    close: "Cerrar",
    contact: "Datos de contacto",
    attribution: "Atribución",
    attributionEmpty: "Este contacto no trajo datos de campaña.",
    fields: {
      recibido: "Recibido",
      fecha: "Fecha del formulario",
      nombre: "Nombre",
      email: "Email",
      telefono: "Teléfono",
      tipo: "Tipo",
      origen: "Origen",
      rol: "Rol",
      canal_contacto: "Canal de contacto",
      mensaje: "Mensaje",
      landing_path: "Página de entrada",
      referrer: "Referente",
      id: "ID",
    },
  },
} as const;

/** How the panel names each tipo (the database keeps the spec's values). */
export const tipoLabels: Record<string, string> = {
  suscripcion: "Suscripción al newsletter",
  "Contacto General": "Contacto general",
  Consulta: "Consulta (agenda)",
  Partner: "Partner",
  "Landing Page Lead": "Lead de landing o servicio",
  "Venta Agente WhatsApp": "Venta Agente WhatsApp (ARS)",
  "Venta Agente WhatsApp LATAM": "Venta Agente WhatsApp (LATAM)",
  lead: "Lead de apicultura",
};

/** Fills `{name}` placeholders of a copy string. */
export function fillCopy(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (match, key: string) =>
    key in values ? String(values[key]) : match,
  );
}
