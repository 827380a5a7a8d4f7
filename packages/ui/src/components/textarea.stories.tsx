import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import { labelled } from "../stories/fixtures";
import { expectTextControl } from "../stories/play-helpers";
import { Textarea } from "./textarea";

const meta = {
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
} satisfies Meta<typeof Textarea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Filled: Story = {
  args: {
    defaultValue:
      "Tenemos una distribuidora de bebidas en Villa Mercedes. Los pedidos llegan por WhatsApp y los cargamos a mano en una planilla: queremos que se carguen solos.",
  },
};

export const Invalid: Story = {
  args: { required: true, "aria-invalid": true },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: "Consulta enviada el 12/03." },
};
