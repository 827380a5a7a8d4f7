import { Icon } from "./icon";
import { useId, useRef } from "react";
import type {} from "../lib/invokers";
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

/**
 * Its timing is CSS, so it holds before hydration (which may wait for the visitor's first
 * gesture): the bubble fades in at 5 s and hides itself at 45 s.
 */
const lifetime = `chat-bubble-in 0.5s ease-out ${CHAT_BUBBLE_SHOW_MS}ms both, chat-bubble-out 1ms linear ${CHAT_BUBBLE_HIDE_MS}ms forwards`;

/**
 * The assistant's chat invitation: shows at 5 s, hides at 45 s, closes on click or on ×. It is a
 * non-modal `<dialog>` that the × closes natively (an invoker command), hydrated or not.
 */
export function ChatBubble({ name, greeting, question, href, className }: ChatBubbleProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const id = useId();
  return (
    <dialog
      ref={ref}
      id={id}
      open
      data-slot="chat-bubble"
      aria-label={`Mensaje de ${name}`}
      style={{ animation: lifetime }}
      className={cn(
        "chat-bubble rounded-card shadow-elevated ring-border fixed inset-auto right-5 bottom-24 left-auto z-40 m-0 w-72 max-w-[calc(100vw-2.5rem)] border-0 bg-white p-0 ring-1 transition-[translate] duration-200 motion-reduce:transition-none",
        className,
      )}
    >
      <a
        href={href}
        target="_blank"
        rel="noopener noreferrer"
        onClick={() => ref.current?.close()}
        className="rounded-card flex gap-3 p-4 pr-10 text-left"
      >
        <span
          aria-hidden="true"
          className="from-brand-500 to-accent-500 flex size-10 shrink-0 items-center justify-center rounded-full bg-gradient-to-br font-bold text-white"
        >
          {name.charAt(0)}
        </span>
        <span className="flex flex-col gap-1 text-sm">
          <span className="text-foreground font-semibold">{greeting}</span>
          <span className="text-muted-foreground">{question}</span>
        </span>
      </a>
      <button
        type="button"
        commandfor={id}
        command="close"
        aria-label="Cerrar mensaje"
        className="text-muted-foreground hover:bg-muted absolute top-2 right-2 flex size-8 items-center justify-center rounded-full"
      >
        <Icon name="X" className="size-4" />
      </button>
    </dialog>
  );
}
