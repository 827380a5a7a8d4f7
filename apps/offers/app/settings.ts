import { futureDate, paymentLink, sharedProduction } from "@agencia/app-shell/settings";

/** The offers app's variables as a production build must have them (see app-shell's settings.ts). */
export const offersProduction = {
  ...sharedProduction,
  VITE_PROMO_END: futureDate("el fin de la promoción"),
  VITE_PAYMENT_LINK_ARS_DIY: paymentLink("el pago de Autogestionable en pesos"),
  VITE_PAYMENT_LINK_ARS_FULL: paymentLink("el pago de Llave en Mano en pesos"),
  VITE_PAYMENT_LINK_USD_DIY: paymentLink("la suscripción de Autogestionable en dólares"),
  VITE_PAYMENT_LINK_USD_FULL: paymentLink("la suscripción de Llave en Mano en dólares"),
};
