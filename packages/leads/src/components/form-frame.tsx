import { cn } from "@agencia/ui/cn";
import type { ComponentProps } from "react";
import { FormChecksContext } from "../form-kit/form-checks";
import type { LeadFormState } from "../hooks/use-lead-form";
import { HoneypotField } from "./honeypot-field";

export type FormFrameProps = Omit<ComponentProps<"form">, "id" | "onSubmit"> & {
  form: Pick<LeadFormState, "checks" | "formProps">;
};

/**
 * The `<form>` of a lead form (`useLeadForm`): its id, submit handler and declared feedback, the
 * honeypot, and the checks its fields (`FormField`, `FormFieldset`) wire themselves from.
 */
export function FormFrame({ form, className, children, ...props }: FormFrameProps) {
  return (
    <FormChecksContext value={form.checks ?? { id: form.formProps.id, errors: {}, changed() {} }}>
      <form {...form.formProps} className={cn("relative", className)} {...props}>
        {children}
        <HoneypotField />
      </form>
    </FormChecksContext>
  );
}
