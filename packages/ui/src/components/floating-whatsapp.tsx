import { Icon } from "./icon";
import { cn } from "../lib/cn";

export interface FloatingWhatsAppProps {
  href: string;
  tooltip?: string;
  className?: string;
}

/** The round WhatsApp button at the bottom right; it pops in after one second (pure CSS). */
export function FloatingWhatsApp({
  href,
  tooltip = "¿Necesitas ayuda?",
  className,
}: FloatingWhatsAppProps) {
  return (
    <a
      data-slot="floating-whatsapp"
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={`WhatsApp: ${tooltip}`}
      className={cn(
        "group animate-pop-in bg-whatsapp shadow-elevated fixed right-5 bottom-5 z-40 flex size-14 items-center justify-center rounded-full text-white transition-transform [animation-delay:1s] hover:scale-105",
        className,
      )}
    >
      <Icon name="MessageCircle" className="size-7" />
      <span
        role="tooltip"
        className="bg-ink shadow-card pointer-events-none absolute right-full mr-3 rounded-lg px-3 py-2 text-sm font-medium whitespace-nowrap text-white opacity-0 transition-opacity group-hover:opacity-100 group-focus-visible:opacity-100"
      >
        {tooltip}
      </span>
    </a>
  );
}
