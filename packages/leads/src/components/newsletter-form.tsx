import { Input } from "@agencia/ui/input";
import { blankChecks, useLeadForm } from "../hooks/use-lead-form";
import { newsletterRow } from "../rows/newsletter";
import { HoneypotField } from "./honeypot-field";
import { SubmitButton } from "./submit-button";

export const NEWSLETTER_MESSAGES = {
  empty: { title: "Error", description: "Por favor, ingresá tu email.", variant: "destructive" },
  success: { title: "¡Suscripción exitosa!", description: "Gracias por unirte a nuestro boletín." },
  error: {
    title: "Error en la suscripción",
    description: "Hubo un problema al procesar tu solicitud. Por favor, intentá de nuevo.",
  },
} as const;

/**
 * The footer's newsletter on every page: one e-mail field, stored as a 'suscripcion' lead; only
 * the browser checks the e-mail's format. With no fields to wire it needs no `<FormFrame>` (which
 * every page would then load): its own `<form>` takes the kit's `formProps`.
 */
export function NewsletterForm({ id = "newsletter" }: { id?: string }) {
  const { formProps } = useLeadForm<{ email: string }>({
    id,
    messages: NEWSLETTER_MESSAGES,
    fields: blankChecks(NEWSLETTER_MESSAGES.empty),
    row: ({ email }, context) => newsletterRow(email, context),
  });

  return (
    <form {...formProps} className="relative flex flex-col gap-3" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="text-sm font-semibold tracking-wide text-white uppercase">
        Newsletter
      </h2>
      <p className="text-ink-foreground/75 text-sm">
        Ideas prácticas de IA y automatización para tu negocio, una vez al mes.
      </p>
      <label htmlFor={`${id}-email`} className="sr-only">
        Tu email
      </label>
      <Input
        id={`${id}-email`}
        type="email"
        name="email"
        autoComplete="email"
        aria-required="true"
        placeholder="tu@email.com"
        data-disabled-while-sending
        className="border-white/20 bg-white/10 text-white placeholder:text-white/60"
      />
      <HoneypotField />
      <SubmitButton variant="primary">Suscribirme</SubmitButton>
    </form>
  );
}
