import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { fn } from "storybook/test";
import { QuantityControl } from "./quantity-control";

const meta = {
  title: "Tienda/QuantityControl",
  component: QuantityControl,
  tags: ["autodocs"],
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
} satisfies Meta<typeof QuantityControl>;

export default meta;
type Story = StoryObj<typeof meta>;

/** At 1 the minus button waits: the quantity is at least 1. */
export const Default: Story = {};

/** At the stock's limit the plus button waits. */
export const AtTheLimit: Story = { args: { value: 3, max: 3 } };

/** The cart sheet's compact size. */
export const Small: Story = { args: { size: "sm", value: 2 } };
