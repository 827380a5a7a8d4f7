import preview from "@agencia/storybook-config/preview";
import { expect } from "storybook/test";
import { Input } from "./input";
import { Label } from "./label";

const meta = preview.meta({
  title: "Formularios/Label",
  component: Label,
  args: { htmlFor: "telefono", children: "Teléfono o WhatsApp" },
  render: (args) => (
    <div className="flex max-w-sm flex-col gap-1.5">
      <Label {...args} />
      <Input id="telefono" type="tel" autoComplete="tel" placeholder="11 5566-7788" />
    </div>
  ),
  // Clicking the label focuses its control.
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByText("Teléfono o WhatsApp"));
    await expect(canvas.getByRole("textbox", { name: /Teléfono o WhatsApp/ })).toHaveFocus();
  },
});

export const Default = meta.story();

export const Required = meta.story({
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
});
