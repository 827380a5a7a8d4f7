import preview from "@agencia/storybook-config/preview";
import { fn } from "storybook/test";
import { labelled } from "../stories/fixtures";
import { expectTextControl } from "../stories/play-helpers";
import { Input } from "./input";

const meta = preview.meta({
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
});

export const Default = meta.story();

export const Filled = meta.story({
  args: { defaultValue: "Ferretería El Tornillo" },
});

export const Email = meta.story({
  args: {
    id: "email",
    type: "email",
    autoComplete: "email",
    placeholder: "maria@tuempresa.com.ar",
  },
});

/** `aria-invalid` turns the border red; pair it with a message (see Field › With Error). */
export const Invalid = meta.story({
  args: { defaultValue: "Panadería", "aria-invalid": true },
});

export const Disabled = meta.story({
  args: { disabled: true, defaultValue: "Impulso IA" },
});
