import { Icon } from "./icon";
import { cn } from "../lib/cn";

export interface FaqItem {
  question: string;
  answer: string;
}

/** Questions as native disclosure widgets: they work without JavaScript and with the keyboard. */
export function Faq({ items, className }: { items: readonly FaqItem[]; className?: string }) {
  return (
    <div data-slot="faq" className={cn("mx-auto flex max-w-3xl flex-col gap-3", className)}>
      {items.map((item) => (
        <details
          key={item.question}
          className="group rounded-card border-border bg-card shadow-card border px-5 open:pb-5"
        >
          <summary className="flex cursor-pointer list-none items-center justify-between gap-4 py-5 font-semibold [&::-webkit-details-marker]:hidden">
            {item.question}
            <Icon
              name="ChevronDown"
              aria-hidden="true"
              className="text-brand-600 size-5 shrink-0 transition-transform group-open:rotate-180"
            />
          </summary>
          <p className="text-muted-foreground leading-relaxed">{item.answer}</p>
        </details>
      ))}
    </div>
  );
}
