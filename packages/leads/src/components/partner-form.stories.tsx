import { partnerThankYou } from "@agencia/content/partners";
import preview from "@agencia/storybook-config/preview";
import { expect, userEvent } from "storybook/test";
import {
  leadFormStories,
  onAPhone,
  type BackendArgs,
  type Canvas,
} from "../stories/pretend-backend";
import { PARTNER_MESSAGES, PartnerForm } from "./partner-form";

async function applyAsLucia(canvas: Canvas) {
  await userEvent.type(canvas.getByLabelText(/Nombre/), "Lucía Fernández");
  await userEvent.type(canvas.getByLabelText(/Email/), "lucia@ventasdelsur.com.ar");
  await userEvent.selectOptions(canvas.getByLabelText(/Cómo preferís/), "WhatsApp");
  await userEvent.click(canvas.getByLabelText("Agentes Conversacionales"));
  await userEvent.click(canvas.getByLabelText("Marketing Digital"));
  await userEvent.click(canvas.getByLabelText("Sí, mucha experiencia en ventas"));
}

const form = leadFormStories(applyAsLucia, "Enviar postulación");

const meta = preview.type<{ args: BackendArgs }>().meta({
  title: "Leads/PartnerForm",
  component: PartnerForm,
  ...form.meta({ id: "partners" }),
});

export const Default = meta.story();

/** Sent with two services ticked: the row lists them, then the thank-you screen. */
export const ThankYou = meta.story(
  form.sent(PARTNER_MESSAGES.success.title, async ({ args, canvas }) => {
    await expect(
      await canvas.findByRole("heading", {
        name: partnerThankYou.title.replace("{name}", "Lucía Fernández"),
      }),
    ).toBeVisible();
    await expect(args.send).toHaveBeenCalledWith(
      expect.objectContaining({
        tipo: "Partner",
        mensaje:
          "Servicios: Agentes Conversacionales, Marketing Digital\nExperiencia en ventas: si-mucha",
      }),
    );
  }),
);

/** Without an answer on sales experience the browser refuses to send, and nothing is sent. */
export const MissingExperience = meta.story({
  play: async ({ args, canvas }) => {
    await userEvent.type(canvas.getByLabelText(/Nombre/), "Lucía Fernández");
    await userEvent.type(canvas.getByLabelText(/Email/), "lucia@ventasdelsur.com.ar");
    await userEvent.selectOptions(canvas.getByLabelText(/Cómo preferís/), "Email");
    await userEvent.click(canvas.getByRole("button", { name: "Enviar postulación" }));
    const answer = canvas.getByLabelText("No, pero tengo ganas de aprender") as HTMLInputElement;
    await expect(answer.validity.valueMissing).toBe(true);
    await expect(args.send).not.toHaveBeenCalled();
  },
});

export const Mobile = meta.story(onAPhone);
