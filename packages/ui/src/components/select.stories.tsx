import preview from "@agencia/storybook-config/preview";
import { expect, fn } from "storybook/test";
import { labelled } from "../stories/fixtures";
import { Select } from "./select";

const meta = preview.meta({
  title: "Formularios/Select",
  component: Select,
  args: {
    id: "presupuesto",
    name: "presupuesto",
    defaultValue: "",
    onChange: fn(),
    children: (
      <>
        <option value="" disabled>
          Elegí un rango
        </option>
        <option value="hasta-500k">Hasta $500.000 por mes</option>
        <option value="500k-1m">De $500.000 a $1.000.000 por mes</option>
        <option value="mas-1m">Más de $1.000.000 por mes</option>
        <option value="no-se">Todavía no lo sé</option>
      </>
    ),
  },
  argTypes: { children: { control: false } },
  render: labelled(Select, "Presupuesto estimado"),
  // The control is named by its label and shows its state: choice, validity, disabled.
  play: async ({ canvas, args, userEvent }) => {
    const select = canvas.getByLabelText("Presupuesto estimado");
    await expect(select).toHaveValue(String(args.defaultValue));
    if (args["aria-invalid"]) await expect(select).toBeInvalid();
    if (args.disabled) {
      await expect(select).toBeDisabled();
      return;
    }
    // The placeholder cannot be chosen again.
    await expect(canvas.getByRole("option", { name: "Elegí un rango" })).toBeDisabled();
    await userEvent.selectOptions(select, "mas-1m");
    await expect(select).toHaveValue("mas-1m");
    await expect(args.onChange).toHaveBeenCalled();
  },
});

/** Nothing chosen yet: the placeholder option is disabled so it cannot be chosen again. */
export const Default = meta.story();

export const WithValue = meta.story({
  args: { defaultValue: "500k-1m" },
});

export const Invalid = meta.story({
  args: { required: true, "aria-invalid": true },
});

export const Disabled = meta.story({
  args: { disabled: true, defaultValue: "no-se" },
});
