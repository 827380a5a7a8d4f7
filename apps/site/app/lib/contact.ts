import { formatWhatsappNumber, whatsappLink } from "@agencia/content/contact-points";
import { env } from "../env";

export const primaryWhatsapp = env.whatsappNumbers[0] ?? "";

/** A WhatsApp chat link to the main number with a prefilled message. */
export function chatLink(message?: string): string {
  return whatsappLink(primaryWhatsapp, message);
}

export const whatsappLines = env.whatsappNumbers.map((number) => ({
  label: formatWhatsappNumber(number),
  href: whatsappLink(number),
}));
