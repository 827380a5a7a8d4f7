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

/** A wa.me chat link with a prefilled message. */
export function whatsappLink(number: string, message: string = WHATSAPP_GREETING): string {
  return `https://wa.me/${number}?text=${encodeURIComponent(message)}`;
}

export function telegramLink(bot: string): string {
  return `https://t.me/${bot}`;
}

/** '5492664557788' → '+54 9 266 455-7788' for display. */
export function formatWhatsappNumber(number: string): string {
  const match = /^54(9)(\d{2,4}?)(\d{3})(\d{4})$/.exec(number);
  if (!match) return `+${number}`;
  const [, nine, area, first, last] = match;
  return `+54 ${nine} ${area} ${first}-${last}`;
}
