import bcrypt from "bcryptjs";

/** GoTrue hashes with bcrypt at its default cost. */
const COST = 10;

export function hashPassword(password: string): Promise<string> {
  return bcrypt.hash(password, COST);
}

export function verifyPassword(password: string, hash: string | null): Promise<boolean> {
  if (hash === null || hash === "") return Promise.resolve(false);
  return bcrypt.compare(password, hash);
}
