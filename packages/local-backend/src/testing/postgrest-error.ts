/**
 * A PostgREST error body as the wire carries it: no details and, unless given, no hint. Written
 * out here rather than taken from `rest/errors.ts`, so the contract tests check the server against
 * PostgREST, not against itself.
 */
export function postgrestError(code: string, message: string, hint: string | null = null) {
  return { code, details: null, hint, message };
}
