import preview from "@agencia/storybook-config/preview";
import { expect } from "storybook/test";
import { SENDING_LABEL, SubmitButton } from "./submit-button";

const meta = preview.meta({
  title: "Leads/SubmitButton",
  component: SubmitButton,
  tags: ["autodocs"],
  args: { children: "Enviar mensaje", submitting: false, size: "lg" as const },
  // Ready, it says what it sends; sending, 'Enviando...', disabled and busy.
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole("button");
    await expect(button).toHaveTextContent(args.submitting ? SENDING_LABEL : String(args.children));
    await expect(button).toHaveAttribute("aria-busy", String(args.submitting));
    if (args.submitting) await expect(button).toBeDisabled();
    else await expect(button).toBeEnabled();
  },
});

export const Idle = meta.story();

/** While the lead is sent: 'Enviando...', disabled and busy. */
export const Submitting = meta.story({ args: { submitting: true } });
