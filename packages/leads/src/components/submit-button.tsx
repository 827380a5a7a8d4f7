import { Button, type ButtonProps } from "@agencia/ui/button";

export const SENDING_LABEL = "Enviando...";

/**
 * The submit button of a lead form: disabled with 'Enviando...' while the lead is sent. Its
 * `data-busy-label` says the same to a page that shows the form as sending before React has taken
 * over (the label is in a `<span>`, for that page's CSS to swap).
 */
export function SubmitButton({
  submitting,
  busyLabel = SENDING_LABEL,
  children,
  ...props
}: ButtonProps & { submitting: boolean; busyLabel?: string }) {
  return (
    <Button
      type="submit"
      disabled={submitting}
      aria-busy={submitting}
      data-busy-label={busyLabel}
      {...props}
    >
      <span>{submitting ? busyLabel : children}</span>
    </Button>
  );
}
