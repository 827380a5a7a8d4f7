import type { Meta, StoryObj } from "@storybook/react-vite";
import type { ComponentProps } from "react";
import { expect, userEvent } from "storybook/test";
import {
  backend,
  expectFreshForm,
  fillAndSend,
  pretendBackendMeta,
  toastSays,
  type BackendArgs,
  type Canvas,
  withPretendBackend,
} from "../stories/pretend-backend";
import { NEWSLETTER_MESSAGES, NewsletterForm } from "./newsletter-form";

const meta = {
  title: "Leads/NewsletterForm",
  component: NewsletterForm,
  tags: ["autodocs"],
  ...pretendBackendMeta,
  args: { id: "newsletter", send: backend.stores() },
  // It lives in the footer's dark band.
  decorators: [
    (Story) => (
      <div className="rounded-card bg-ink text-ink-foreground max-w-sm p-8">
        <Story />
      </div>
    ),
    withPretendBackend,
  ],
  play: async ({ canvas }) => expectFreshForm(canvas, "Suscribirme"),
} satisfies Meta<ComponentProps<typeof NewsletterForm> & BackendArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

const typeEmail = async (canvas: Canvas) => {
  await userEvent.type(canvas.getByLabelText("Tu email"), "pablo@almacendelbarrio.com.ar");
};

export const Default: Story = {};

/** Subscribed: the e-mail is stored as a newsletter lead and the field clears. */
export const Subscribed: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    await fillAndSend(canvas, typeEmail, "Suscribirme");
    await toastSays(canvasElement, NEWSLETTER_MESSAGES.success.description);
    await expect(args.send).toHaveBeenCalledWith(
      expect.objectContaining({ email: "pablo@almacendelbarrio.com.ar" }),
    );
    await expect(canvas.getByLabelText("Tu email")).toHaveValue("");
  },
};

/** An empty field gets the spec's 'Por favor, ingresá tu email.' and nothing is sent. */
export const Empty: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Suscribirme" }));
    await toastSays(canvasElement, NEWSLETTER_MESSAGES.empty.description);
    await expect(args.send).not.toHaveBeenCalled();
  },
};

/** While subscribing the field and the button are disabled. */
export const Sending: Story = {
  args: { send: backend.neverAnswers() },
  play: async ({ canvas }) => {
    await fillAndSend(canvas, typeEmail, "Suscribirme");
    await expect(await canvas.findByRole("button", { name: "Enviando..." })).toBeDisabled();
    await expect(canvas.getByLabelText("Tu email")).toBeDisabled();
  },
};
