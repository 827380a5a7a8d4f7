import { cn } from "@agencia/ui/cn";
import { Icon } from "@agencia/ui/icon";
import { useState } from "react";

/** A quantity of at least 1: minus, the number (typed or stepped), plus. */
export function QuantityControl({
  value,
  onChange,
  max,
  label = "Cantidad",
  id,
  name,
  size = "md",
  className,
}: {
  value: number;
  onChange: (quantity: number) => void;
  /** The most allowed; the plus button stops there. Unbounded when absent. */
  max?: number;
  label?: string;
  id?: string;
  /** The field's name in its form. */
  name?: string;
  size?: "sm" | "md";
  className?: string;
}) {
  // What is being typed; the field may be empty for a moment while a new number is written.
  const [draft, setDraft] = useState<string | null>(null);
  const set = (next: number) => {
    setDraft(null);
    onChange(Math.max(1, max === undefined ? next : Math.min(next, max)));
  };
  const button = cn(
    "text-foreground hover:bg-muted flex items-center justify-center transition-colors disabled:pointer-events-none disabled:opacity-40",
    size === "sm" ? "size-8" : "size-11",
  );
  return (
    <div
      data-slot="quantity-control"
      role="group"
      aria-label={label}
      className={cn(
        "rounded-control border-border bg-background inline-flex items-center border",
        className,
      )}
    >
      <button
        type="button"
        className={button}
        aria-label="Restar uno"
        disabled={value <= 1}
        onClick={() => set(value - 1)}
      >
        <Icon name="Minus" className="size-4" />
      </button>
      <input
        id={id}
        name={name}
        type="number"
        inputMode="numeric"
        min={1}
        max={max}
        value={draft ?? value}
        aria-label={label}
        // onInput, not onChange: it also hears a number typed before React took over the page,
        // which the early script hands over as an input event.
        onInput={(event) => {
          const typed = Number.parseInt(event.currentTarget.value, 10);
          if (Number.isFinite(typed) && typed >= 1) set(typed);
          setDraft(event.currentTarget.value);
        }}
        onBlur={() => setDraft(null)}
        className={cn(
          "border-border w-12 [appearance:textfield] border-x bg-transparent text-center font-semibold tabular-nums focus-visible:outline-2 [&::-webkit-inner-spin-button]:appearance-none",
          size === "sm" ? "h-8 text-sm" : "h-11",
        )}
      />
      <button
        type="button"
        className={button}
        aria-label="Sumar uno"
        disabled={max !== undefined && value >= max}
        onClick={() => set(value + 1)}
      >
        <Icon name="Plus" className="size-4" />
      </button>
    </div>
  );
}
