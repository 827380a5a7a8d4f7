import { accessCopy as copy } from "@agencia/content/staff-area";
import { Input } from "@agencia/ui/input";
import { useAuth } from "../auth/auth-provider";
import { AuthForm } from "./auth-form";
import { FormField } from "./form-field";

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
  return (
    <AuthForm<{ email: string; password: string }>
      id={id}
      labelledBy={labelledBy}
      rules={{ password: (value) => value !== "" || copy.validation.password }}
      send={async (values) => {
        const result = await signIn(values);
        return result.ok ? null : { tone: "error", text: result.message };
      }}
      emailAutoComplete="username"
      submitLabel={copy.signIn.submit}
      submittingLabel={copy.signIn.submitting}
    >
      <FormField name="password" label={copy.signIn.password} required>
        <Input type="password" autoComplete="current-password" />
      </FormField>
    </AuthForm>
  );
}
