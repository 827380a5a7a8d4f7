import {
  accessCopy as copy,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from "@agencia/content/staff-area";
import { Button } from "@agencia/ui/button";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useAuth } from "../auth/auth-provider";
import { rules } from "../validation";
import { FormAlert } from "./form-alert";
import { FormInput } from "./form-input";

interface SignUpValues {
  email: string;
  password: string;
  confirm: string;
}

function passwordRule(value: string): string | true {
  if (value.length < PASSWORD_MIN_LENGTH) return copy.validation.passwordLength;
  if (new TextEncoder().encode(value).length > PASSWORD_MAX_LENGTH) {
    return copy.validation.passwordMaxLength;
  }
  return true;
}

/**
 * E-mail and password sign-up. Where the project confirms e-mails, there is no session yet and
 * the form says to look for the e-mail; otherwise the person is signed in at once.
 */
export function SignUpForm({
  id = "crear-cuenta",
  labelledBy,
  emailRedirectTo,
}: {
  id?: string;
  /** The id of the heading that names the form. */
  labelledBy?: string;
  /** Where the confirmation e-mail's link leads (the sign-in page). */
  emailRedirectTo?: string;
}) {
  const { signUp } = useAuth();
  const [outcome, setOutcome] = useState<{ tone: "error" | "notice"; text: string } | null>(null);
  const form = useForm<SignUpValues>({ defaultValues: { email: "", password: "", confirm: "" } });
  const { isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ email, password }) => {
    setOutcome(null);
    const result = await signUp({ email, password, emailRedirectTo });
    if (!result.ok) setOutcome({ tone: "error", text: result.message });
    else if (!result.session) setOutcome({ tone: "notice", text: copy.signUp.confirmEmail });
  });

  return (
    <form
      id={id}
      aria-labelledby={labelledBy}
      // Never GET: before hydration (or without JavaScript) a native submit must not put the
      // password in the URL.
      method="post"
      onSubmit={onSubmit}
      noValidate
      className="flex flex-col gap-5"
      aria-busy={isSubmitting}
    >
      <FormInput
        form={form}
        formId={id}
        name="email"
        label={copy.email.label}
        placeholder={copy.email.placeholder}
        type="email"
        autoComplete="email"
        required
        validate={rules.email}
      />
      <FormInput
        form={form}
        formId={id}
        name="password"
        label={copy.signUp.password}
        type="password"
        autoComplete="new-password"
        minLength={PASSWORD_MIN_LENGTH}
        required
        hint={copy.signUp.passwordHint}
        validate={passwordRule}
      />
      <FormInput
        form={form}
        formId={id}
        name="confirm"
        label={copy.signUp.confirm}
        type="password"
        autoComplete="new-password"
        required
        validate={(value) => value === form.getValues("password") || copy.validation.mismatch}
      />
      {outcome ? <FormAlert tone={outcome.tone}>{outcome.text}</FormAlert> : null}
      <Button
        type="submit"
        size="lg"
        variant="secondary"
        disabled={isSubmitting}
        aria-busy={isSubmitting}
      >
        {isSubmitting ? copy.signUp.submitting : copy.signUp.submit}
      </Button>
    </form>
  );
}
