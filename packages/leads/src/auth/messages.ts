import type { ToastMessage } from "@agencia/ui/toaster";

export type AuthAction = "signUp" | "signIn" | "signOut";

/** The spec's toasts (spec 001 §8), letter for letter. */
export const AUTH_FAILURE_TITLES = {
  signUp: "Sign up Failed",
  signIn: "Sign in Failed",
  signOut: "Sign out Failed",
} as const satisfies Record<AuthAction, string>;

export const AUTH_FAILURE_FALLBACK = "Something went wrong";

/** What supabase-js returns as an error (AuthError), or whatever was thrown. */
export interface AuthFailure {
  message?: string;
  code?: string;
  status?: number;
}

function asFailure(error: unknown): AuthFailure {
  if (typeof error === "object" && error !== null) return error as AuthFailure;
  return {};
}

/** 'Sign in Failed' with the error's message, or 'Something went wrong' when it has none. */
export function authFailureToast(action: AuthAction, error: unknown): ToastMessage {
  const message = asFailure(error).message?.trim();
  return {
    title: AUTH_FAILURE_TITLES[action],
    description: message || AUTH_FAILURE_FALLBACK,
    variant: "destructive",
  };
}

const MESSAGES_BY_CODE: Record<string, string> = {
  invalid_credentials: "El email o la contraseña no coinciden. Revisalos e intentá de nuevo.",
  user_already_exists: "Ya hay una cuenta con ese email. Ingresá con tu contraseña.",
  email_exists: "Ya hay una cuenta con ese email. Ingresá con tu contraseña.",
  weak_password: "La contraseña es demasiado débil. Elegí una más larga y difícil de adivinar.",
  email_not_confirmed: "Todavía no confirmaste tu email. Buscá el enlace que te enviamos.",
  validation_failed: "Revisá el email y la contraseña: alguno no tiene un formato válido.",
  email_address_invalid: "Revisá el email: no tiene un formato válido.",
  signup_disabled: "El registro de cuentas nuevas está desactivado.",
  over_request_rate_limit: "Hubo demasiados intentos. Esperá unos minutos y probá de nuevo.",
  over_email_send_rate_limit: "Hubo demasiados intentos. Esperá unos minutos y probá de nuevo.",
  user_banned: "Tu cuenta está suspendida.",
};

export const NETWORK_MESSAGE =
  "No pudimos conectar con el servidor. Revisá tu conexión e intentá de nuevo.";
const GENERIC_MESSAGE = "No pudimos completar la operación. Intentá de nuevo en unos minutos.";

/** A Spanish sentence for the form, beside the spec's (English) toast. */
export function authFailureMessage(action: AuthAction, error: unknown): string {
  const failure = asFailure(error);
  const byCode = failure.code ? MESSAGES_BY_CODE[failure.code] : undefined;
  if (byCode) return byCode;
  if (!failure.status || failure.status >= 500) return NETWORK_MESSAGE;
  // Without a readable error code (a gateway that hides X-Supabase-Api-Version), a 400 from the
  // password grant is GoTrue's invalid_credentials.
  if (action === "signIn" && failure.status === 400) return MESSAGES_BY_CODE.invalid_credentials!;
  return GENERIC_MESSAGE;
}
