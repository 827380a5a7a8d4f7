import { AuthProvider } from "@agencia/leads/auth";
import { Outlet } from "react-router";
import { env } from "../env";

const authConfig = { supabaseUrl: env.supabaseUrl, supabaseAnonKey: env.supabaseAnonKey };

/**
 * The layout of /acceso and /panel: the auth session lives here and nowhere else, so public
 * pages never load supabase-js for it.
 */
export default function StaffArea() {
  return (
    <AuthProvider config={authConfig}>
      <Outlet />
    </AuthProvider>
  );
}
