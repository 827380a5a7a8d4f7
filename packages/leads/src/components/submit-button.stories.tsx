import preview from "@agencia/storybook-config/preview";
import { showSending } from "@agencia/ui/form-sending";
import { expect } from "storybook/test";
import { SENDING_LABEL, SubmitButton } from "./submit-button";

const meta = preview.meta({
  title: "Leads/SubmitButton",
  component: SubmitButton,
  tags: ["autodocs"],
  args: { children: "Enviar mensaje", size: "lg" as const },
});

/** Ready, it says what it sends. */
export const Idle = meta.story({
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole("button", { name: String(args.children) })).toBeEnabled();
  },
});

/** While its form is shown as sending: 'Enviando...', disabled, the form busy. */
export const Submitting = meta.story({
  render: (args) => (
    <form ref={(form) => (form ? showSending(form) : undefined)}>
      <SubmitButton {...args} />
    </form>
  ),
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole("button", { name: SENDING_LABEL })).toBeDisabled();
    await expect(canvasElement.querySelector("form")).toHaveAttribute("aria-busy", "true");
  },
});
