import { JWT_SECRET } from "@agencia/local-backend/keys";
import { TEST_KEYS } from "@agencia/local-backend/test-keys";
import { grantStaffOverHttp } from "@agencia/local-backend/staff";
import { Toaster } from "@agencia/ui/toaster";
import type { SupabaseClient } from "@supabase/supabase-js";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createHmac } from "node:crypto";
import { inject } from "vitest";
import { StaffAccess } from "../components/staff-access";
import type { Database } from "../database.types";
import { createSupabaseClient } from "../supabase-client";
import { AuthProvider, useAuth } from "./auth-provider";
import { accessTokenClaims } from "./claims";

// The provider and the /acceso forms with the real supabase-js against the local backend: what a
// person sees when they sign up, sign in, sign out, and come back with an old session.

// Started in Node by vitest.global-setup.ts: jsdom cannot start it here.
const backend = { url: inject("backendUrl") };
const clients: SupabaseClient<Database>[] = [];
let users = 0;

afterEach(async () => {
  for (const client of clients.splice(0)) await client.auth.stopAutoRefresh();
});

/** Where a browser keeps the session (localStorage), one per test. */
function memoryStorage() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

async function newClient(
  storage = memoryStorage(),
  fetchImpl: typeof fetch = (...args) => fetch(...args),
) {
  const client = await createSupabaseClient(
    { supabaseUrl: backend.url, supabaseAnonKey: TEST_KEYS.publicKey },
    "session",
    { storage, fetch: fetchImpl },
  );
  clients.push(client);
  return client;
}

function newEmail(): string {
  users += 1;
  return `equipo${users}.${Date.now()}@impulsoia.com.ar`;
}

function Probe() {
  const { status, staff, session } = useAuth();
  return (
    <output data-testid="probe">
      {status}|{String(staff)}|{session?.user.email ?? ""}
    </output>
  );
}

function renderAccess(client: SupabaseClient<Database>) {
  return render(
    <AuthProvider
      config={{ supabaseUrl: backend.url, supabaseAnonKey: TEST_KEYS.publicKey }}
      client={client}
    >
      <Probe />
      <StaffAccess />
      <Toaster />
    </AuthProvider>,
  );
}

const probe = () => screen.getByTestId("probe").textContent;

/** Sonner mounts a toast transparent and fades it in on the next effect: wait until it shows. */
const toastShows = (title: string) => waitFor(() => expect(screen.getByText(title)).toBeVisible());

function form(name: "Ingresar" | "Crear una cuenta") {
  return within(screen.getByRole("form", { name }));
}

async function fill(name: "Ingresar" | "Crear una cuenta", values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    await userEvent.type(form(name).getByLabelText(new RegExp(`^${label}`)), value);
  }
}

async function signUpThroughForm(email: string, password = "secreto123") {
  await fill("Crear una cuenta", { Email: email, Contraseña: password, Repetí: password });
  await userEvent.click(screen.getByRole("button", { name: "Crear cuenta" }));
}

/** An HS256 token with these claims, signed with the local secret as Supabase Auth signs. */
function signed(claims: Record<string, unknown>): string {
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");
  const head = `${part({ alg: "HS256", typ: "JWT" })}.${part(claims)}`;
  return `${head}.${createHmac("sha256", JWT_SECRET).update(head).digest("base64url")}`;
}

/** The stored session with its access token expired ten minutes ago (past the 30 s skew). */
function expireStoredSession(storage: ReturnType<typeof memoryStorage>): string {
  const [key, json] = [...storage.items].find(([name]) => name.endsWith("-auth-token"))!;
  const session = JSON.parse(json) as { access_token: string; expires_at: number };
  const now = Math.floor(Date.now() / 1000);
  const claims = { ...accessTokenClaims(session.access_token), iat: now - 4200, exp: now - 600 };
  const expired = signed(claims);
  storage.setItem(
    key,
    JSON.stringify({ ...session, access_token: expired, expires_at: now - 600 }),
  );
  return expired;
}

