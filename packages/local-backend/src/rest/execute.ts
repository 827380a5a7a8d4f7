import type { Database, Queryable } from "../db/types";
import { restErrors, type RestError } from "./errors";
import type { Identity } from "./identity";

export interface RequestSettings {
  identity: Identity;
  method: string;
  /** The path PostgREST sees, e.g. `/contactos`. */
  path: string;
  headers: Record<string, string>;
  readOnly: boolean;
}

/** The exposed schema plus Supabase's extra search path. */
const SEARCH_PATH = '"public", "public", "extensions"';
const SWITCHER = "authenticator";

/** Thrown inside a transaction to roll it back and answer with a PostgREST error. */
export class RestAbort extends Error {
  constructor(readonly error: RestError) {
    super(error.body.message);
  }
}

/** Roles already known to be grantable, per database. */
const permittedRoles = new WeakMap<Database, Set<string>>();

/** PostgREST connects as `authenticator`, so it can only become roles granted to it. */
async function checkRole(db: Database, tx: Queryable, role: string): Promise<void> {
  let permitted = permittedRoles.get(db);
  if (permitted === undefined) {
    permitted = new Set();
    permittedRoles.set(db, permitted);
  }
  if (permitted.has(role)) return;
  const result = await tx.query<{ member: boolean | null }>(
    "select pg_has_role($2, oid, 'MEMBER') as member from pg_catalog.pg_roles where rolname = $1",
    [role, SWITCHER],
  );
  const row = result.rows[0];
  if (row === undefined) throw new RestAbort(restErrors.roleDoesNotExist(role));
  if (row.member !== true) throw new RestAbort(restErrors.roleNotPermitted(role));
  permitted.add(role);
}

/**
 * Runs `fn` in one transaction set up as PostgREST does (§3): `set_config(…, true)` for the
 * search path, the role (SET LOCAL ROLE), the JWT claims, the method, path and headers. Postgres
 * then enforces grants, row-level security and constraints. Any error rolls back.
 */
export function runAsRequest<T>(
  db: Database,
  settings: RequestSettings,
  fn: (tx: Queryable) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    if (settings.readOnly) await tx.query("set transaction read only");
    await checkRole(db, tx, settings.identity.role);
    await tx.query(
      `select set_config('search_path', $1, true), set_config('role', $2, true),
              set_config('request.jwt.claims', $3, true), set_config('request.method', $4, true),
              set_config('request.path', $5, true), set_config('request.headers', $6, true),
              set_config('request.cookies', '{}', true)`,
      [
        SEARCH_PATH,
        settings.identity.role,
        JSON.stringify(settings.identity.claims),
        settings.method,
        settings.path,
        JSON.stringify(settings.headers),
      ],
    );
    return fn(tx);
  });
}
