import { showToast } from "@agencia/ui/toaster";
import type { Session, SupabaseClient } from "@supabase/supabase-js";
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from "react";
import type { Database } from "../database.types";
import { supabaseClient, type SupabaseConfig } from "../supabase-client";
import { isStaff } from "./claims";
import { type AuthAction, authFailureMessage, authFailureToast } from "./messages";

export type AuthStatus = "loading" | "signed-out" | "signed-in";

/** What an auth action left for the form to say: nothing, or a Spanish sentence. */
export type AuthResult = { ok: true; session: Session | null } | { ok: false; message: string };

export interface AuthCredentials {
  email: string;
  password: string;
}

export interface AuthContextValue {
  /** `loading` until supabase-js has read (and, if needed, refreshed) the stored session. */
  status: AuthStatus;
  session: Session | null;
  /** The session's token carries `app_metadata.role = 'staff'`. */
  staff: boolean;
  /** The client that reads with the session (anon key + the user's JWT); null until loaded. */
  client: SupabaseClient<Database> | null;
  signUp(credentials: AuthCredentials & { emailRedirectTo?: string }): Promise<AuthResult>;
  signIn(credentials: AuthCredentials): Promise<AuthResult>;
  signOut(): Promise<AuthResult>;
  /** Asks for a fresh token, so a role granted since sign-in takes effect. */
  refresh(): Promise<AuthResult>;
}

const AuthContext = createContext<AuthContextValue | null>(null);

/**
 * The session of the staff area on `supabase.auth`: it loads supabase-js, follows auth state
 * changes (sign in and out, token refreshes, other tabs), and offers sign up, sign in and sign
 * out with the spec's toasts on failure. Wrap only the pages that need it: public pages must
 * not load supabase-js.
 */
export function AuthProvider({
  config,
  client: givenClient,
  children,
}: {
  config: SupabaseConfig;
  /** A ready client (tests, stories); by default one is created from `config` on mount. */
  client?: SupabaseClient<Database>;
  children: ReactNode;
}) {
  const [client, setClient] = useState<SupabaseClient<Database> | null>(givenClient ?? null);
  const [state, setState] = useState<{ status: AuthStatus; session: Session | null }>({
    status: "loading",
    session: null,
  });

  useEffect(() => {
    if (givenClient) return;
    let live = true;
    supabaseClient(config, "session").then(
      (loaded) => live && setClient(loaded),
      () => live && setState({ status: "signed-out", session: null }),
    );
    return () => {
      live = false;
    };
  }, [config, givenClient]);

  useEffect(() => {
    if (!client) return;
    // INITIAL_SESSION first, then SIGNED_IN, TOKEN_REFRESHED, SIGNED_OUT (also from other tabs).
    const { data } = client.auth.onAuthStateChange((_event, session) => {
      setState({ status: session ? "signed-in" : "signed-out", session });
    });
    return () => data.subscription.unsubscribe();
  }, [client]);

  const run = useCallback(
    async (
      /** The spec's toast on failure; null for a quiet action (the form still gets a message). */
      action: AuthAction | null,
      call: (auth: SupabaseClient<Database>["auth"]) => Promise<{
        error: unknown;
        session: Session | null;
      }>,
    ): Promise<AuthResult> => {
      let error: unknown;
      let session: Session | null = null;
      try {
        const ready = client ?? (await supabaseClient(config, "session"));
        ({ error, session } = await call(ready.auth));
      } catch (thrown) {
        error = thrown;
      }
      if (!error) return { ok: true, session };
      if (action) showToast(authFailureToast(action, error));
      return { ok: false, message: authFailureMessage(action ?? "signIn", error) };
    },
    [client, config],
  );

  const value = useMemo<AuthContextValue>(
    () => ({
      ...state,
      staff: isStaff(state.session),
      client,
      signUp: ({ email, password, emailRedirectTo }) =>
        run("signUp", async (auth) => {
          const { data, error } = await auth.signUp({
            email: email.trim(),
            password,
            options: emailRedirectTo ? { emailRedirectTo } : undefined,
          });
          return { error, session: data.session };
        }),
      signIn: ({ email, password }) =>
        run("signIn", async (auth) => {
          const { data, error } = await auth.signInWithPassword({ email: email.trim(), password });
          return { error, session: data.session };
        }),
      signOut: () =>
        run("signOut", async (auth) => {
          const { error } = await auth.signOut();
          return { error, session: null };
        }),
      refresh: () =>
        run(null, async (auth) => {
          const { data, error } = await auth.refreshSession();
          return { error, session: data.session };
        }),
    }),
    [state, client, run],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

/** The nearest AuthProvider's session and actions. */
export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error("useAuth necesita un <AuthProvider> más arriba.");
  return value;
}
