import { accessCopy as copy } from "@agencia/content/staff-area";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useAuth } from "../auth/auth-provider";
import { AuthForm, type AuthFormOutcome } from "./auth-form";
import { FormInput } from "./form-input";

interface SignInValues {
  email: string;
  password: string;
}

/** E-mail and password sign-in. On failure the values stay and a Spanish sentence says why. */
export function SignInForm({
  id = "ingresar",
  labelledBy,
}: {
  id?: string;
  /** The id of the heading that names the form. */
  labelledBy?: string;
}) {
  const { signIn } = useAuth();
  const [outcome, setOutcome] = useState<AuthFormOutcome | null>(null);
  const form = useForm<SignInValues>({ defaultValues: { email: "", password: "" } });

  const onSubmit = form.handleSubmit(async (values) => {
    setOutcome(null);
    const result = await signIn(values);
    if (!result.ok) setOutcome({ tone: "error", text: result.message });
  });

  return (
    <AuthForm
      form={form}
      id={id}
      labelledBy={labelledBy}
      onSubmit={onSubmit}
      emailAutoComplete="username"
      outcome={outcome}
      submitLabel={copy.signIn.submit}
      submittingLabel={copy.signIn.submitting}
    >
      <FormInput
        form={form}
        formId={id}
        name="password"
        label={copy.signIn.password}
        type="password"
        autoComplete="current-password"
        required
        validate={(value) => value !== "" || copy.validation.password}
      />
    </AuthForm>
  );
}
