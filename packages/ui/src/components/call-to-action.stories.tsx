import preview from "@agencia/storybook-config/preview";
import { expect } from "storybook/test";
import { bookingActions } from "../stories/fixtures";
import { Button } from "./button";
import { CallToAction } from "./call-to-action";

const meta = preview.meta({
  title: "Bloques/CallToAction",
  component: CallToAction,
  parameters: { layout: "fullscreen" },
  args: {
    title: "¿Listo para que la IA trabaje para tu pyme?",
    text: "Agendá una consulta gratuita de 30 minutos: analizamos tu negocio y te mostramos qué tareas podés automatizar desde el primer mes.",
    actions: bookingActions,
  },
  argTypes: { actions: { control: false } },
  // Its title as a heading, its text when given, and its actions as links.
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole("heading", { level: 2 })).toHaveTextContent(String(args.title));
    if (args.text) await expect(canvas.getByText(String(args.text))).toBeVisible();
    await expect(canvas.getAllByRole("link").length).toBeGreaterThan(0);
  },
});

export const Default = meta.story();

/** Title and one button, as at the end of a blog post. */
export const OneAction = meta.story({
  args: {
    title: "Sumá un agente de WhatsApp a tu negocio",
    text: undefined,
    actions: (
      <Button asChild variant="inverse" size="lg">
        <a href="#agentes">Conocé los agentes conversacionales</a>
      </Button>
    ),
  },
});

export const Mobile = meta.story({
  globals: { viewport: { value: "phone", isRotated: false } },
});
