import { jsonResponse } from "../http/send";

/** The API version auth-js sends; errors use its format (reference §4.1). */
export const API_VERSION = "2024-01-01";

export interface AuthError {
  status: number;
  /** GoTrue's error code, e.g. `invalid_credentials`. */
  code: string;
  message: string;
  /** Extra body fields, e.g. `weak_password`. */
  extra?: Record<string, unknown>;
}

export function authError(
  status: number,
  code: string,
  message: string,
  extra?: Record<string, unknown>,
): AuthError {
  return extra === undefined ? { status, code, message } : { status, code, message, extra };
}

function usesModernFormat(headers: Headers): boolean {
  const version = headers.get("x-supabase-api-version");
  return version !== null && /^\d{4}-\d{2}-\d{2}$/.test(version) && version >= API_VERSION;
}

/**
 * GoTrue's error answer: `{code, message}` for clients that send `X-Supabase-Api-Version:
 * 2024-01-01` (auth-js), the legacy `{code: <status>, error_code, msg}` otherwise.
 */
export function authErrorResponse(headers: Headers, error: AuthError): Response {
  const body = usesModernFormat(headers)
    ? { code: error.code, message: error.message, ...error.extra }
    : { code: error.status, error_code: error.code, msg: error.message, ...error.extra };
  return jsonResponse(error.status, body, {
    "X-Supabase-Api-Version": API_VERSION,
    "x-sb-error-code": error.code,
  });
}

/** A success answer, with the version header GoTrue puts on every response. */
export function authJsonResponse(status: number, value: unknown): Response {
  return jsonResponse(status, value, { "X-Supabase-Api-Version": API_VERSION });
}

export const authErrors = {
  invalidCredentials: () => authError(400, "invalid_credentials", "Invalid login credentials"),
  unsupportedGrant: () => authError(400, "invalid_credentials", "unsupported_grant_type"),
  userAlreadyExists: () => authError(422, "user_already_exists", "User already registered"),
  weakPassword: (min: number) =>
    authError(422, "weak_password", `Password should be at least ${min} characters.`, {
      weak_password: { reasons: ["length"] },
    }),
  validation: (message: string) => authError(400, "validation_failed", message),
  badJson: (detail: string) =>
    authError(400, "bad_json", `Could not parse request body as JSON: ${detail}`),
  refreshTokenNotFound: () =>
    authError(400, "refresh_token_not_found", "Invalid Refresh Token: Refresh Token Not Found"),
  refreshTokenAlreadyUsed: () =>
    authError(400, "refresh_token_already_used", "Invalid Refresh Token: Already Used"),
  userBanned: () => authError(400, "user_banned", "User is banned"),
  emailNotConfirmed: () => authError(400, "email_not_confirmed", "Email not confirmed"),
  noAuthorization: () =>
    authError(401, "no_authorization", "This endpoint requires a valid Bearer token"),
  badJwt: (detail: string) =>
    authError(403, "bad_jwt", `invalid JWT: unable to parse or verify signature, ${detail}`),
  missingSub: () => authError(403, "bad_jwt", "invalid claim: missing sub claim"),
  userNotFoundFromSub: () =>
    authError(403, "user_not_found", "User from sub claim in JWT does not exist"),
  sessionNotFound: () =>
    authError(403, "session_not_found", "Session from session_id claim in JWT does not exist"),
  notAdmin: () => authError(403, "not_admin", "User not allowed"),
  userNotFound: () => authError(404, "user_not_found", "User not found"),
  notFound: (path: string) => authError(404, "not_found", `Not found: ${path}`),
  bodyTooLarge: () => authError(413, "request_too_large", "Request body too large"),
};
