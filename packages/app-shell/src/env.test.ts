import { listVar, sharedEnv } from "./env";

const contact = { whatsapp: ["5492664557788", "5491155667788"] };

describe("listVar", () => {
  it("reads a comma-separated list, trimming items and dropping blank ones", () => {
    expect(listVar(" 549111, ,549222 ,", ["0"])).toEqual(["549111", "549222"]);
  });

  it.each([undefined, "", " , "])("falls back when %j lists nothing", (value) => {
    expect(listVar(value, ["549333"])).toEqual(["549333"]);
  });
});

describe("sharedEnv", () => {
  const variables = [
    "VITE_BRAND_NAME",
    "VITE_SITE_URL",
    "VITE_OFFERS_URL",
    "VITE_SUPABASE_URL",
    "VITE_SUPABASE_ANON_KEY",
    "VITE_GA_ID",
    "VITE_GTM_ID",
    "VITE_CONSENT",
    "VITE_WHATSAPP_NUMBERS",
  ];
  beforeEach(() => {
    for (const name of variables) vi.stubEnv(name, "");
  });
  afterEach(() => vi.unstubAllEnvs());

  it("gives the documented defaults when nothing is set", () => {
    const env = sharedEnv(contact);
    expect(env).toMatchObject({
      brandName: "Impulso IA",
      siteUrl: "http://localhost:3000",
      offersUrl: "http://localhost:3001",
      supabaseUrl: "http://localhost:54321",
      gaId: undefined,
      gtmId: undefined,
      consentRequired: false,
      whatsappNumbers: contact.whatsapp,
    });
    // The Supabase CLI's demo anon key: a JWT whose role is anon.
    const [, payload = ""] = env.supabaseAnonKey.split(".");
    expect(JSON.parse(Buffer.from(payload, "base64url").toString())).toMatchObject({
      iss: "supabase-demo",
      role: "anon",
    });
  });

  it("takes each setting from its VITE_* variable", () => {
    vi.stubEnv("VITE_BRAND_NAME", "Otra Marca");
    vi.stubEnv("VITE_SITE_URL", "https://www.example.com");
    vi.stubEnv("VITE_OFFERS_URL", "https://ofertas.example.com");
    vi.stubEnv("VITE_SUPABASE_URL", "https://ref.supabase.co");
    vi.stubEnv("VITE_SUPABASE_ANON_KEY", "anon-key");
    vi.stubEnv("VITE_GA_ID", "G-TEST");
    vi.stubEnv("VITE_GTM_ID", "GTM-TEST");
    vi.stubEnv("VITE_CONSENT", "required");
    vi.stubEnv("VITE_WHATSAPP_NUMBERS", "5491100000000");
    expect(sharedEnv(contact)).toEqual({
      brandName: "Otra Marca",
      siteUrl: "https://www.example.com",
      offersUrl: "https://ofertas.example.com",
      supabaseUrl: "https://ref.supabase.co",
      supabaseAnonKey: "anon-key",
      gaId: "G-TEST",
      gtmId: "GTM-TEST",
      consentRequired: true,
      whatsappNumbers: ["5491100000000"],
    });
  });
});
