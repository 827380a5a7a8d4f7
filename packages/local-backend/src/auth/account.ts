import { authenticate } from "./bearer";
import { type AuthOutcome, type AuthRequest, fail, ok } from "./context";
import { authErrors } from "./errors";
import { endSessions } from "./sessions";
import { userJson } from "./user-json";
import { identitiesOf } from "./users";

const SCOPES = ["global", "local", "others"] as const;
type Scope = (typeof SCOPES)[number];

function isScope(value: string): value is Scope {
  return (SCOPES as readonly string[]).includes(value);
}

/** `GET /user`: the user object of the Bearer's user. */
export async function getUser(request: AuthRequest): Promise<AuthOutcome> {
  const auth = await authenticate(request);
  if (!auth.ok) return fail(auth.error);
  return ok(200, userJson(auth.user, await identitiesOf(request.db, auth.user.id)));
}

/** `POST /logout?scope=global|local|others`: 204, the sessions and their refresh tokens gone. */
export async function logout(request: AuthRequest): Promise<AuthOutcome> {
  const scope = request.url.searchParams.get("scope") ?? "global";
  if (!isScope(scope)) return fail(authErrors.validation(`Unsupported logout scope "${scope}"`));
  const auth = await authenticate(request);
  if (!auth.ok) return fail(auth.error);
  await endSessions(request.db, auth.user.id, scope, auth.sessionId);
  return ok(204, null);
}
