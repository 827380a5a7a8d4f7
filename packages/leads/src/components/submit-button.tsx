import { Button, type ButtonProps } from "@agencia/ui/button";
import { use } from "react";
import { SendingContext, useSending } from "../form-kit/sending";

export const SENDING_LABEL = "Enviando...";

/**
 * The submit button of a lead form: disabled with 'Enviando...' while the lead is sent (as the
 * `<FormFrame>` around says, or `submitting` outside one). Its
 * `data-busy-label` says the same to a page that shows the form as sending before React has taken
 * over (the label is in a `<span>`, for that page's CSS to swap).
 */
export function SubmitButton({
  submitting,
  busyLabel = SENDING_LABEL,
  children,
  ...props
}: ButtonProps & { submitting?: boolean; busyLabel?: string }) {
  const sending = useSending(use(SendingContext));
  const busy = submitting ?? sending;
  return (
    <Button type="submit" disabled={busy} aria-busy={busy} data-busy-label={busyLabel} {...props}>
      <span>{busy ? busyLabel : children}</span>
    </Button>
  );
}
