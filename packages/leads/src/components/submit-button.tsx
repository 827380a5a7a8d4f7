import { Button, type ButtonProps } from "@agencia/ui/button";
import type { ReactNode } from "react";

export const SENDING_LABEL = "Enviando...";

/**
 * The submit button of a lead form. While its form is shown as sending (`showSending`, from
 * `@agencia/ui/form-sending`: `useLeadForm` on submit, the page's early script before hydration)
 * it is disabled and says its `busyLabel` (`data-busy-label`, swapped in by the theme's CSS for
 * its label's `<span>`).
 */
export function SubmitButton({
  busyLabel = SENDING_LABEL,
  children,
  ...props
}: ButtonProps & { busyLabel?: string }) {
  return (
    <Button type="submit" data-busy-label={busyLabel} {...props}>
      <span>{children}</span>
    </Button>
  );
}

/**
 * The last row of a two-column lead form (/contacto, /agenda, /partners): the submit button, full
 * width on a phone and at its own width from `sm` up, with an optional note under it.
 */
export function SubmitRow({ children, note }: { children: ReactNode; note?: ReactNode }) {
  return (
    <div className="flex flex-col gap-3 sm:col-span-2">
      <SubmitButton size="lg" className="w-full sm:w-auto sm:self-start">
        {children}
      </SubmitButton>
      {note ? <p className="text-muted-foreground text-xs">{note}</p> : null}
    </div>
  );
}
