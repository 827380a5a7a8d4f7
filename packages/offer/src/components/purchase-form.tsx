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
  incompleteToastAttributes,
  LIMITS,
  purchaseRow,
  useLeadSubmission,
  type PurchaseValues,
} from "@agencia/leads";
import { HoneypotField } from "@agencia/leads/honeypot-field";
import { Field } from "@agencia/ui/field";
import { Input } from "@agencia/ui/input";
import { Select } from "@agencia/ui/select";
import { showToast } from "@agencia/ui/toaster";
import { useEffect, useRef, useState, type ComponentProps, type MouseEvent } from "react";
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
  const [redirecting, setRedirecting] = useState(false);
  const lastPlan = useRef<string | null>(null);
  const redirectTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(redirectTimer.current), []);
  const { submitting, submit, reset } = useLeadSubmission(
    copy.messages,
    (values: Answers, context) => {
      const { name: planName, priceLabel } = plans[values.plan];
      const countryName = countryNameOf(values.country) ?? values.country;
      return purchaseRow(values, { market, planName, priceLabel, countryName }, context);
    },
    ({ plan }) => ({ value: plans[plan].amount, currency: plans[plan].currency }),
  );
  const busy = submitting || redirecting;
  const buy = async (event: MouseEvent<HTMLButtonElement>) => {
    // The click decides everything: the browser's own submission (a page reload) never happens.
    event.preventDefault();
    const button = event.currentTarget;
    const form = button.form!;
    if (!form.reportValidity())
      return showToast({ ...copy.messages.incomplete, variant: "destructive" });
    // A new plan after a failed attempt is a new request, with its own id.
    if (lastPlan.current !== button.value) reset();
    lastPlan.current = button.value;
    const values = Object.fromEntries(new FormData(form, button)) as unknown as Answers;
    if (!(await submit(values))) return;
    form.reset();
    setRedirecting(true);
    redirectTimer.current = setTimeout(navigate, REDIRECT_DELAY_MS, plans[values.plan].paymentLink);
  };

  const { placeholders } = copy;
  const idOf = (name: keyof PurchaseValues) => `${id}-${name}`;
  /** A required field of the buyer's details, with its label and placeholder. */
  const textField = (name: TextName, input: ComponentProps<"input">, className?: string) => (
    <Field id={idOf(name)} label={copy.labels[name]} required className={className}>
      <Input id={idOf(name)} name={name} placeholder={placeholders[name]} required {...input} />
    </Field>
  );
  const declared = incompleteToastAttributes(copy.messages.incomplete);

  return (
    <form id={id} className="relative grid gap-5 sm:grid-cols-2" aria-busy={busy} {...declared}>
      {textField("name", { autoComplete: "name", maxLength: LIMITS.nombre }, "sm:col-span-2")}
      {textField("email", { type: "email", autoComplete: "email", maxLength: LIMITS.email })}
      {textField("phone", { type: "tel", autoComplete: "tel", maxLength: LIMITS.telefono })}
      <Field id={idOf("country")} label={copy.labels.country} required>
        <Select
          id={idOf("country")}
          name="country"
          defaultValue={defaultCountry}
          autoComplete="country"
          required
          options={countries.map(({ code, name }) => ({ value: code, label: name }))}
        />
      </Field>
      {textField("city", { autoComplete: "address-level1", maxLength: CITY_MAX_LENGTH })}
      <HoneypotField />
      <PlanButtons copy={copy} plans={plans} busy={busy} onBuy={buy} />
    </form>
  );
}
