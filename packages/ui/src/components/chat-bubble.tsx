import { Icon } from "./icon";
import { useEffect, useState } from "react";
import { cn } from "../lib/cn";

export const CHAT_BUBBLE_SHOW_MS = 5000;
export const CHAT_BUBBLE_HIDE_MS = 45000;

export interface ChatBubbleProps {
  /** The assistant's first name, shown as the sender. */
  name: string;
  greeting: string;
  question: string;
  href: string;
  className?: string;
}

type BubbleState = "waiting" | "shown" | "closed";

/** The assistant's chat invitation: shows at 5 s, hides at 45 s, closes on click or on ×. */
export function ChatBubble({ name, greeting, question, href, className }: ChatBubbleProps) {
  const [state, setState] = useState<BubbleState>("waiting");

  useEffect(() => {
    const show = window.setTimeout(
      () => setState((s) => (s === "waiting" ? "shown" : s)),
      CHAT_BUBBLE_SHOW_MS,
    );
    const hide = window.setTimeout(() => setState("closed"), CHAT_BUBBLE_HIDE_MS);
    return () => {
      window.clearTimeout(show);
      window.clearTimeout(hide);
    };
  }, []);

  if (state !== "shown") return null;
  const close = () => setState("closed");

  return (
    <aside
      data-slot="chat-bubble"
      aria-label={`Mensaje de ${name}`}
      className={cn(
        "fixed right-5 bottom-24 z-40 w-72 max-w-[calc(100vw-2.5rem)] animate-fade-up rounded-card bg-white shadow-elevated ring-1 ring-border",
        className,
      )}
    >
      <a
        href={href}
        target="_blank"
        rel="noopener noreferrer"
        onClick={close}
        className="flex gap-3 rounded-card p-4 pr-10 text-left"
      >
        <span
          aria-hidden="true"
          className="flex size-10 shrink-0 items-center justify-center rounded-full bg-gradient-to-br from-brand-500 to-accent-500 font-bold text-white"
        >
          {name.charAt(0)}
        </span>
        <span className="flex flex-col gap-1 text-sm">
          <span className="font-semibold text-foreground">{greeting}</span>
          <span className="text-muted-foreground">{question}</span>
        </span>
      </a>
      <button
        type="button"
        aria-label="Cerrar mensaje"
        onClick={close}
        className="absolute top-2 right-2 flex size-8 items-center justify-center rounded-full text-muted-foreground hover:bg-muted"
      >
        <Icon name="X" className="size-4" />
      </button>
    </aside>
  );
}
