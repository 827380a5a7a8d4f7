import { Button } from "@agencia/ui/button";
import { Icon } from "@agencia/ui/icon";
import { useEffect, useRef } from "react";

export interface LeadThankYouProps {
  /** The title with the `{name}` placeholder, from content. */
  title: string;
  name: string;
  text: string;
  resetLabel: string;
  onReset: () => void;
}

/** The screen that replaces a form once its lead is stored; focus moves to its heading. */
export function LeadThankYou({ title, name, text, resetLabel, onReset }: LeadThankYouProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);

  return (
    <div
      role="status"
      data-slot="lead-thank-you"
      className="flex flex-col items-center gap-5 py-8 text-center"
    >
      <span className="bg-brand-50 text-brand-700 flex size-16 items-center justify-center rounded-full">
        <Icon name="CircleCheck" className="size-8" />
      </span>
      <h2 ref={heading} tabIndex={-1} className="text-2xl font-bold tracking-tight outline-none">
        {title.replace("{name}", name)}
      </h2>
      <p className="text-muted-foreground max-w-md leading-relaxed">{text}</p>
      <Button type="button" variant="outline" size="lg" onClick={onReset}>
        {resetLabel}
      </Button>
    </div>
  );
}
