import preview from "@agencia/storybook-config/preview";
import { expect } from "storybook/test";
import { framed } from "../stories/fixtures";
import { TextBlock } from "./section";

const meta = preview.meta({
  title: "Layout/TextBlock",
  component: TextBlock,
  args: {
    eyebrow: "La solución",
    title: "Un agente que contesta por vos, con la información de tu negocio",
    paragraphs: [
      "Entrenamos un asistente con tus precios, horarios y preguntas frecuentes, y lo conectamos a tu WhatsApp.",
      "Cuando una consulta necesita a una persona, la deriva a tu equipo con todo el contexto.",
    ],
  },
  decorators: [framed("max-w-xl")],
  // The heading, its eyebrow when given, and one paragraph per entry.
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole("heading", { level: 2 })).toHaveTextContent(String(args.title));
    if (args.eyebrow) await expect(canvas.getByText(args.eyebrow)).toBeVisible();
    for (const paragraph of args.paragraphs)
      await expect(canvas.getByText(paragraph)).toBeVisible();
  },
});

export const WithEyebrow = meta.story();

export const TitleAndText = meta.story({ args: { eyebrow: undefined } });
