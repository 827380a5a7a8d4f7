/**
 * What the offer stories share: demo payment links, and the lead backend the purchase form needs,
 * pretended (a `send` arg that stores the row, fails, or never answers).
 */
import { LeadsProvider, type Sender } from "@agencia/leads";
import { Toaster } from "@agencia/ui/toaster";
import type { ArgTypes, Decorator } from "@storybook/react-vite";
import { expect, waitFor, within } from "storybook/test";
import type { PaymentLinks } from "../plans";

export const demoPaymentLinks: PaymentLinks = {
  ARS: {
    diy: "https://checkout.example.com/pay/agente-whatsapp-ars-autogestionable",
    full_service: "https://checkout.example.com/pay/agente-whatsapp-ars-llave-en-mano",
  },
  USD: {
    diy: "https://checkout.example.com/subscribe/agente-whatsapp-usd-autogestionable",
    full_service: "https://checkout.example.com/subscribe/agente-whatsapp-usd-llave-en-mano",
  },
};

export interface BackendArgs {
  send: Sender;
}

/** `send` is the pretend backend's plumbing, not a prop to document: no row in the docs' table. */
export const backendArgTypes: ArgTypes<BackendArgs> = { send: { table: { disable: true } } };

const config = { supabaseUrl: "http://localhost:54321", supabaseAnonKey: "demo-anon-key" };

export const withPretendBackend: Decorator<BackendArgs> = (Story, { args }) => (
  <LeadsProvider config={config} send={args.send}>
    <Story />
    <Toaster />
  </LeadsProvider>
);

/** Waits for a toast (rendered outside the story's root) to have slid in with this text. */
export async function toastSays(canvasElement: HTMLElement, text: string) {
  const toast = await within(canvasElement.ownerDocument.body).findByText(text);
  await waitFor(() => expect(toast).toBeVisible());
}
