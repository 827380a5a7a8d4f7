import {
  accessCopy as copy,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from "@agencia/content/staff-area";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useAuth } from "../auth/auth-provider";
import { AuthForm, type AuthFormOutcome } from "./auth-form";
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
  const [outcome, setOutcome] = useState<AuthFormOutcome | null>(null);
  const form = useForm<SignUpValues>({ defaultValues: { email: "", password: "", confirm: "" } });

  const onSubmit = form.handleSubmit(async ({ email, password }) => {
    setOutcome(null);
    const result = await signUp({ email, password, emailRedirectTo });
    if (!result.ok) setOutcome({ tone: "error", text: result.message });
    else if (!result.session) setOutcome({ tone: "notice", text: copy.signUp.confirmEmail });
  });

  return (
    <AuthForm
      form={form}
      id={id}
      labelledBy={labelledBy}
      onSubmit={onSubmit}
      emailAutoComplete="email"
      outcome={outcome}
      submitLabel={copy.signUp.submit}
      submittingLabel={copy.signUp.submitting}
      submitVariant="secondary"
    >
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
    </AuthForm>
  );
}
