import { accessCopy as copy } from "@agencia/content/staff-area";
import { Button } from "@agencia/ui/button";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useAuth } from "../auth/auth-provider";
import { rules } from "../validation";
import { FormAlert } from "./form-alert";
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
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm<SignInValues>({ defaultValues: { email: "", password: "" } });
  const { isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setProblem(null);
    const result = await signIn(values);
    if (!result.ok) setProblem(result.message);
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
        autoComplete="username"
        required
        validate={rules.email}
      />
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
      {problem ? <FormAlert>{problem}</FormAlert> : null}
      <Button type="submit" size="lg" disabled={isSubmitting} aria-busy={isSubmitting}>
        {isSubmitting ? copy.signIn.submitting : copy.signIn.submit}
      </Button>
    </form>
  );
}
