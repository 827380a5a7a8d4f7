import type { Meta, StoryObj } from "@storybook/react-vite";
import { onInk } from "../stories/fixtures";
import { Badge } from "./badge";
import { Icon } from "./icon";

const meta = {
  title: "Primitivos/Badge",
  component: Badge,
  tags: ["autodocs"],
  args: { children: "Automatizaciones con IA" },
  argTypes: {
    variant: {
      control: "inline-radio",
      options: ["brand", "accent", "highlight", "inverse", "outline"],
    },
  },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Brand: Story = { args: { variant: "brand" } };

export const Accent: Story = { args: { variant: "accent", children: "Nuevo" } };

/** For one thing that must stand out: an offer, a deadline. */
export const Highlight: Story = { args: { variant: "highlight", children: "Cupos limitados" } };

/** On dark bands such as the hero. */
export const Inverse: Story = {
  args: { variant: "inverse", children: "Demo en vivo" },
  decorators: [onInk],
};

export const Outline: Story = { args: { variant: "outline", children: "Pymes de servicios" } };

export const WithIcon: Story = {
  args: {
    children: (
      <>
        <Icon name="Sparkles" className="size-3.5" />
        Agente de WhatsApp incluido
      </>
    ),
  },
};

export const AllVariants: Story = {
  render: () => (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap gap-2">
        <Badge variant="brand">Automatizaciones con IA</Badge>
        <Badge variant="accent">Nuevo</Badge>
        <Badge variant="highlight">Cupos limitados</Badge>
        <Badge variant="outline">Pymes de servicios</Badge>
      </div>
      <div className="rounded-card bg-ink flex flex-wrap gap-2 p-4">
        <Badge variant="inverse">Demo en vivo</Badge>
      </div>
    </div>
  ),
};
