import preview from "@agencia/storybook-config/preview";
import { useState } from "react";
import { expect, fn } from "storybook/test";
import { QuantityControl } from "./quantity-control";

const meta = preview.meta({
  title: "Tienda/QuantityControl",
  component: QuantityControl,
  args: { value: 1, onChange: fn() },
  argTypes: { size: { control: "inline-radio", options: ["sm", "md"] } },
  render: function Render(args) {
    const [value, setValue] = useState(args.value);
    return (
      <QuantityControl
        {...args}
        value={value}
        onChange={(next) => {
          setValue(next);
          args.onChange(next);
        }}
      />
    );
  },
  // The quantity, never under 1 nor over the stock: the button at a limit waits.
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole("spinbutton", { name: "Cantidad" })).toHaveValue(args.value);
    await expect(canvas.getByRole("button", { name: "Restar uno" })).toHaveProperty(
      "disabled",
      args.value <= 1,
    );
    await expect(canvas.getByRole("button", { name: "Sumar uno" })).toHaveProperty(
      "disabled",
      args.max !== undefined && args.value >= args.max,
    );
  },
});

/** At 1 the minus button waits: the quantity is at least 1. */
export const Default = meta.story();

/** At the stock's limit the plus button waits. */
export const AtTheLimit = meta.story({ args: { value: 3, max: 3 } });

/** The cart sheet's compact size. */
export const Small = meta.story({ args: { size: "sm", value: 2 } });
