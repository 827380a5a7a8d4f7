import { MIN_FILL_TIME_MS, type Sender } from "@agencia/leads";
import { offerPages } from "@agencia/content/offers";
import preview from "@agencia/storybook-config/preview";
import type { within } from "storybook/test";
import { expect, fn, userEvent, waitFor } from "storybook/test";
import { plansFor } from "../plans";
import {
  demoPaymentLinks,
  toastSays,
  backendArgTypes,
  withPretendBackend,
  type BackendArgs,
} from "../stories/fixtures";
import { PurchaseForm, REDIRECT_DELAY_MS } from "./purchase-form";

const ars = offerPages.ars;
const latam = offerPages.latam;

const stores = () => fn<Sender>(async () => ({ ok: true })).mockName("send");

const meta = preview.type<{ args: BackendArgs }>().meta({
  title: "Oferta/PurchaseForm",
  component: PurchaseForm,
  tags: ["autodocs"],
  args: {
    market: "ars" as const,
    copy: ars.purchaseForm,
    plans: plansFor("ars", demoPaymentLinks),
    defaultCountry: "AR" as const,
    navigate: fn().mockName("navigate"),
    send: stores(),
  },
  // Spread in: meta's argTypes are typed by the component's props alone, and `send` is not one.
  argTypes: {
    ...backendArgTypes,
    copy: { control: false },
    plans: { control: false },
  },
  decorators: [withPretendBackend],
  beforeEach: () => localStorage.clear(),
  parameters: {
    docs: {
      description: {
        component:
          "The offer page's purchase form. Each plan has its own buy button; the one clicked decides the plan. A stored request leads to the plan's payment link two seconds after the success toast.",
      },
    },
  },
  // Empty fields, the page's country chosen, and one buy button per plan.
  play: async ({ canvas, args }) => {
    await expect(canvas.getByLabelText(/Nombre/)).toHaveValue("");
    await expect(canvas.getByLabelText(/Email/)).toHaveValue("");
    await expect(canvas.getByLabelText(/País/)).toHaveValue(args.defaultCountry);
    for (const plan of Object.values(args.plans))
      await expect(canvas.getByRole("button", { name: `Comprar ${plan.name}` })).toBeEnabled();
  },
});

async function fillIn(canvas: ReturnType<typeof within>) {
  await userEvent.type(canvas.getByLabelText(/Nombre/), "Sofía Herrera");
  await userEvent.type(canvas.getByLabelText(/Email/), "sofia@panaderiaherrera.com.ar");
  await userEvent.type(canvas.getByLabelText(/Teléfono/), "+54 9 351 555-0101");
  await userEvent.type(canvas.getByLabelText(/Provincia o ciudad/), "Córdoba");
}

const waitLikeAPerson = () => new Promise((resolve) => setTimeout(resolve, MIN_FILL_TIME_MS));

/** The Argentine page: prices in pesos, paid once. */
export const Default = meta.story();

/** The LATAM page: neutral Spanish, prices in dollars, Colombia selected first. */
export const Latam = meta.story({
  args: {
    market: "latam",
    copy: latam.purchaseForm,
    plans: plansFor("latam", demoPaymentLinks),
    defaultCountry: "CO",
  },
});

/** Buying with empty fields: the browser points at them and the spec's toast explains. */
export const Incomplete = meta.story({
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Comprar Llave en Mano" }));
    await toastSays(canvasElement, ars.purchaseForm.messages.incomplete.title);
    await expect(args.send).not.toHaveBeenCalled();
  },
});

/**
 * Bought: the request names the plan, the toast confirms, the buttons go on saying
 * 'Procesando...', then the payment page opens.
 */
export const Bought = meta.story({
  play: async ({ args, canvas, canvasElement }) => {
    await fillIn(canvas);
    await waitLikeAPerson();
    await userEvent.click(canvas.getByRole("button", { name: "Comprar Llave en Mano" }));
    await toastSays(canvasElement, ars.purchaseForm.messages.success.title);
    for (const button of canvas.getAllByRole("button", { name: "Procesando..." }))
      await expect(button).toBeDisabled();
    await expect(args.send).toHaveBeenCalledWith(
      expect.objectContaining({
        nombre: "Sofía Herrera",
        tipo: "Venta Agente WhatsApp",
        mensaje:
          "Solicitud de compra: plan Llave en Mano (ARS 180.000)\nCiudad: Córdoba\nPaís: Argentina",
      }),
    );
    await waitFor(
      () => expect(args.navigate).toHaveBeenCalledWith(demoPaymentLinks.ARS.full_service),
      { timeout: REDIRECT_DELAY_MS + 2000 },
    );
  },
});

/** While the request is sent, both buttons say 'Procesando...' and are disabled. */
export const Processing = meta.story({
  args: { send: fn<Sender>(() => new Promise(() => {})).mockName("send") },
  play: async ({ canvas }) => {
    await fillIn(canvas);
    await waitLikeAPerson();
    await userEvent.click(canvas.getByRole("button", { name: "Comprar Autogestionable" }));
    const buttons = await canvas.findAllByRole("button", { name: "Procesando..." });
    await expect(buttons).toHaveLength(2);
    for (const button of buttons) await expect(button).toBeDisabled();
  },
});

/** The network fails: the spec's error toast, the values stay, and nobody is sent to pay. */
export const SendingFails = meta.story({
  args: {
    send: fn<Sender>(async () => ({
      ok: false,
      retry: true,
      detail: "TypeError: Failed to fetch",
    })),
  },
  play: async ({ args, canvas, canvasElement }) => {
    await fillIn(canvas);
    await waitLikeAPerson();
    await userEvent.click(canvas.getByRole("button", { name: "Comprar Autogestionable" }));
    await toastSays(canvasElement, ars.purchaseForm.messages.error.description);
    await expect(canvas.getByLabelText(/Nombre/)).toHaveValue("Sofía Herrera");
    await expect(args.navigate).not.toHaveBeenCalled();
  },
});

export const Mobile = meta.story({
  globals: { viewport: { value: "phone", isRotated: false } },
});
