import preview from "@agencia/storybook-config/preview";
import { expect, userEvent, waitFor } from "storybook/test";
import {
  backend,
  fillAndSend,
  leadFormStories,
  onAPhone,
  type BackendArgs,
  toastSays,
  type Canvas,
} from "../stories/pretend-backend";
import { CONTACT_MESSAGES, ContactForm } from "./contact-form";

async function fillIn(canvas: Canvas) {
  await userEvent.type(canvas.getByLabelText(/Nombre/), "Ana Pérez");
  await userEvent.type(canvas.getByLabelText(/Email/), "ana@ferreteriasur.com.ar");
  await userEvent.type(canvas.getByLabelText("Empresa"), "Ferretería Sur");
  await userEvent.selectOptions(canvas.getByLabelText("Servicio de interés"), "Desarrollo Web");
  await userEvent.type(
    canvas.getByLabelText(/Mensaje/),
    "Queremos vender online y que los pedidos lleguen solos a la planilla de stock.",
  );
}

const form = leadFormStories(fillIn, "Enviar mensaje");

const meta = preview.type<{ args: BackendArgs }>().meta({
  title: "Leads/ContactForm",
  component: ContactForm,
  ...form.meta({ id: "contacto" }),
});

export const Default = meta.story();

/** Sent: the row reaches the backend with the spec's fields, the form clears, a toast thanks. */
export const Sent = meta.story(
  form.sent(CONTACT_MESSAGES.success.title, async ({ args, canvas }) => {
    await expect(args.send).toHaveBeenCalledWith(
      expect.objectContaining({
        nombre: "Ana Pérez",
        email: "ana@ferreteriasur.com.ar",
        tipo: "Contacto General",
        origen: "Sitio Web - Contacto",
      }),
    );
    await expect(canvas.getByLabelText(/Nombre/)).toHaveValue("");
  }),
);

/** The network fails: the spec's error toast, and nothing the visitor typed is lost. */
export const SendingFails = meta.story(
  form.sendingFails(CONTACT_MESSAGES.error.description, async (canvas) => {
    await expect(canvas.getByLabelText(/Nombre/)).toHaveValue("Ana Pérez");
    await expect(canvas.getByLabelText("Servicio de interés")).toHaveValue("Desarrollo Web");
  }),
);

/**
 * Held back by the database's limits (many leads from one connection): the form says the message
 * is kept and goes out by itself, and keeps every value.
 */
export const HeldBack = meta.story({
  args: { send: backend.holdsBack() },
  play: async ({ canvas, canvasElement }) => {
    await fillAndSend(canvas, fillIn, "Enviar mensaje");
    await toastSays(canvasElement, "Envío en espera");
    await toastSays(
      canvasElement,
      "Recibimos varios envíos seguidos. Tus datos quedaron guardados en este navegador y se envían solos en 9 minutos; no hace falta que los vuelvas a enviar.",
    );
    await expect(canvas.getByLabelText(/Nombre/)).toHaveValue("Ana Pérez");
    await expect(canvas.getByRole("button", { name: "Enviar mensaje" })).toBeEnabled();
  },
});

/**
 * While sending: the form is busy, its button says 'Enviando...' and is disabled, so a second
 * click does nothing.
 */
export const Sending = meta.story(
  form.sending(async ({ args, canvas }) => {
    const button = canvas.getByRole("button", { name: "Enviando..." });
    await expect(button.closest("form")).toHaveAttribute("aria-busy", "true");
    await expect(args.send).toHaveBeenCalledTimes(1);
  }),
);

/** A field the database would refuse gets a Spanish explanation before anything is sent. */
export const InvalidPhone = meta.story({
  play: async ({ args, canvas }) => {
    await fillIn(canvas);
    await userEvent.type(canvas.getByLabelText("Teléfono"), "llamame a la tarde");
    await userEvent.click(canvas.getByRole("button", { name: "Enviar mensaje" }));
    await waitFor(() => expect(canvas.getByText(/Ingresá un teléfono válido/)).toBeVisible());
    await expect(canvas.getByLabelText("Teléfono")).toHaveAttribute("aria-invalid", "true");
    await expect(args.send).not.toHaveBeenCalled();
  },
});

export const Mobile = meta.story(onAPhone);
