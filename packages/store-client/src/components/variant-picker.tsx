import { cn } from "@agencia/ui/cn";
import { useId } from "react";
import type { StoreVariant } from "../types";

/** The variants as radio buttons (keyboard and screen readers work as with any radio group). */
export function VariantPicker({
  variants,
  selectedId,
  onSelect,
  label,
  isAvailable,
}: {
  variants: readonly StoreVariant[];
  selectedId: string;
  onSelect: (variant: StoreVariant) => void;
  /** The option's name, e.g. 'Tamaño'. */
  label: string;
  /** Variants that cannot be bought are shown dimmed (still selectable, to read their state). */
  isAvailable: (variant: StoreVariant) => boolean;
}) {
  const name = useId();
  return (
    <fieldset data-slot="variant-picker">
      <legend className="text-foreground mb-3 text-sm font-semibold">{label}</legend>
      <div className="flex flex-wrap gap-2">
        {variants.map((variant) => (
          <label
            key={variant.id}
            className={cn(
              "rounded-control has-[:focus-visible]:outline-ring cursor-pointer border px-4 py-2.5 text-sm font-medium transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2",
              variant.id === selectedId
                ? "border-primary bg-brand-50 text-brand-800"
                : "border-border bg-background hover:border-brand-300",
              !isAvailable(variant) && "text-muted-foreground line-through decoration-1",
            )}
          >
            <input
              type="radio"
              name={name}
              value={variant.id}
              checked={variant.id === selectedId}
              onChange={() => onSelect(variant)}
              className="sr-only"
            />
            {variant.title}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
