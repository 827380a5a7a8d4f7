import { notThe, publicUrl, sharedProduction } from "@agencia/app-shell/settings";
import { DEMO_STORE_ID } from "@agencia/content/store";

/** The site's variables as a production build must have them (see app-shell's settings.ts). */
export const siteProduction = {
  ...sharedProduction,
  VITE_STORE_API_URL: publicUrl("la URL de la API de la tienda"),
  VITE_STORE_ID: notThe(DEMO_STORE_ID, "el id de la tienda"),
};
