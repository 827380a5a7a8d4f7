import { Input } from "@agencia/ui/input";
import { showToast } from "@agencia/ui/toaster";
import { useState, type FormEvent } from "react";
import { incompleteToastAttributes } from "../form-feedback";
import { useLeadSubmission } from "../hooks/use-lead-submission";
import { newsletterRow } from "../rows";
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

/** The footer's newsletter: one e-mail field; only the browser checks the e-mail's format. */
export function NewsletterForm({ id = "newsletter" }: { id?: string }) {
  const [email, setEmail] = useState("");
  const [honeypot, setHoneypot] = useState("");
  const { submitting, submit } = useLeadSubmission(NEWSLETTER_MESSAGES);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    if (!email.trim()) {
      showToast(NEWSLETTER_MESSAGES.empty);
      event.currentTarget.querySelector<HTMLInputElement>("input[name=email]")?.focus();
      return;
    }
    const stored = await submit((context) => newsletterRow(email, context), { honeypot });
    if (stored) setEmail("");
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
        value={email}
        disabled={submitting}
        onChange={(event) => setEmail(event.target.value)}
        className="border-white/20 bg-white/10 text-white placeholder:text-white/60"
      />
      <HoneypotField value={honeypot} onChange={setHoneypot} />
      <SubmitButton submitting={submitting} variant="primary">
        Suscribirme
      </SubmitButton>
    </form>
  );
}
