import { Button, type ButtonProps } from "@agencia/ui/button";

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
