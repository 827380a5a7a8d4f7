import { liveSlotAttributes } from "../live/slots";
import type { StoreVariant } from "../types";

/** The name of the picker's radio buttons in their form: the chosen variant's id. */
export const VARIANT_FIELD = "variant";

/**
 * The variants as native radio buttons (keyboard and screen readers work as with any radio
 * group), the first chosen: the choice shows at the first tap, before React has taken over,
 * through CSS (`:checked`; the product page shows the chosen variant's price, stock and image
 * the same way). Each option is a live slot (`live/slots.ts`): `data-available` dims a variant
 * that cannot be bought.
 */
export function VariantPicker({
  variants,
  onChoose,
  label,
  isAvailable,
}: {
  variants: readonly StoreVariant[];
  /** Told of each choice (the page moves its gallery to the variant's image). */
  onChoose?: (variant: StoreVariant) => void;
  /** The option's name, e.g. 'Tamaño'. */
  label: string;
  /** Variants that cannot be bought are shown dimmed (still selectable, to read their state). */
  isAvailable: (variant: StoreVariant) => boolean;
}) {
  return (
    <fieldset data-slot="variant-picker">
      <legend className="text-foreground mb-3 text-sm font-semibold">{label}</legend>
      <div className="flex flex-wrap gap-2">
        {variants.map((variant, index) => (
          <label
            key={variant.id}
            data-available={String(isAvailable(variant))}
            {...liveSlotAttributes("option", variant.id)}
            className="rounded-control has-[:focus-visible]:outline-ring border-border bg-background hover:border-brand-300 has-[:checked]:border-primary has-[:checked]:bg-brand-50 has-[:checked]:text-brand-800 data-[available=false]:text-muted-foreground cursor-pointer border px-4 py-2.5 text-sm font-medium transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 data-[available=false]:line-through data-[available=false]:decoration-1"
          >
            <input
              type="radio"
              name={VARIANT_FIELD}
              value={variant.id}
              data-variant-index={index}
              defaultChecked={index === 0}
              // onInput: it also hears a choice made before React took over the page.
              onInput={() => onChoose?.(variant)}
              className="sr-only"
            />
            {variant.title}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
