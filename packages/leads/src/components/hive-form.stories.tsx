import { hivePage } from "@agencia/content/hive";
import preview from "@agencia/storybook-config/preview";
import { expect, userEvent, waitFor } from "storybook/test";
import {
  leadFormStories,
  onAPhone,
  toastSays,
  type BackendArgs,
  type Canvas,
} from "../stories/pretend-backend";
import { HIVE_MESSAGES, HiveForm } from "./hive-form";

async function askAboutHives(canvas: Canvas) {
  await userEvent.type(canvas.getByLabelText(/Nombre/), "Roberto Quiroga");
  await userEvent.type(canvas.getByLabelText(/Email/), "roberto@mielesdelvalle.com.ar");
  await userEvent.selectOptions(canvas.getByLabelText(hivePage.form.labels.rol), "productor");
  await userEvent.type(
    canvas.getByLabelText(hivePage.form.labels.message),
    "Tengo 120 colmenas en Merlo y quiero controlar la temperatura en invierno.",
  );
}

const form = leadFormStories(askAboutHives, hivePage.form.submitLabel);

const meta = preview.type<{ args: BackendArgs }>().meta({
  title: "Leads/HiveForm",
  component: HiveForm,
  ...form.meta({ id: "colmenas" }),
});

export const Default = meta.story();

/** Sending without name or e-mail shows the spec's 'Faltan datos' toast and sends nothing. */
export const MissingData = meta.story({
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.type(canvas.getByLabelText(/Nombre/), "Roberto Quiroga");
    await userEvent.click(canvas.getByRole("button", { name: hivePage.form.submitLabel }));
    await toastSays(canvasElement, HIVE_MESSAGES.missing.description);
    await expect(args.send).not.toHaveBeenCalled();
  },
});

/** Sent: the row is stored and the thank-you view takes the form's place. */
export const ThankYou = meta.story(
  form.sent(undefined, async ({ args, canvas }) => {
    const heading = await canvas.findByRole("heading", { name: hivePage.form.thankYou.title });
    // The heading takes the focus in an effect, just after it shows.
    await waitFor(() => expect(heading).toHaveFocus());
    await expect(args.send).toHaveBeenCalledTimes(1);
  }),
);

export const Mobile = meta.story(onAPhone);
