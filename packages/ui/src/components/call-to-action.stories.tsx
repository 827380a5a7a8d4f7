import type { Meta, StoryObj } from "@storybook/react-vite";
import { Button } from "./button";
import { CallToAction } from "./call-to-action";
import { Icon } from "./icon";

const meta = {
  title: "Bloques/CallToAction",
  component: CallToAction,
  tags: ["autodocs"],
  parameters: { layout: "fullscreen" },
  args: {
    title: "¿Listo para que la IA trabaje para tu pyme?",
    text: "Agendá una consulta gratuita de 30 minutos: analizamos tu negocio y te mostramos qué tareas podés automatizar desde el primer mes.",
    actions: (
      <>
        <Button asChild variant="inverse" size="lg">
          <a href="#agenda">Agendá tu consulta gratuita</a>
        </Button>
        <Button asChild variant="ghostInverse" size="lg">
          <a href="#whatsapp">
            <Icon name="MessageCircle" />
            Hablá con un asesor
          </a>
        </Button>
      </>
    ),
  },
  argTypes: { actions: { control: false } },
} satisfies Meta<typeof CallToAction>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Title and one button, as at the end of a blog post. */
export const OneAction: Story = {
  args: {
    title: "Sumá un agente de WhatsApp a tu negocio",
    text: undefined,
    actions: (
      <Button asChild variant="inverse" size="lg">
        <a href="#agentes">Conocé los agentes conversacionales</a>
      </Button>
    ),
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: "phone", isRotated: false } },
};
