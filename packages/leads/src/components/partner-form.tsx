import {
  partnerContactMethods,
  partnerExperienceOptions,
  partnerForm as copy,
  partnerServices,
  partnerThankYou,
} from "@agencia/content/partners";
import { useState } from "react";
import { useFieldChecks } from "../form-kit/use-field-checks";
import { useLeadForm } from "../hooks/use-lead-form";
import { partnerRow, type PartnerValues } from "../rows/partner";
import { contactFieldsRules, rules } from "../validation";
import { ChoiceGroup } from "./choice-group";
import { ContactFields } from "./contact-fields";
import { FormFrame } from "./form-field";
import { LeadThankYou } from "./lead-thank-you";
import { SubmitRow } from "./submit-button";

export const PARTNER_MESSAGES = {
  success: {
    title: "✅ ¡Postulación Recibida!",
    description:
      "Gracias por tu interés en ser partner. Analizaremos tu perfil y te contactaremos.",
  },
  error: {
    title: "❌ Hubo un error",
    description: "No se pudo enviar tu postulación. Por favor, intentá de nuevo.",
  },
} as const;

/**
 * The /partners application: name, e-mail, sales experience and contact method required; phone
 * and the services to offer optional. A thank-you screen replaces it once stored.
 */
export function PartnerForm({ id = "partners" }: { id?: string }) {
  const [thanked, setThanked] = useState<PartnerValues | null>(null);
  const form = useLeadForm({
    id,
    messages: PARTNER_MESSAGES,
    fields: useFieldChecks<PartnerValues>(id, {
      ...contactFieldsRules,
      experience: rules.required("Contanos si tenés experiencia en ventas."),
    }),
    row: partnerRow,
    onStored: setThanked,
  });

  if (thanked) {
    return (
      <LeadThankYou
        {...partnerThankYou}
        name={thanked.name.trim()}
        onReset={() => setThanked(null)}
      />
    );
  }

  return (
    <FormFrame form={form} className="grid gap-5 sm:grid-cols-2">
      <div className="flex flex-col gap-2 sm:col-span-2">
        <h2 className="text-2xl font-bold tracking-tight">{copy.title}</h2>
        <p className="text-muted-foreground">{copy.subtitle}</p>
      </div>
      <ContactFields fields={copy.fields} contactMethods={partnerContactMethods} />
      <ChoiceGroup
        name="services"
        legend={copy.fields.services.label}
        type="checkbox"
        choices={partnerServices}
        className="sm:col-span-2"
        choicesClassName="sm:grid-cols-2"
      />
      <ChoiceGroup
        name="experience"
        legend={copy.fields.experience.label}
        type="radio"
        choices={partnerExperienceOptions}
        required
        className="sm:col-span-2"
        choicesClassName="sm:grid-cols-3"
      />
      <SubmitRow>{copy.submitLabel}</SubmitRow>
    </FormFrame>
  );
}
