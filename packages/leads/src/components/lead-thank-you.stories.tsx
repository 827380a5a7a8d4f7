import { consultationThankYou } from "@agencia/content/agenda";
import preview from "@agencia/storybook-config/preview";
import { expect, fn, userEvent } from "storybook/test";
import { LeadThankYou } from "./lead-thank-you";

const meta = preview.meta({
  title: "Leads/LeadThankYou",
  component: LeadThankYou,
  args: { ...consultationThankYou, name: "Martín Gómez", onReset: fn() },
});

/** The screen after a stored request: the visitor's name in the title, focus on it. */
export const Default = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { name: "¡Gracias, Martín Gómez!" })).toHaveFocus();
  },
});

/** 'Enviar otra solicitud' asks the form to come back empty. */
export const SendAnother = meta.story({
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Enviar otra solicitud" }));
    await expect(args.onReset).toHaveBeenCalledTimes(1);
  },
});
