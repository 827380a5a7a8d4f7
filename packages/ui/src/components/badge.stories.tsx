import preview from "@agencia/storybook-config/preview";
import { expect } from "storybook/test";
import { onInk } from "../stories/fixtures";
import { expectSlotTexts } from "../stories/play-helpers";
import { Badge } from "./badge";
import { Icon } from "./icon";

const meta = preview.meta({
  title: "Primitivos/Badge",
  component: Badge,
  args: { children: "Automatizaciones con IA" },
  argTypes: {
    variant: {
      control: "inline-radio",
      options: ["brand", "accent", "highlight", "inverse", "outline"],
    },
  },
  play: async ({ canvas, args }) => {
    if (typeof args.children === "string")
      await expect(canvas.getByText(args.children)).toHaveAttribute("data-slot", "badge");
  },
});

export const Brand = meta.story({ args: { variant: "brand" } });

export const Accent = meta.story({ args: { variant: "accent", children: "Nuevo" } });

/** For one thing that must stand out: an offer, a deadline. */
export const Highlight = meta.story({
  args: { variant: "highlight", children: "Cupos limitados" },
});

/** On dark bands such as the hero. */
export const Inverse = meta.story({
  args: { variant: "inverse", children: "Demo en vivo" },
  decorators: [onInk],
});

export const Outline = meta.story({ args: { variant: "outline", children: "Pymes de servicios" } });

export const WithIcon = meta.story({
  args: {
    children: (
      <>
        <Icon name="Sparkles" className="size-3.5" />
        Agente de WhatsApp incluido
      </>
    ),
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText("Agente de WhatsApp incluido")).toBeVisible();
    await expect(canvasElement.querySelector('[data-slot="badge"] svg')).toHaveAttribute(
      "aria-hidden",
      "true",
    );
  },
});

export const AllVariants = meta.story({
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
  play: ({ canvasElement }) =>
    expectSlotTexts(canvasElement, "badge", [
      "Automatizaciones con IA",
      "Nuevo",
      "Cupos limitados",
      "Pymes de servicios",
      "Demo en vivo",
    ]),
});
