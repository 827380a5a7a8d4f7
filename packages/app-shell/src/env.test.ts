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
  it("gives the documented defaults when nothing is set", () => {
    const env = sharedEnv({}, contact);
    expect(env).toMatchObject({
      brandName: "Impulso IA",
      siteUrl: "http://localhost:3000",
      offersUrl: "http://localhost:3001",
      supabaseUrl: "http://localhost:54321",
      gaId: undefined,
      whatsappNumbers: contact.whatsapp,
    });
    // The Supabase CLI's demo anon key: a JWT whose role is anon.
    const [, payload = ""] = env.supabaseAnonKey.split(".");
    expect(JSON.parse(Buffer.from(payload, "base64url").toString())).toMatchObject({
      iss: "supabase-demo",
      role: "anon",
    });
  });

  it("takes each setting from its VITE_* variable, an empty one counting as unset", () => {
    const env = sharedEnv(
      {
        VITE_BRAND_NAME: "Otra Marca",
        VITE_SITE_URL: "https://www.example.com",
        VITE_OFFERS_URL: "https://ofertas.example.com",
        VITE_SUPABASE_URL: "https://ref.supabase.co",
        VITE_SUPABASE_ANON_KEY: "anon-key",
        VITE_GA_ID: "",
        VITE_WHATSAPP_NUMBERS: "5491100000000",
      },
      contact,
    );
    expect(env).toEqual({
      brandName: "Otra Marca",
      siteUrl: "https://www.example.com",
      offersUrl: "https://ofertas.example.com",
      supabaseUrl: "https://ref.supabase.co",
      supabaseAnonKey: "anon-key",
      gaId: undefined,
      whatsappNumbers: ["5491100000000"],
    });
  });
});
