import type { Meta, StoryObj } from "@storybook/react-vite";
import type { ComponentProps } from "react";
import { expect, userEvent } from "storybook/test";
import {
  fillAndSend,
  leadFormMeta,
  leadFormStories,
  onAPhone,
  toastSays,
  type BackendArgs,
  type Canvas,
} from "../stories/pretend-backend";
import { LEAD_FORM_MESSAGES, LeadForm } from "./lead-form";

const meta = {
  title: "Leads/LeadForm",
  component: LeadForm,
  ...leadFormMeta({
    args: {
      id: "consulta",
      origen: "Automatizaciones con IA",
      copy: {
        submitLabel: "Quiero mi diagnóstico",
        privacyNote: "Te respondemos en menos de 24 horas hábiles. No compartimos tus datos.",
      },
    },
    button: "Quiero mi diagnóstico",
    description:
      "The short form of the service pages and landings: name and e-mail required, phone optional. `origen` names the page in the stored lead.",
  }),
} satisfies Meta<ComponentProps<typeof LeadForm> & BackendArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

async function fillIn(canvas: Canvas) {
  await userEvent.type(canvas.getByLabelText(/Nombre/), "Carolina Ruiz");
  await userEvent.type(canvas.getByLabelText(/Email/), "carolina@estudioruiz.com.ar");
}

const stories = leadFormStories(fillIn, "Quiero mi diagnóstico");

export const Default: Story = {};

/** Sent: the lead carries the page's origen, the form clears and a toast confirms. */
export const Sent: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    await fillAndSend(canvas, fillIn, "Quiero mi diagnóstico");
    await toastSays(canvasElement, LEAD_FORM_MESSAGES.success.title);
    await expect(args.send).toHaveBeenCalledWith(
      expect.objectContaining({ nombre: "Carolina Ruiz", origen: "Automatizaciones con IA" }),
    );
    await expect(canvas.getByLabelText(/Email/)).toHaveValue("");
  },
};

/** The network fails: the spec's error toast, and the values stay. */
export const SendingFails: Story = stories.sendingFails(
  LEAD_FORM_MESSAGES.error.description,
  async (canvas) => expect(canvas.getByLabelText(/Nombre/)).toHaveValue("Carolina Ruiz"),
);

/** While sending, the button is disabled and says so. */
export const Sending: Story = stories.sending();

/** A phone the database would refuse is explained in Spanish under its field; nothing is sent. */
export const InvalidPhone: Story = {
  play: async ({ args, canvas }) => {
    await fillIn(canvas);
    await userEvent.type(canvas.getByLabelText(/Teléfono/), "a la tarde");
    await userEvent.click(canvas.getByRole("button", { name: "Quiero mi diagnóstico" }));
    await expect(await canvas.findByText(/Ingresá un teléfono válido/)).toBeVisible();
    await expect(canvas.getByLabelText(/Teléfono/)).toHaveAttribute("aria-invalid", "true");
    await expect(args.send).not.toHaveBeenCalled();
  },
};

export const Mobile: Story = onAPhone;
