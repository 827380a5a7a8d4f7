import preview from "@agencia/storybook-config/preview";
import { Input } from "@agencia/ui/input";
import { expect } from "storybook/test";
import { FormChecksContext } from "../form-kit/form-checks";
import { rules } from "../validation";
import { FormField } from "./form-field";

/** One field of a form in its form's checks; `invalid` shows it after a failed check. */
function EmailField({ value = "", invalid = false }: { value?: string; invalid?: boolean }) {
  const verdict = rules.email(value);
  const error = invalid && verdict !== true ? verdict : undefined;
  const checks = { id: "demo", errors: { email: error }, changed: () => undefined };
  return (
    <FormChecksContext value={checks}>
      <form noValidate className="max-w-sm">
        <FormField name="email" label="Email" required>
          <Input type="email" placeholder="tu@empresa.com" defaultValue={value} />
        </FormField>
      </form>
    </FormChecksContext>
  );
}

const meta = preview.meta({
  title: "Leads/FormField",
  component: EmailField,
  tags: ["autodocs"],
  parameters: {
    docs: {
      description: {
        component:
          "A field of the lead and staff forms: label, control and the Spanish message of its rule from `validation.ts`, linked with `aria-describedby`, all wired from the field's name.",
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
});

export const Empty = meta.story();

export const Filled = meta.story({ args: { value: "ana@ferreteriasur.com.ar" } });

/** A value the database would refuse: the message under the field, announced to screen readers. */
export const WithError = meta.story({
  args: { value: "ana@", invalid: true },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText(/Email/);
    await expect(await canvas.findByRole("alert")).toBeVisible();
    await expect(input).toHaveAttribute("aria-invalid", "true");
  },
});
