import {
  accessCopy as copy,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from "@agencia/content/staff-area";
import { Input } from "@agencia/ui/input";
import { useAuth } from "../auth/auth-provider";
import { AuthForm } from "./auth-form";
import { FormField } from "./form-field";

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
  return (
    <AuthForm<{ email: string; password: string; confirm: string }>
      id={id}
      labelledBy={labelledBy}
      rules={{
        password: passwordRule,
        confirm: (value, values) => value === values.password || copy.validation.mismatch,
      }}
      send={async ({ email, password }) => {
        const result = await signUp({ email, password, emailRedirectTo });
        if (!result.ok) return { tone: "error", text: result.message };
        return result.session ? null : { tone: "notice", text: copy.signUp.confirmEmail };
      }}
      emailAutoComplete="email"
      submitLabel={copy.signUp.submit}
      submittingLabel={copy.signUp.submitting}
      submitVariant="secondary"
    >
      <FormField
        name="password"
        label={copy.signUp.password}
        required
        hint={copy.signUp.passwordHint}
      >
        <Input type="password" autoComplete="new-password" minLength={PASSWORD_MIN_LENGTH} />
      </FormField>
      <FormField name="confirm" label={copy.signUp.confirm} required>
        <Input type="password" autoComplete="new-password" />
      </FormField>
    </AuthForm>
  );
}
