import type { Meta, StoryObj } from "@storybook/react-vite";
import { Spinner } from "./spinner";

const meta = {
  title: "Primitivos/Spinner",
  component: Spinner,
  tags: ["autodocs"],
  args: { label: "Cargando productos…" },
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The label is for screen readers only. */
export const Default: Story = {};

/** The label printed beside the ring. */
export const WithLabel: Story = { args: { showLabel: true } };
