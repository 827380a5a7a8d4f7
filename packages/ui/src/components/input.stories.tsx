import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import { labelled } from "../stories/fixtures";
import { expectTextControl } from "../stories/play-helpers";
import { Input } from "./input";

const meta = {
  title: "Formularios/Input",
  component: Input,
  args: {
    id: "empresa",
    name: "empresa",
    placeholder: "Panadería Don Tito",
    onChange: fn(),
  },
  render: labelled(Input, "Nombre de tu empresa"),
  // The control is named by its label and shows its state: value, validity, disabled.
  play: ({ canvas, args }) =>
    expectTextControl(canvas.getByLabelText("Nombre de tu empresa"), args, " SRL"),
} satisfies Meta<typeof Input>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Filled: Story = {
  args: { defaultValue: "Ferretería El Tornillo" },
};

export const Email: Story = {
  args: {
    id: "email",
    type: "email",
    autoComplete: "email",
    placeholder: "maria@tuempresa.com.ar",
  },
};

/** `aria-invalid` turns the border red; pair it with a message (see Field › With Error). */
export const Invalid: Story = {
  args: { defaultValue: "Panadería", "aria-invalid": true },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: "Impulso IA" },
};
