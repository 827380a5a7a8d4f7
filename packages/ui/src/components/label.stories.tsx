import type { Meta, StoryObj } from "@storybook/react-vite";
import { Input } from "./input";
import { Label } from "./label";

const meta = {
  title: "Formularios/Label",
  component: Label,
  tags: ["autodocs"],
  args: { htmlFor: "telefono", children: "Teléfono o WhatsApp" },
  render: (args) => (
    <div className="flex max-w-sm flex-col gap-1.5">
      <Label {...args} />
      <Input id="telefono" type="tel" autoComplete="tel" placeholder="11 5566-7788" />
    </div>
  ),
} satisfies Meta<typeof Label>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Required: Story = {
  args: {
    children: (
      <>
        Teléfono o WhatsApp
        <span aria-hidden="true" className="text-destructive">
          {" "}
          *
        </span>
      </>
    ),
  },
};
