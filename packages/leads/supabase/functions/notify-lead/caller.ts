// Who may call notify-lead: the project's own database (or another backend of the project),
// with a server key. A secret key (`sb_secret_…`) is no JWT, so the platform cannot check it
// (config.toml: verify_jwt = false) and this function does; the legacy service_role JWT still
// works while the project has it.

/** The secret keys of `SUPABASE_SECRET_KEYS` (`{"default":"sb_secret_…", …}`), set by the platform. */
function secretKeys(json: string): string[] {
  try {
    const keys: unknown = JSON.parse(json);
    if (typeof keys !== "object" || keys === null) return [];
    return Object.values(keys).filter(
      (key): key is string => typeof key === "string" && key !== "",
    );
  } catch {
    return [];
  }
}

/**
 * Whether the request carries one of the project's secret keys as `apikey`, or its legacy
 * service_role key as `apikey` or Bearer. `setting` reads the function's environment.
 */
export function fromProjectBackend(headers: Headers, setting: (name: string) => string): boolean {
  const apiKey = headers.get("apikey") ?? "";
  if (apiKey !== "" && secretKeys(setting("SUPABASE_SECRET_KEYS")).includes(apiKey)) return true;
  const serviceRoleKey = setting("SUPABASE_SERVICE_ROLE_KEY");
  if (serviceRoleKey === "") return false;
  const bearer = headers.get("authorization")?.replace(/^bearer\s+/i, "") ?? "";
  return apiKey === serviceRoleKey || bearer === serviceRoleKey;
}
