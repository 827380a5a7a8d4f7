import preview from "@agencia/storybook-config/preview";
import { expect } from "storybook/test";
import { Spinner } from "./spinner";

const meta = preview.meta({
  title: "Primitivos/Spinner",
  component: Spinner,
  args: { label: "Cargando productos…" },
  // Announced as a status with its label; the label is printed only with showLabel.
  play: async ({ canvas, args }) => {
    const status = canvas.getByRole("status");
    await expect(status).toHaveTextContent(args.label ?? "");
    const label = canvas.getByText(args.label ?? "");
    if (args.showLabel) await expect(label).toBeVisible();
    else await expect(label).toHaveClass("sr-only");
  },
});

/** The label is for screen readers only. */
export const Default = meta.story();

/** The label printed beside the ring. */
export const WithLabel = meta.story({ args: { showLabel: true } });
