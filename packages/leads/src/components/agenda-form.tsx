import {
  consultationContactMethods,
  consultationForm as copy,
  consultationThankYou,
} from "@agencia/content/agenda";
import { Textarea } from "@agencia/ui/textarea";
import { useState } from "react";
import { useFieldChecks } from "../form-kit/use-field-checks";
import { useLeadForm } from "../hooks/use-lead-form";
import { agendaRow, type AgendaValues } from "../rows/agenda";
import { contactFieldsRules, rules } from "../validation";
import { ContactFields } from "./contact-fields";
import { FormField, FormFrame } from "./form-field";
import { LeadThankYou } from "./lead-thank-you";
import { SubmitRow } from "./submit-button";

export const AGENDA_MESSAGES = {
  success: {
    title: "✅ ¡Consulta solicitada!",
    description: "Gracias por tu interés. Nos pondremos en contacto con vos a la brevedad.",
  },
  error: {
    title: "❌ Hubo un error",
    description: "No se pudo enviar tu solicitud. Por favor, intentá de nuevo.",
  },
} as const;

/**
 * The /agenda form for a free 30-minute consultation: name, e-mail, contact method and needs
 * required, phone optional. Once the request is stored, a thank-you screen with the submitter's
 * name replaces it.
 */
export function AgendaForm({ id = "agenda" }: { id?: string }) {
  const [thanked, setThanked] = useState<AgendaValues | null>(null);
  const form = useLeadForm({
    id,
    messages: AGENDA_MESSAGES,
    fields: useFieldChecks<AgendaValues>(id, {
      ...contactFieldsRules,
      needs: rules.all(rules.required("Contanos qué necesitás."), rules.texto),
    }),
    row: agendaRow,
    onStored: setThanked,
  });

  if (thanked) {
    return (
      <LeadThankYou
        {...consultationThankYou}
        name={thanked.name.trim()}
        onReset={() => setThanked(null)}
      />
    );
  }

  return (
    <FormFrame form={form} className="grid gap-5 sm:grid-cols-2">
      <h2 className="text-2xl font-bold tracking-tight sm:col-span-2">{copy.title}</h2>
      <ContactFields fields={copy.fields} contactMethods={consultationContactMethods} />
      <FormField name="needs" label={copy.fields.needs.label} required className="sm:col-span-2">
        <Textarea rows={5} placeholder={copy.fields.needs.placeholder} />
      </FormField>
      <SubmitRow note={copy.privacyNote}>{copy.submitLabel}</SubmitRow>
    </FormFrame>
  );
}
