import { Input } from "@agencia/ui/input";
import { showToast } from "@agencia/ui/toaster";
import type { FormEvent } from "react";
import { incompleteToastAttributes } from "../form-feedback";
import { useLeadSubmission } from "../hooks/use-lead-submission";
import { newsletterRow } from "../rows/newsletter";
import { honeypotOf, HoneypotField } from "./honeypot-field";
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
 * The footer's newsletter: one e-mail field; only the browser checks the e-mail's format. It is on
 * every page, so it is wired by hand on `useLeadSubmission` rather than `useLeadForm`, whose
 * field checks every page would then load.
 */
export function NewsletterForm({ id = "newsletter" }: { id?: string }) {
  const { submitting, submit } = useLeadSubmission(NEWSLETTER_MESSAGES);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const email = String(data.get("email") ?? "");
    if (!email.trim()) {
      showToast(NEWSLETTER_MESSAGES.empty);
      form.querySelector<HTMLInputElement>("input[name=email]")?.focus();
      return;
    }
    const honeypot = honeypotOf(form);
    if (await submit((context) => newsletterRow(email, context), { honeypot })) form.reset();
  }

  return (
    <form
      id={id}
      onSubmit={handleSubmit}
      className="relative flex flex-col gap-3"
      aria-labelledby={`${id}-title`}
      {...incompleteToastAttributes(NEWSLETTER_MESSAGES.empty)}
    >
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
        disabled={submitting}
        className="border-white/20 bg-white/10 text-white placeholder:text-white/60"
      />
      <HoneypotField />
      <SubmitButton submitting={submitting} variant="primary">
        Suscribirme
      </SubmitButton>
    </form>
  );
}
