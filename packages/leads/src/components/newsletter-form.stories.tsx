import preview from "@agencia/storybook-config/preview";
import { expect, userEvent } from "storybook/test";
import {
  leadFormStories,
  toastSays,
  type BackendArgs,
  type Canvas,
  withPretendBackend,
} from "../stories/pretend-backend";
import { NEWSLETTER_MESSAGES, NewsletterForm } from "./newsletter-form";

const typeEmail = async (canvas: Canvas) => {
  await userEvent.type(canvas.getByLabelText("Tu email"), "pablo@almacendelbarrio.com.ar");
};

const form = leadFormStories(typeEmail, "Suscribirme");

const meta = preview.type<{ args: BackendArgs }>().meta({
  title: "Leads/NewsletterForm",
  component: NewsletterForm,
  ...form.meta({ id: "newsletter" }),
  // It lives in the footer's dark band.
  decorators: [
    (Story) => (
      <div className="rounded-card bg-ink text-ink-foreground max-w-sm p-8">
        <Story />
      </div>
    ),
    withPretendBackend,
  ],
});

export const Default = meta.story();

/** Subscribed: the e-mail is stored as a newsletter lead and the field clears. */
export const Subscribed = meta.story(
  form.sent(NEWSLETTER_MESSAGES.success.description, async ({ args, canvas }) => {
    await expect(args.send).toHaveBeenCalledWith(
      expect.objectContaining({ email: "pablo@almacendelbarrio.com.ar" }),
    );
    await expect(canvas.getByLabelText("Tu email")).toHaveValue("");
  }),
);

/** An empty field gets the spec's 'Por favor, ingresá tu email.' and nothing is sent. */
export const Empty = meta.story({
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Suscribirme" }));
    await toastSays(canvasElement, NEWSLETTER_MESSAGES.empty.description);
    await expect(args.send).not.toHaveBeenCalled();
  },
});

/** While subscribing the field and the button are disabled. */
export const Sending = meta.story(
  form.sending(({ canvas }) => expect(canvas.getByLabelText("Tu email")).toBeDisabled()),
);
