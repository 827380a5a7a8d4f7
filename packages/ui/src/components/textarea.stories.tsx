import preview from "@agencia/storybook-config/preview";
import { fn } from "storybook/test";
import { labelled } from "../stories/fixtures";
import { expectTextControl } from "../stories/play-helpers";
import { Textarea } from "./textarea";

const meta = preview.meta({
  title: "Formularios/Textarea",
  component: Textarea,
  args: {
    id: "consulta",
    name: "consulta",
    placeholder: "Contanos qué tareas te gustaría dejar de hacer a mano…",
    onChange: fn(),
  },
  render: labelled(Textarea, "Tu consulta", "max-w-md"),
  // The control is named by its label and shows its state: value, validity, disabled.
  play: ({ canvas, args }) =>
    expectTextControl(canvas.getByLabelText("Tu consulta"), args, " Gracias."),
});

export const Default = meta.story();

export const Filled = meta.story({
  args: {
    defaultValue:
      "Tenemos una distribuidora de bebidas en Villa Mercedes. Los pedidos llegan por WhatsApp y los cargamos a mano en una planilla: queremos que se carguen solos.",
  },
});

export const Invalid = meta.story({
  args: { required: true, "aria-invalid": true },
});

export const Disabled = meta.story({
  args: { disabled: true, defaultValue: "Consulta enviada el 12/03." },
});
