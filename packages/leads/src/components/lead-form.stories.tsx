import preview from "@agencia/storybook-config/preview";
import { expect, userEvent } from "storybook/test";
import {
  leadFormStories,
  onAPhone,
  type BackendArgs,
  type Canvas,
} from "../stories/pretend-backend";
import { LEAD_FORM_MESSAGES, LeadForm } from "./lead-form";

async function fillIn(canvas: Canvas) {
  await userEvent.type(canvas.getByLabelText(/Nombre/), "Carolina Ruiz");
  await userEvent.type(canvas.getByLabelText(/Email/), "carolina@estudioruiz.com.ar");
}

const form = leadFormStories(fillIn, "Quiero mi diagnóstico");

const meta = preview.type<{ args: BackendArgs }>().meta({
  title: "Leads/LeadForm",
  component: LeadForm,
  ...form.meta({
    id: "consulta",
    origen: "Automatizaciones con IA",
    copy: {
      submitLabel: "Quiero mi diagnóstico",
      privacyNote: "Te respondemos en menos de 24 horas hábiles. No compartimos tus datos.",
    },
  }),
});

export const Default = meta.story();

/** Sent: the lead carries the page's origen, the form clears and a toast confirms. */
export const Sent = meta.story(
  form.sent(LEAD_FORM_MESSAGES.success.title, async ({ args, canvas }) => {
    await expect(args.send).toHaveBeenCalledWith(
      expect.objectContaining({ nombre: "Carolina Ruiz", origen: "Automatizaciones con IA" }),
    );
    await expect(canvas.getByLabelText(/Email/)).toHaveValue("");
  }),
);

/** The network fails: the spec's error toast, and the values stay. */
export const SendingFails = meta.story(
  form.sendingFails(LEAD_FORM_MESSAGES.error.description, async (canvas) =>
    expect(canvas.getByLabelText(/Nombre/)).toHaveValue("Carolina Ruiz"),
  ),
);

/** While sending, the button is disabled and says so. */
export const Sending = meta.story(form.sending());

/** A phone the database would refuse is explained in Spanish under its field; nothing is sent. */
export const InvalidPhone = meta.story({
  play: async ({ args, canvas }) => {
    await fillIn(canvas);
    await userEvent.type(canvas.getByLabelText(/Teléfono/), "a la tarde");
    await userEvent.click(canvas.getByRole("button", { name: "Quiero mi diagnóstico" }));
    await expect(await canvas.findByText(/Ingresá un teléfono válido/)).toBeVisible();
    await expect(canvas.getByLabelText(/Teléfono/)).toHaveAttribute("aria-invalid", "true");
    await expect(args.send).not.toHaveBeenCalled();
  },
});

export const Mobile = meta.story(onAPhone);
