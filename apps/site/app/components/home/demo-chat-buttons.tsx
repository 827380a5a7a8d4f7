import { telegramLink } from "@agencia/content/contact-points";
import type { ButtonProps } from "@agencia/ui/button";
import { env } from "../../env";
import { chatLink } from "../../lib/contact";
import { ChatButton } from "../chat-button";

export interface DemoChatCopy {
  whatsappLabel: string;
  /** Prefilled message of the WhatsApp chat. */
  whatsappMessage: string;
  telegramLabel: string;
}

/** The two ways to try the demo assistant: WhatsApp with a prefilled message, and Telegram. */
export function DemoChatButtons({
  copy,
  telegramVariant,
}: {
  copy: DemoChatCopy;
  telegramVariant: ButtonProps["variant"];
}) {
  return (
    <>
      <ChatButton href={chatLink(copy.whatsappMessage)} icon="MessageCircle" variant="whatsapp">
        {copy.whatsappLabel}
      </ChatButton>
      <ChatButton href={telegramLink(env.telegramBot)} icon="Send" variant={telegramVariant}>
        {copy.telegramLabel}
      </ChatButton>
    </>
  );
}
