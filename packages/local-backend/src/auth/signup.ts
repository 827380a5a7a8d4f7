import { toPgError } from "../db/pg-error";
import { type AuthOutcome, type AuthRequest, fail, ok, stringField } from "./context";
import { authErrors } from "./errors";
import { hashPassword } from "./passwords";
import { createSession } from "./sessions";
import { sessionJson } from "./tokens";
import { createEmailUser, findUserByEmail, type JsonMap } from "./users";

/** The CLI's `minimum_password_length`. */
export const MIN_PASSWORD_LENGTH = 6;
const MAX_PASSWORD_LENGTH = 72;
const EMAIL = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;

/** `POST /signup`: e-mail and password, confirmed at once (CLI default), answering a session. */
export async function signup({ db, body, issuer }: AuthRequest): Promise<AuthOutcome> {
  const email = stringField(body, "email").trim();
  const password = stringField(body, "password");
  if (email === "") return fail(authErrors.validation("To signup, please provide your email"));
  if (!EMAIL.test(email) || email.length > 255) {
    return fail(authErrors.validation("Unable to validate email address: invalid format"));
  }
  if (password === "") return fail(authErrors.validation("Signup requires a valid password"));
  if (password.length > MAX_PASSWORD_LENGTH) {
    return fail(
      authErrors.validation(`Password cannot be longer than ${MAX_PASSWORD_LENGTH} characters`),
    );
  }
  if (password.length < MIN_PASSWORD_LENGTH)
    return fail(authErrors.weakPassword(MIN_PASSWORD_LENGTH));
  const rawData = body.data;
  const data: JsonMap =
    typeof rawData === "object" && rawData !== null && !Array.isArray(rawData)
      ? (rawData as JsonMap)
      : {};
  const passwordHash = await hashPassword(password);
  try {
    const session = await db.transaction(async (tx) => {
      if ((await findUserByEmail(tx, email)) !== null) return null;
      const user = await createEmailUser(tx, { email, passwordHash, data });
      return sessionJson(tx, user, await createSession(tx, user.id), issuer);
    });
    return session === null ? fail(authErrors.userAlreadyExists()) : ok(200, session);
  } catch (error) {
    if (toPgError(error)?.code === "23505") return fail(authErrors.userAlreadyExists());
    throw error;
  }
}
