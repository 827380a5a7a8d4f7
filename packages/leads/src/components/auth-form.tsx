import { accessCopy as copy } from "@agencia/content/staff-area";
import type { ButtonProps } from "@agencia/ui/button";
import { isSending, showSending } from "@agencia/ui/form-sending";
import { Input } from "@agencia/ui/input";
import { useState, type FormEvent, type ReactNode } from "react";
import { FormChecksContext, type FieldRules } from "../form-kit/form-checks";
import { useFieldChecks } from "../form-kit/use-field-checks";
import { afterNextPaint } from "@agencia/ui/next-paint";
import { rules } from "../validation";
import { FormAlert } from "./form-alert";
import { FormField } from "./form-field";
import { SubmitButton } from "./submit-button";

export interface AuthFormOutcome {
  tone: "error" | "notice";
  text: string;
}

/**
 * What the sign-in and sign-up forms share: the form itself (named by its heading, POST so a
 * native submit never puts the password in the URL), the e-mail, the fields' Spanish checks, a
 * sentence about the outcome, and a submit button that
 * says it is working.
 */
export function AuthForm<Values extends { email: string }>({
  id,
  labelledBy,
  rules: passwordRules,
  send,
  emailAutoComplete,
  submitLabel,
  submittingLabel,
  submitVariant,
  children,
}: {
  id: string;
  /** The id of the heading that names the form. */
  labelledBy?: string;
  /** The password fields' rules. */
  rules: FieldRules<Values>;
  /** Sends the checked answers; what to say about it, if anything. */
  send: (values: Values) => Promise<AuthFormOutcome | null>;
  emailAutoComplete: "username" | "email";
  submitLabel: string;
  submittingLabel: string;
  submitVariant?: ButtonProps["variant"];
  /** The password fields (`FormField`s). */
  children: ReactNode;
}) {
  const fields = useFieldChecks<Values>(id, { email: rules.email, ...passwordRules });
  const [outcome, setOutcome] = useState<AuthFormOutcome | null>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    if (isSending(form)) return;
    const values = fields.check(form);
    if (!values) return;
    setOutcome(null);
    const release = showSending(form);
    try {
      await afterNextPaint();
      setOutcome(await send(values));
    } finally {
      release();
    }
  }

  return (
    <FormChecksContext value={fields.checks}>
      <form
        id={id}
        aria-labelledby={labelledBy}
        method="post"
        onSubmit={(event) => void onSubmit(event)}
        noValidate
        className="flex flex-col gap-5"
      >
        <FormField name="email" label={copy.email.label} required>
          <Input
            type="email"
            placeholder={copy.email.placeholder}
            autoComplete={emailAutoComplete}
          />
        </FormField>
        {children}
        {outcome ? <FormAlert tone={outcome.tone}>{outcome.text}</FormAlert> : null}
        <SubmitButton size="lg" variant={submitVariant} busyLabel={submittingLabel}>
          {submitLabel}
        </SubmitButton>
      </form>
    </FormChecksContext>
  );
}
