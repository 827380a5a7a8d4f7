import {
  countries,
  countryName as countryNameOf,
  DEFAULT_COUNTRY,
  type CountryCode,
  type OfferMarket,
  type OfferPlanId,
  type OfferPurchaseForm,
} from "@agencia/content/offers";
import {
  LIMITS,
  purchaseRow,
  useLeadForm,
  validityChecks,
  type PurchaseValues,
} from "@agencia/leads";
import { FormField, FormFrame } from "@agencia/leads/form-field";
import { Input } from "@agencia/ui/input";
import { Select } from "@agencia/ui/select";
import { useEffect, useRef, type ComponentProps, type MouseEvent } from "react";
import type { Plan } from "../plans";
import { PlanButtons } from "./plan-buttons";

/** The form's answers, by name: the clicked button's plan among them. */
type Answers = PurchaseValues & { plan: OfferPlanId };
type TextName = Exclude<keyof PurchaseValues, "country">;

/** Longest accepted state or city; the row's mensaje has room to spare. */
const CITY_MAX_LENGTH = 120;

/** Delay between the success toast and the trip to the payment page (spec 001 §9). */
export const REDIRECT_DELAY_MS = 2000;

export interface PurchaseFormProps {
  market: OfferMarket;
  copy: OfferPurchaseForm;
  plans: Record<OfferPlanId, Plan>;
  /** The country selected at first and after a reset (default: DEFAULT_COUNTRY, CO). */
  defaultCountry?: CountryCode;
  /** Sends the browser to the payment page; tests and stories pass their own. */
  navigate?: (url: string) => void;
  id?: string;
}

/**
 * The purchase form of an offer page. Each plan has its own buy button; the one clicked decides
 * the plan. The browser checks the fields; a stored request leads to its plan's payment link.
 */
export function PurchaseForm({
  market,
  copy,
  plans,
  defaultCountry = DEFAULT_COUNTRY,
  navigate = (url) => window.location.assign(url),
  id = "comprar-form",
}: PurchaseFormProps) {
  const redirectTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(redirectTimer.current), []);
  const form = useLeadForm<Answers>({
    id,
    messages: copy.messages,
    fields: validityChecks({ ...copy.messages.incomplete, variant: "destructive" }),
    row: (values, context) => {
      const { name: planName, priceLabel } = plans[values.plan];
      const countryName = countryNameOf(values.country) ?? values.country;
      return purchaseRow(values, { market, planName, priceLabel, countryName }, context);
    },
    value: ({ plan }) => ({ value: plans[plan].amount, currency: plans[plan].currency }),
    // A new plan after a failed attempt is a new request, with its own id.
    leadKey: ({ plan }) => plan,
    // Stored, the buttons keep saying «Procesando...» until the payment page opens.
    leavesOnceStored: true,
    onStored: ({ plan }) => {
      redirectTimer.current = setTimeout(navigate, REDIRECT_DELAY_MS, plans[plan].paymentLink);
    },
  });
  const buy = (event: MouseEvent<HTMLButtonElement>) => {
    // The click decides everything: the browser's own submission (a page reload) never happens.
    event.preventDefault();
    void form.send(event.currentTarget.form!, event.currentTarget);
  };

  /** A required field of the buyer's details, with its label and placeholder. */
  const textField = (name: TextName, input: ComponentProps<"input">, className?: string) => (
    <FormField name={name} label={copy.labels[name]} required className={className}>
      <Input placeholder={copy.placeholders[name]} {...input} />
    </FormField>
  );

  return (
    <FormFrame form={form} className="grid gap-5 sm:grid-cols-2">
      {textField("name", { autoComplete: "name", maxLength: LIMITS.nombre }, "sm:col-span-2")}
      {textField("email", { type: "email", autoComplete: "email", maxLength: LIMITS.email })}
      {textField("phone", { type: "tel", autoComplete: "tel", maxLength: LIMITS.telefono })}
      <FormField name="country" label={copy.labels.country} required>
        <Select
          defaultValue={defaultCountry}
          autoComplete="country"
          options={countries.map(({ code, name }) => ({ value: code, label: name }))}
        />
      </FormField>
      {textField("city", { autoComplete: "address-level1", maxLength: CITY_MAX_LENGTH })}
      <PlanButtons copy={copy} plans={plans} onBuy={buy} />
    </FormFrame>
  );
}
