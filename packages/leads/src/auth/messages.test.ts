import { accessTokenClaims, isStaff } from "./claims";
import { authFailureMessage, authFailureToast } from "./messages";

const token = (payload: object) =>
  `x.${Buffer.from(JSON.stringify(payload)).toString("base64url")}.y`;

describe("the spec's auth toasts", () => {
  it("title each failure as the spec does, with the error's message", () => {
    expect(authFailureToast("signUp", { message: "User already registered" })).toEqual({
      title: "Sign up Failed",
      description: "User already registered",
      variant: "destructive",
    });
    expect(authFailureToast("signIn", new Error("Invalid login credentials")).title).toBe(
      "Sign in Failed",
    );
    expect(authFailureToast("signOut", { message: "Failed to fetch" }).title).toBe(
      "Sign out Failed",
    );
  });

  it("say 'Something went wrong' when the error has no message", () => {
    for (const error of [{}, new Error(""), { message: "  " }, "oops", null]) {
      expect(authFailureToast("signIn", error).description).toBe("Something went wrong");
    }
  });
});

describe("the Spanish sentence beside the toast", () => {
  it("explains the errors people meet, by GoTrue's code", () => {
    expect(authFailureMessage("signIn", { code: "invalid_credentials", status: 400 })).toMatch(
      /no coinciden/,
    );
    expect(authFailureMessage("signUp", { code: "weak_password", status: 422 })).toMatch(/débil/);
    expect(authFailureMessage("signUp", { code: "over_request_rate_limit", status: 429 })).toMatch(
      /Esperá unos minutos/,
    );
  });

  it("reads a failed connection, and a password grant's bare 400, for what they are", () => {
    expect(authFailureMessage("signIn", { message: "Failed to fetch", status: 0 })).toMatch(
      /conectar con el servidor/,
    );
    expect(authFailureMessage("signIn", { status: 503 })).toMatch(/conectar con el servidor/);
    expect(authFailureMessage("signIn", { status: 400 })).toMatch(/no coinciden/);
    expect(authFailureMessage("signUp", { status: 400 })).toMatch(/No pudimos completar/);
  });
});

describe("who is staff", () => {
  it("is whoever's access token carries app_metadata.role = 'staff'", () => {
    expect(isStaff({ access_token: token({ app_metadata: { role: "staff" } }) })).toBe(true);
    expect(isStaff({ access_token: token({ app_metadata: { provider: "email" } }) })).toBe(false);
    expect(isStaff({ access_token: token({ user_metadata: { role: "staff" } }) })).toBe(false);
    expect(isStaff({ access_token: "not-a-token" })).toBe(false);
    expect(isStaff(null)).toBe(false);
  });

  it("decodes claims written in UTF-8", () => {
    expect(accessTokenClaims(token({ email: "dueña@pyme.com.ar" }))).toEqual({
      email: "dueña@pyme.com.ar",
    });
  });
});
