import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { Spinner } from "./spinner";

const meta = {
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
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The label is for screen readers only. */
export const Default: Story = {};

/** The label printed beside the ring. */
export const WithLabel: Story = { args: { showLabel: true } };
