import type { Meta, StoryObj } from "@storybook/react-vite";
import { SubmitButton } from "./submit-button";

const meta = {
  title: "Leads/SubmitButton",
  component: SubmitButton,
  tags: ["autodocs"],
  args: { children: "Enviar mensaje", submitting: false, size: "lg" },
} satisfies Meta<typeof SubmitButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {};

/** While the lead is sent: 'Enviando...', disabled and busy. */
export const Submitting: Story = { args: { submitting: true } };
