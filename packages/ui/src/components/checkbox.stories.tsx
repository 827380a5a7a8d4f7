import preview from "@agencia/storybook-config/preview";
import { expect, fn } from "storybook/test";
import { framed } from "../stories/fixtures";
import { Checkbox } from "./checkbox";

const meta = preview.meta({
  title: "Formularios/Checkbox",
  component: Checkbox,
  args: {
    id: "servicio-whatsapp",
    name: "servicios",
    value: "agente-whatsapp",
    label: "Agente de WhatsApp",
    onChange: fn(),
  },
  decorators: [framed("max-w-sm")],
  // The box is named by its label and shows the story's state.
  play: async ({ canvas, args }) => {
    const box = canvas.getByRole("checkbox", { name: String(args.label) });
    if (args.defaultChecked) await expect(box).toBeChecked();
    else await expect(box).not.toBeChecked();
    if (args.disabled) await expect(box).toBeDisabled();
    else await expect(box).toBeEnabled();
    if (args.required) await expect(box).toBeRequired();
  },
});

export const Default = meta.story();

/** Checked: the whole row takes the brand tint. */
export const Checked = meta.story({
  args: { defaultChecked: true },
});

/** Clicking the label text toggles the box. */
export const ClickTheLabel = meta.story({
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByText("Agente de WhatsApp"));
    await expect(canvas.getByRole("checkbox", { name: "Agente de WhatsApp" })).toBeChecked();
    await expect(args.onChange).toHaveBeenCalledTimes(1);
  },
});

export const Disabled = meta.story({
  args: { disabled: true, label: "Integración con Mercado Libre (próximamente)" },
});

/** A long label wraps beside the box, as in the consent line of a form. */
export const LongLabel = meta.story({
  args: {
    id: "acepto",
    name: "acepto",
    value: "si",
    required: true,
    label:
      "Acepto que Impulso IA me contacte por email o WhatsApp para responder mi consulta, según la Política de Privacidad.",
  },
});

/** A group of options, as in «¿Qué te interesa automatizar?». */
export const Group = meta.story({
  render: (args) => (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-2 text-sm font-medium">¿Qué te interesa automatizar?</legend>
      <Checkbox
        {...args}
        id="interes-whatsapp"
        value="whatsapp"
        label="Atención por WhatsApp"
        defaultChecked
      />
      <Checkbox {...args} id="interes-turnos" value="turnos" label="Agenda de turnos" />
      <Checkbox {...args} id="interes-facturas" value="facturas" label="Carga de facturas" />
      <Checkbox {...args} id="interes-reportes" value="reportes" label="Reportes de ventas" />
    </fieldset>
  ),
  play: async ({ canvas }) => {
    const group = canvas.getByRole("group", { name: "¿Qué te interesa automatizar?" });
    await expect(group).toBeVisible();
    const boxes = canvas.getAllByRole("checkbox");
    await expect(boxes.map((box) => (box as HTMLInputElement).checked)).toEqual([
      true,
      false,
      false,
      false,
    ]);
  },
});