describe("signing up and in on /acceso", () => {
  it("signs up with e-mail and password: signed in at once, and told the account has no panel access yet", async () => {
    const email = newEmail();
    renderAccess(await newClient());
    await waitFor(() => expect(probe()).toBe("signed-out|false|"));
    await signUpThroughForm(email);
    expect(await screen.findByText("Tu cuenta todavía no tiene acceso al panel")).toBeVisible();
    expect(screen.getByText(new RegExp(`Ingresaste como ${email.toLowerCase()}`))).toBeVisible();
    expect(probe()).toBe(`signed-in|false|${email.toLowerCase()}`);
  });

  it("refuses a short password and a different confirmation in Spanish, without calling the server", async () => {
    const calls: string[] = [];
    renderAccess(
      await newClient(memoryStorage(), (input, init) => {
        calls.push(String(input));
        return fetch(input, init);
      }),
    );
    await fill("Crear una cuenta", { Email: newEmail(), Contraseña: "corta", Repetí: "otra" });
    await userEvent.click(screen.getByRole("button", { name: "Crear cuenta" }));
    expect(
      await screen.findByText("La contraseña tiene que tener al menos 8 caracteres."),
    ).toBeVisible();
    expect(screen.getByText("Las contraseñas no coinciden.")).toBeVisible();
    expect(form("Crear una cuenta").getByLabelText(/^Contraseña/)).toHaveAttribute(
      "aria-invalid",
      "true",
    );
    expect(calls.filter((url) => url.includes("/signup"))).toEqual([]);
  });

  it("a wrong password shows the toast 'Sign in Failed' with the server's message, says why in Spanish, and keeps the values", async () => {
    const email = newEmail();
    await (await newClient()).auth.signUp({ email, password: "secreto123" });
    renderAccess(await newClient());
    await fill("Ingresar", { Email: email, Contraseña: "equivocada" });
    await userEvent.click(screen.getByRole("button", { name: "Ingresar" }));
    await toastShows("Sign in Failed");
    expect(screen.getByText("Invalid login credentials")).toBeVisible();
    expect(form("Ingresar").getByRole("alert")).toHaveTextContent(
      "El email o la contraseña no coinciden. Revisalos e intentá de nuevo.",
    );
    expect(form("Ingresar").getByLabelText(/^Email/)).toHaveValue(email);
    expect(form("Ingresar").getByLabelText(/^Contraseña/)).toHaveValue("equivocada");
    expect(probe()).toBe("signed-out|false|");
  });

  it("signing up twice with one e-mail shows 'Sign up Failed' with the server's message", async () => {
    const email = newEmail();
    await (await newClient()).auth.signUp({ email, password: "secreto123" });
    renderAccess(await newClient());
    await signUpThroughForm(email);
    await toastShows("Sign up Failed");
    expect(screen.getByText("User already registered")).toBeVisible();
    expect(form("Crear una cuenta").getByRole("alert")).toHaveTextContent(
      "Ya hay una cuenta con ese email. Ingresá con tu contraseña.",
    );
  });

  it("once an administrator makes the user staff, «Ya me habilitaron» brings a token with the role", async () => {
    const email = newEmail();
    renderAccess(await newClient());
    await signUpThroughForm(email);
    await userEvent.click(await screen.findByRole("button", { name: "Ya me habilitaron" }));
    expect(await screen.findByText(/sigue sin acceso/)).toBeVisible();
    expect((await grantStaffOverHttp(backend.url, TEST_KEYS.serverKey, email)).ok).toBe(true);
    await userEvent.click(screen.getByRole("button", { name: "Ya me habilitaron" }));
    await waitFor(() => expect(probe()).toBe(`signed-in|true|${email.toLowerCase()}`));
    expect(screen.getByText("Entrando al panel…")).toHaveAttribute("role", "status");
  });
});

describe("signing out", () => {
  it("ends the session; when the server cannot be reached it shows 'Sign out Failed' and the session stays", async () => {
    let offline = false;
    const client = await newClient(memoryStorage(), (input, init) =>
      offline && String(input).includes("/logout")
        ? Promise.reject(new TypeError("Failed to fetch"))
        : fetch(input, init),
    );
    const email = newEmail();
    renderAccess(client);
    await signUpThroughForm(email);
    const signOut = await screen.findByRole("button", { name: "Cerrar sesión" });

    offline = true;
    await userEvent.click(signOut);
    await toastShows("Sign out Failed");
    expect(screen.getByText("Failed to fetch")).toBeVisible();
    expect(probe()).toBe(`signed-in|false|${email.toLowerCase()}`);

    offline = false;
    await userEvent.click(screen.getByRole("button", { name: "Cerrar sesión" }));
    await waitFor(() => expect(probe()).toBe("signed-out|false|"));
    expect(screen.getByRole("form", { name: "Ingresar" })).toBeVisible();
  });
});

describe("an old session coming back (token refresh and expiry)", () => {
  it("renews an expired access token with the refresh token before using it, and reads with the new one", async () => {
    const storage = memoryStorage();
    const email = newEmail();
    await (await newClient(storage)).auth.signUp({ email, password: "secreto123" });
    const expired = expireStoredSession(storage);
    const refused = await fetch(`${backend.url}/rest/v1/contactos?select=id`, {
      headers: { apikey: TEST_KEYS.publicKey, Authorization: `Bearer ${expired}` },
    });
    expect(refused.status).toBe(401);
    expect(await refused.json()).toMatchObject({ code: "PGRST303", message: "JWT expired" });

    const later = await newClient(storage);
    renderAccess(later);
    await waitFor(() => expect(probe()).toBe(`signed-in|false|${email.toLowerCase()}`));
    const session = (await later.auth.getSession()).data.session!;
    expect(session.access_token).not.toBe(expired);
    expect(session.expires_at! * 1000).toBeGreaterThan(Date.now() + 30 * 60_000);
    const read = await later.from("contactos").select("id").limit(1);
    expect(read.error).toBeNull();
    expect(read.status).toBe(200);
  });

  it("when the refresh token no longer works either (signed out elsewhere), the session ends", async () => {
    const storage = memoryStorage();
    const first = await newClient(storage);
    await first.auth.signUp({ email: newEmail(), password: "secreto123" });
    expireStoredSession(storage);
    const stale = [...storage.items];
    await first.auth.signOut(); // revokes the refresh token on the server (and clears storage)
    for (const [key, value] of stale) storage.setItem(key, value);

    renderAccess(await newClient(storage));
    await waitFor(() => expect(probe()).toBe("signed-out|false|"));
    expect(screen.getByRole("form", { name: "Ingresar" })).toBeVisible();
    expect([...storage.items.keys()].filter((key) => key.endsWith("-auth-token"))).toEqual([]);
  });
});
