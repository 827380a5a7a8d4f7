import { Button, type ButtonProps } from "@agencia/ui/button";

export const SENDING_LABEL = "Enviando...";

/** The submit button of a lead form: disabled with 'Enviando...' while the lead is sent. */
export function SubmitButton({
  submitting,
  children,
  ...props
}: ButtonProps & { submitting: boolean }) {
  return (
    <Button type="submit" disabled={submitting} aria-busy={submitting} {...props}>
      {submitting ? SENDING_LABEL : children}
    </Button>
  );
}
