import { formatWhatsappNumber, whatsappLink } from "@agencia/content/contact-points";
import { env } from "../env";

export const primaryWhatsapp = env.whatsappNumbers[0] ?? "";

/** A WhatsApp chat link to the main number with a prefilled message. */
export function chatLink(message?: string): string {
  return whatsappLink(primaryWhatsapp, message);
}

/** Every WhatsApp number with its chat link (the site's greeting unless a message is given). */
export function whatsappLines(message?: string) {
  return env.whatsappNumbers.map((number) => ({
    label: formatWhatsappNumber(number),
    href: whatsappLink(number, message),
  }));
}
