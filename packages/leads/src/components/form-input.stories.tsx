import type { Meta, StoryObj } from "@storybook/react-vite";
import { useEffect } from "react";
import { useForm } from "react-hook-form";
import { expect } from "storybook/test";
import { rules } from "../validation";
import { FormInput } from "./form-input";

interface Values {
  email: string;
}

/** One field of a lead form, wired to react-hook-form; `invalid` shows it after a failed check. */
function EmailField({ value = "", invalid = false }: { value?: string; invalid?: boolean }) {
  const form = useForm<Values>({ defaultValues: { email: value } });
  const { trigger } = form;
  useEffect(() => {
    if (invalid) void trigger("email");
  }, [invalid, trigger]);
  return (
    <form noValidate className="max-w-sm">
      <FormInput
        form={form}
        formId="demo"
        name="email"
        label="Email"
        placeholder="tu@empresa.com"
        type="email"
        required
        validate={rules.email}
      />
    </form>
  );
}

const meta = {
  title: "Leads/FormInput",
  component: EmailField,
  tags: ["autodocs"],
  parameters: {
    docs: {
      description: {
        component:
          "The text field of the lead forms: label, input and the Spanish message of its rule from `validation.ts`, linked with `aria-describedby`.",
      },
    },
  },
  // Labelled, required, with its value and no message until a check fails.
  play: async ({ canvas, args }) => {
    const input = canvas.getByLabelText(/Email/);
    await expect(input).toHaveValue(args.value ?? "");
    await expect(input).toBeRequired();
    if (!args.invalid) await expect(canvas.queryByRole("alert")).toBeNull();
  },
} satisfies Meta<typeof EmailField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Filled: Story = { args: { value: "ana@ferreteriasur.com.ar" } };

/** A value the database would refuse: the message under the field, announced to screen readers. */
export const WithError: Story = {
  args: { value: "ana@", invalid: true },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText(/Email/);
    await expect(await canvas.findByRole("alert")).toBeVisible();
    await expect(input).toHaveAttribute("aria-invalid", "true");
  },
};
