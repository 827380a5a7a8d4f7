// The shape `supabase gen types typescript` produces for this project's schema.
// database.types.test.ts fails when these types drift from the migrations.

export type Json = string | number | boolean | null | { [key: string]: Json | undefined } | Json[];

export type Database = {
  __InternalSupabase: {
    PostgrestVersion: "14.5";
  };
  public: {
    Tables: {
      contactos: {
        Row: {
          canal_contacto: string | null;
          created_at: string;
          email: string;
          fbclid: string | null;
          fecha: string;
          gclid: string | null;
          id: string;
          landing_path: string | null;
          mensaje: string | null;
          nombre: string;
          origen: string;
          referrer: string | null;
          rol: string | null;
          telefono: string | null;
          tipo: string;
          utm_campaign: string | null;
          utm_content: string | null;
          utm_medium: string | null;
          utm_source: string | null;
          utm_term: string | null;
        };
        Insert: {
          canal_contacto?: string | null;
          created_at?: string;
          email: string;
          fbclid?: string | null;
          fecha: string;
          gclid?: string | null;
          id?: string;
          landing_path?: string | null;
          mensaje?: string | null;
          nombre: string;
          origen: string;
          referrer?: string | null;
          rol?: string | null;
          telefono?: string | null;
          tipo: string;
          utm_campaign?: string | null;
          utm_content?: string | null;
          utm_medium?: string | null;
          utm_source?: string | null;
          utm_term?: string | null;
        };
        Update: {
          canal_contacto?: string | null;
          created_at?: string;
          email?: string;
          fbclid?: string | null;
          fecha?: string;
          gclid?: string | null;
          id?: string;
          landing_path?: string | null;
          mensaje?: string | null;
          nombre?: string;
          origen?: string;
          referrer?: string | null;
          rol?: string | null;
          telefono?: string | null;
          tipo?: string;
          utm_campaign?: string | null;
          utm_content?: string | null;
          utm_medium?: string | null;
          utm_source?: string | null;
          utm_term?: string | null;
        };
        Relationships: [];
      };
    };
    Views: {
      contactos_origenes: {
        Row: {
          origen: string | null;
          total: number | null;
          ultimo: string | null;
        };
        Relationships: [];
      };
    };
    Functions: {
      [_ in never]: never;
    };
    Enums: {
      [_ in never]: never;
    };
    CompositeTypes: {
      [_ in never]: never;
    };
  };
};

type PublicSchema = Database["public"];

type TablesAndViews = PublicSchema["Tables"] & PublicSchema["Views"];

/** The row of a table or a view, as the generated helper reads both. */
export type Tables<T extends keyof TablesAndViews> = TablesAndViews[T] extends { Row: infer R }
  ? R
  : never;
export type TablesInsert<T extends keyof PublicSchema["Tables"]> =
  PublicSchema["Tables"][T]["Insert"];
export type TablesUpdate<T extends keyof PublicSchema["Tables"]> =
  PublicSchema["Tables"][T]["Update"];
