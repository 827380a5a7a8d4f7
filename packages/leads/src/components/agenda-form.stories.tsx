import { consultationThankYou } from "@agencia/content/agenda";
import preview from "@agencia/storybook-config/preview";
import { expect, userEvent, waitFor } from "storybook/test";
import {
  leadFormStories,
  onAPhone,
  type BackendArgs,
  type Canvas,
} from "../stories/pretend-backend";
import { AGENDA_MESSAGES, AgendaForm } from "./agenda-form";

async function fillIn(canvas: Canvas) {
  await userEvent.type(canvas.getByLabelText(/Nombre/), "Martín Gómez");
  await userEvent.type(canvas.getByLabelText(/Email/), "martin@distribuidoragomez.com.ar");
  await userEvent.type(canvas.getByLabelText(/Teléfono/), "+54 9 266 455-7788");
  await userEvent.selectOptions(canvas.getByLabelText(/Cómo preferís/), "Videollamada");
  await userEvent.type(
    canvas.getByLabelText(/Qué necesitás/),
    "Perdemos horas cargando los pedidos que llegan por WhatsApp.",
  );
}

const form = leadFormStories(fillIn, "Solicitar consulta gratuita");

const meta = preview.type<{ args: BackendArgs }>().meta({
  title: "Leads/AgendaForm",
  component: AgendaForm,
  ...form.meta({ id: "agenda" }),
});

export const Default = meta.story();

/** Sent: the thank-you screen greets the visitor by name and takes the focus. */
export const ThankYou = meta.story(
  form.sent(AGENDA_MESSAGES.success.title, async ({ args, canvas }) => {
    const heading = await canvas.findByRole("heading", {
      name: consultationThankYou.title.replace("{name}", "Martín Gómez"),
    });
    // It takes the focus in an effect, just after it shows.
    await waitFor(() => expect(heading).toHaveFocus());
    await expect(args.send).toHaveBeenCalledWith(
      expect.objectContaining({ tipo: "Consulta", canal_contacto: "Videollamada" }),
    );
  }),
);

/** The network fails: the spec's error toast, every value kept. */
export const SendingFails = meta.story(
  form.sendingFails(AGENDA_MESSAGES.error.description, async (canvas) => {
    await expect(canvas.getByLabelText(/Cómo preferís/)).toHaveValue("Videollamada");
    await expect(canvas.getByLabelText(/Qué necesitás/)).toHaveValue(
      "Perdemos horas cargando los pedidos que llegan por WhatsApp.",
    );
  }),
);

export const Mobile = meta.story(onAPhone);
