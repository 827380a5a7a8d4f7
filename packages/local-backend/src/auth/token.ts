import { type AuthOutcome, type AuthRequest, fail, ok, stringField } from "./context";
import { authErrors } from "./errors";
import { verifyPassword } from "./passwords";
import { createSession, rotateRefreshToken } from "./sessions";
import { sessionJson } from "./tokens";
import { isoTime } from "./user-json";
import { findUserByEmail, findUserById, recordSignIn } from "./users";

function isBanned(bannedUntil: unknown): boolean {
  const until = isoTime(bannedUntil);
  return until !== undefined && new Date(until).getTime() > Date.now();
}

async function passwordGrant({ db, body, issuer }: AuthRequest): Promise<AuthOutcome> {
  const email = stringField(body, "email");
  const password = stringField(body, "password");
  if (email.trim() === "") return fail(authErrors.validation("missing email or phone"));
  const user = await findUserByEmail(db, email);
  if (user === null || !(await verifyPassword(password, user.encrypted_password))) {
    return fail(authErrors.invalidCredentials());
  }
  if (isBanned(user.banned_until)) return fail(authErrors.userBanned());
  if (isoTime(user.email_confirmed_at) === undefined) return fail(authErrors.emailNotConfirmed());
  const session = await db.transaction(async (tx) => {
    const signedIn = await recordSignIn(tx, user.id);
    return sessionJson(tx, signedIn, await createSession(tx, user.id), issuer);
  });
  return ok(200, session);
}

async function refreshGrant({ db, body, issuer }: AuthRequest): Promise<AuthOutcome> {
  const token = stringField(body, "refresh_token");
  if (token === "") return fail(authErrors.refreshTokenNotFound());
  return db.transaction(async (tx) => {
    const rotated = await rotateRefreshToken(tx, token);
    if (!rotated.ok) {
      return fail(
        rotated.reason === "not_found"
          ? authErrors.refreshTokenNotFound()
          : authErrors.refreshTokenAlreadyUsed(),
      );
    }
    const user = await findUserById(tx, rotated.userId);
    if (user === null) return fail(authErrors.refreshTokenNotFound());
    if (isBanned(user.banned_until)) return fail(authErrors.userBanned());
    return ok(200, await sessionJson(tx, user, rotated.tokens, issuer));
  });
}

/** `POST /token?grant_type=password|refresh_token`. */
export function token(request: AuthRequest): Promise<AuthOutcome> {
  const grant = request.url.searchParams.get("grant_type");
  if (grant === "password") return passwordGrant(request);
  if (grant === "refresh_token") return refreshGrant(request);
  return Promise.resolve(fail(authErrors.unsupportedGrant()));
}
