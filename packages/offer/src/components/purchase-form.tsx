import {
  countries,
  countryName,
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
import { honeypotOf, HoneypotField } from "@agencia/leads/honeypot-field";
import { Button } from "@agencia/ui/button";
import { Field } from "@agencia/ui/field";
import { Input } from "@agencia/ui/input";
import { Select } from "@agencia/ui/select";
import { showToast } from "@agencia/ui/toaster";
import { useEffect, useMemo, useRef, useState, type MouseEvent } from "react";
import { PLAN_IDS, type Plan } from "../plans";

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

const goTo = (url: string) => window.location.assign(url);

/**
 * The purchase form of an offer page. Each plan has its own buy button; the one clicked decides
 * the plan. The browser checks the fields; a stored request leads to the plan's payment link.
 */
export function PurchaseForm({
  market,
  copy,
  plans,
  defaultCountry = DEFAULT_COUNTRY,
  navigate = goTo,
  id = "comprar-form",
}: PurchaseFormProps) {
  const messages = useMemo(
    () => ({ success: copy.messages.success, error: copy.messages.error }),
    [copy],
  );
  const { submitting, submit, reset } = useLeadSubmission(messages);
  const [redirecting, setRedirecting] = useState(false);
  const lastPlan = useRef<OfferPlanId | null>(null);
  const redirectTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const busy = submitting || redirecting;

  useEffect(() => () => clearTimeout(redirectTimer.current), []);

  const buy = async (event: MouseEvent<HTMLButtonElement>, planId: OfferPlanId) => {
    // The click decides everything: the browser's own submission (a page reload) never happens.
    event.preventDefault();
    const form = event.currentTarget.form;
    if (!form || busy) return;
    if (!form.checkValidity()) {
      form.reportValidity();
      showToast({ ...copy.messages.incomplete, variant: "destructive" });
      return;
    }
    // A new plan after a failed attempt is a new request, with its own id.
    if (lastPlan.current && lastPlan.current !== planId) reset();
    lastPlan.current = planId;
    const data = new FormData(form);
    const values: PurchaseValues = {
      name: String(data.get("name") ?? ""),
      email: String(data.get("email") ?? ""),
      phone: String(data.get("phone") ?? ""),
      country: String(data.get("country") ?? ""),
      city: String(data.get("city") ?? ""),
    };
    const plan = plans[planId];
    const stored = await submit(
      (context) =>
        purchaseRow(
          values,
          {
            market,
            planName: plan.name,
            priceLabel: plan.priceLabel,
            countryName: countryName(values.country) ?? values.country,
          },
          context,
        ),
      { honeypot: honeypotOf(form), value: { value: plan.amount, currency: plan.currency } },
    );
    if (!stored) return;
    form.reset();
    lastPlan.current = null;
    setRedirecting(true);
    redirectTimer.current = setTimeout(() => navigate(plan.paymentLink), REDIRECT_DELAY_MS);
  };

  const fieldId = (name: string) => `${id}-${name}`;

  return (
    <form
      id={id}
      className="relative grid gap-5 sm:grid-cols-2"
      aria-busy={busy}
      {...incompleteToastAttributes(copy.messages.incomplete)}
    >
      <Field id={fieldId("name")} label={copy.labels.name} required className="sm:col-span-2">
        <Input
          id={fieldId("name")}
          name="name"
          placeholder={copy.placeholders.name}
          autoComplete="name"
          maxLength={LIMITS.nombre}
          required
        />
      </Field>
      <Field id={fieldId("email")} label={copy.labels.email} required>
        <Input
          id={fieldId("email")}
          name="email"
          type="email"
          placeholder={copy.placeholders.email}
          autoComplete="email"
          maxLength={LIMITS.email}
          required
        />
      </Field>
      <Field id={fieldId("phone")} label={copy.labels.phone} required>
        <Input
          id={fieldId("phone")}
          name="phone"
          type="tel"
          placeholder={copy.placeholders.phone}
          autoComplete="tel"
          maxLength={LIMITS.telefono}
          required
        />
      </Field>
      <Field id={fieldId("country")} label={copy.labels.country} required>
        <Select
          id={fieldId("country")}
          name="country"
          defaultValue={defaultCountry}
          autoComplete="country"
          required
        >
          {countries.map((country) => (
            <option key={country.code} value={country.code}>
              {country.name}
            </option>
          ))}
        </Select>
      </Field>
      <Field id={fieldId("city")} label={copy.labels.city} required>
        <Input
          id={fieldId("city")}
          name="city"
          placeholder={copy.placeholders.city}
          autoComplete="address-level1"
          maxLength={CITY_MAX_LENGTH}
          required
        />
      </Field>
      <HoneypotField />
      <fieldset className="flex flex-col gap-3 sm:col-span-2">
        <legend className="mb-2 font-semibold">{copy.planChoice.title}</legend>
        <p className="text-muted-foreground text-sm">{copy.planChoice.text}</p>
        <div className="grid gap-3 sm:grid-cols-2">
          {PLAN_IDS.map((planId) => (
            <div key={planId} className="flex flex-col gap-1.5">
              <Button
                type="submit"
                size="lg"
                variant={planId === "full_service" ? "primary" : "secondary"}
                className="w-full"
                disabled={busy}
                aria-busy={busy}
                data-busy-label={copy.processingLabel}
                data-plan={planId}
                onClick={(event) => void buy(event, planId)}
              >
                <span>{busy ? copy.processingLabel : copy.planChoice.buttonLabels[planId]}</span>
              </Button>
              <p className="text-muted-foreground text-center text-xs">
                {plans[planId].name}: {plans[planId].priceLabel}
              </p>
            </div>
          ))}
        </div>
      </fieldset>
    </form>
  );
}
