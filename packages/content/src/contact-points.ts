/**
 * Default contact points of the agency. The spec leaves the real numbers and address out, so the
 * apps read them from configuration (VITE_* variables) and fall back to these.
 */
export const defaultContactPoints = {
  email: "hola@impulsoia.com.ar",
  /** WhatsApp numbers in international format without '+', San Luis first. */
  whatsapp: ["5492664557788", "5491155667788"],
  telegramBot: "ImpulsoTizianaBot",
  location: "San Luis y Buenos Aires, Argentina",
} as const;

export const WHATSAPP_GREETING = "Hola! Vengo del sitio web y me gustaría hablar con un asesor.";

/**
 * The prefilled message of a chat opened from a sales page: it names the page of origin
 * (spec 001 §7), in the words of the site-wide greeting.
 */
export function whatsappGreetingFrom(pageName: string): string {
  return `Hola! Vengo de la página «${pageName}» y me gustaría hablar con un asesor.`;
}

/** A wa.me chat link with a prefilled message. */
export function whatsappLink(number: string, message: string = WHATSAPP_GREETING): string {
  return `https://wa.me/${number}?text=${encodeURIComponent(message)}`;
}

export function telegramLink(bot: string): string {
  return `https://t.me/${bot}`;
}

/**
 * An Argentine mobile number for display: '5492664557788' → '+54 9 266 455-7788',
 * '5491155667788' → '+54 9 11 5566-7788' (Buenos Aires has a two-digit area code).
 */
export function formatWhatsappNumber(number: string): string {
  const match = /^549(11|\d{3})(\d{3,4})(\d{4})$/.exec(number);
  if (!match || match[1]!.length + match[2]!.length !== 6) return `+${number}`;
  const [, area, first, last] = match;
  return `+54 9 ${area} ${first}-${last}`;
}
