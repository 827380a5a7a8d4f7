import {
  CONSTRAINT_MESSAGES,
  EMAIL_PATTERN,
  FORBIDDEN_CHARACTER_MESSAGE,
  LIMITS,
  PHONE_ALLOWED,
  PHONE_MIN_DIGITS,
} from "./limits";
import type { LeadRow } from "./rows";

/** A field check for forms: the Spanish message when the value is refused, otherwise true. */
export type FieldRule = (value: string) => string | true;

const NUL = "\u0000";

/** Characters as Postgres's char_length counts them: code points, so an emoji is one. */
export function characterCount(value: string): number {
  let count = 0;
  for (const _ of value) count += 1;
  return count;
}

function withinLimit(max: number, message: string): FieldRule {
  return (value) => {
    if (value.includes(NUL)) return FORBIDDEN_CHARACTER_MESSAGE;
    return characterCount(value) <= max || message;
  };
}

export const rules = {
  nombre: ((value) => {
    if (!value.trim()) return "Ingresá tu nombre.";
    return withinLimit(LIMITS.nombre, CONSTRAINT_MESSAGES.contactos_nombre_length!)(value.trim());
  }) satisfies FieldRule,

  email: ((value) => {
    const email = value.trim();
    if (!email) return "Ingresá tu email.";
    if (email.includes(NUL)) return FORBIDDEN_CHARACTER_MESSAGE;
    if (characterCount(email) > LIMITS.email) return CONSTRAINT_MESSAGES.contactos_email_length!;
    return EMAIL_PATTERN.test(email) || CONSTRAINT_MESSAGES.contactos_email_format!;
  }) satisfies FieldRule,

  /** Optional: an empty phone is fine. */
  telefono: ((value) => {
    const phone = value.trim();
    if (!phone) return true;
    if (phone.includes(NUL)) return FORBIDDEN_CHARACTER_MESSAGE;
    if (characterCount(phone) > LIMITS.telefono)
      return CONSTRAINT_MESSAGES.contactos_telefono_length!;
    const digits = phone.replace(/\D/g, "").length;
    const valid = PHONE_ALLOWED.test(phone) && digits >= PHONE_MIN_DIGITS;
    return valid || CONSTRAINT_MESSAGES.contactos_telefono_format!;
  }) satisfies FieldRule,

  /** A free-text answer that ends up in `mensaje`. */
  texto: withinLimit(LIMITS.mensaje, CONSTRAINT_MESSAGES.contactos_mensaje_length!),

  required(message: string): FieldRule {
    return (value) => (value.trim() ? true : message);
  },

  /** Runs rules in order and reports the first refusal. */
  all(...checks: FieldRule[]): FieldRule {
    return (value) => {
      for (const check of checks) {
        const outcome = check(value);
        if (outcome !== true) return outcome;
      }
      return true;
    };
  },
} as const;

/** The rules of the person behind a request: name and e-mail required, phone optional. */
export const personRules = { name: rules.nombre, email: rules.email, phone: rules.telefono };

/** The rules of `ContactFields` (/agenda, /partners): the person's, and how to reach them. */
export const contactFieldsRules = {
  ...personRules,
  contactMethod: rules.required("Elegí cómo preferís que te contactemos."),
};

/**
 * Checks a finished row against every constraint of the table. Returns the first problem as a
 * visitor-facing message, or null when the database will accept the row.
 */
export function rowProblem(row: LeadRow): string | null {
  const checks: (string | true)[] = [
    rules.nombre(row.nombre),
    rules.email(row.email),
    rules.telefono(row.telefono ?? ""),
    rules.texto(row.mensaje ?? ""),
    withinLimit(
      LIMITS.canal_contacto,
      CONSTRAINT_MESSAGES.contactos_canal_contacto_length!,
    )(row.canal_contacto ?? ""),
  ];
  return checks.find((check): check is string => check !== true) ?? null;
}
