import { accessCopy as copy } from "@agencia/content/staff-area";
import { Button, type ButtonProps } from "@agencia/ui/button";
import type { FormEvent, ReactNode } from "react";
import type { UseFormReturn } from "react-hook-form";
import { rules } from "../validation";
import { FormAlert } from "./form-alert";
import { FormInput } from "./form-input";

export interface AuthFormOutcome {
  tone: "error" | "notice";
  text: string;
}

/**
 * What the sign-in and sign-up forms share: the form itself (named by its heading, POST so a
 * native submit never puts the password in the URL), the e-mail, a sentence about the outcome,
 * and a submit button that says it is working.
 */
export function AuthForm<T extends { email: string }>({
  form,
  id,
  labelledBy,
  onSubmit,
  emailAutoComplete,
  outcome,
  submitLabel,
  submittingLabel,
  submitVariant,
  children,
}: {
  form: UseFormReturn<T>;
  id: string;
  /** The id of the heading that names the form. */
  labelledBy?: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  emailAutoComplete: "username" | "email";
  outcome: AuthFormOutcome | null;
  submitLabel: string;
  submittingLabel: string;
  submitVariant?: ButtonProps["variant"];
  /** The password fields. */
  children: ReactNode;
}) {
  const { isSubmitting } = form.formState;
  // `form` is typed for any values with an e-mail; FormInput needs the concrete field name.
  const emailForm = form as unknown as UseFormReturn<{ email: string }>;
  return (
    <form
      id={id}
      aria-labelledby={labelledBy}
      method="post"
      onSubmit={onSubmit}
      noValidate
      className="flex flex-col gap-5"
      aria-busy={isSubmitting}
    >
      <FormInput
        form={emailForm}
        formId={id}
        name="email"
        label={copy.email.label}
        placeholder={copy.email.placeholder}
        type="email"
        autoComplete={emailAutoComplete}
        required
        validate={rules.email}
      />
      {children}
      {outcome ? <FormAlert tone={outcome.tone}>{outcome.text}</FormAlert> : null}
      <Button
        type="submit"
        size="lg"
        variant={submitVariant}
        disabled={isSubmitting}
        aria-busy={isSubmitting}
        data-busy-label={submittingLabel}
      >
        <span>{isSubmitting ? submittingLabel : submitLabel}</span>
      </Button>
    </form>
  );
}
