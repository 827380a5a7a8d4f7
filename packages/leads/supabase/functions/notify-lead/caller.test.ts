import { fromProjectBackend } from "./caller";

const SECRET = "sb_secret_N7UND0UgjKTVK-Uodkm0Hg_xSvEMPvz";
const PUBLISHABLE = "sb_publishable_ACJWlzQHlZjBrEguHvfOxg_3BJgxAaH";
const SERVICE_ROLE = "eyJhbGciOiJIUzI1NiJ9.eyJyb2xlIjoic2VydmljZV9yb2xlIn0.sig";
const ANON = "eyJhbGciOiJIUzI1NiJ9.eyJyb2xlIjoiYW5vbiJ9.sig";

const platform: Record<string, string> = {
  SUPABASE_SECRET_KEYS: JSON.stringify({ default: SECRET, billing: "sb_secret_other" }),
  SUPABASE_PUBLISHABLE_KEYS: JSON.stringify({ default: PUBLISHABLE }),
  SUPABASE_SERVICE_ROLE_KEY: SERVICE_ROLE,
  SUPABASE_ANON_KEY: ANON,
};
const setting = (name: string) => platform[name] ?? "";

const caller = (headers: Record<string, string>, env = setting) =>
  fromProjectBackend(new Headers(headers), env);

describe("who may call notify-lead", () => {
  it("lets in any of the project's secret keys sent as apikey", () => {
    expect(caller({ apikey: SECRET })).toBe(true);
    expect(caller({ apikey: "sb_secret_other" })).toBe(true);
  });

  it("lets in the legacy service_role key, as Bearer or as apikey", () => {
    expect(caller({ authorization: `Bearer ${SERVICE_ROLE}` })).toBe(true);
    expect(caller({ apikey: SERVICE_ROLE })).toBe(true);
  });

  it("refuses the public keys, unknown keys and a request without any", () => {
    expect(caller({ apikey: PUBLISHABLE, authorization: `Bearer ${PUBLISHABLE}` })).toBe(false);
    expect(caller({ apikey: ANON, authorization: `Bearer ${ANON}` })).toBe(false);
    expect(caller({ apikey: "sb_secret_guessed" })).toBe(false);
    expect(caller({ authorization: `Bearer ${SECRET}` })).toBe(false);
    expect(caller({})).toBe(false);
  });

  it("refuses everyone when the platform gives the function no server key", () => {
    const none = () => "";
    expect(caller({ apikey: "" }, none)).toBe(false);
    expect(caller({ authorization: "Bearer " }, none)).toBe(false);
    const broken = (name: string) => (name === "SUPABASE_SECRET_KEYS" ? "not json" : "");
    expect(caller({ apikey: "not json" }, broken)).toBe(false);
  });
});
