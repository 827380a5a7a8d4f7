import preview from "@agencia/storybook-config/preview";
import { expect } from "storybook/test";
import { services } from "../stories/fixtures";
import { FeatureGrid, type FeatureItem } from "./feature-grid";

/** What an AI agent for a small business does, as a service page lists it. */
const features: readonly FeatureItem[] = [
  {
    title: "Responde al instante, 24/7",
    description:
      "Contesta en segundos a cualquier hora, también los fines de semana y feriados, para que ninguna consulta quede sin respuesta.",
    icon: "Clock",
  },
  {
    title: "Entiende cómo escriben tus clientes",
    description:
      "Comprende mensajes informales, con modismos o errores de tipeo, y responde con la información correcta de tu negocio.",
    icon: "Brain",
  },
  {
    title: "Agenda y deriva a tu equipo",
    description:
      "Reserva turnos en tu calendario y pasa la conversación a una persona cuando el cliente lo necesita.",
    icon: "Calendar",
  },
  {
    title: "Conectado a tus sistemas",
    description:
      "Consulta stock, precios y estados de pedido en tu planilla, tu CRM o tu tienda online.",
    icon: "Workflow",
  },
  {
    title: "Reportes que se entienden",
    description:
      "Cada semana recibís cuántas consultas entraron, cuántas se resolvieron y qué preguntan más tus clientes.",
    icon: "ChartLine",
  },
  {
    title: "Datos protegidos",
    description:
      "Tus conversaciones y las de tus clientes se guardan cifradas y nunca se usan para entrenar otros modelos.",
    icon: "ShieldCheck",
  },
];

const meta = preview.meta({
  title: "Bloques/FeatureGrid",
  component: FeatureGrid,
  args: {
    columns: 3 as const,
    items: features,
  },
  argTypes: { columns: { control: "inline-radio", options: [2, 3, 4] } },
  // One list item per feature, each with its title and description.
  play: async ({ canvas, args }) => {
    await expect(canvas.getAllByRole("listitem")).toHaveLength(args.items.length);
    for (const { title, description } of args.items) {
      await expect(canvas.getByRole("heading", { name: title })).toBeVisible();
      await expect(canvas.getByText(String(description))).toBeVisible();
    }
  },
});

export const ThreeColumns = meta.story();

export const TwoColumns = meta.story({
  args: { columns: 2 },
});

export const FourColumns = meta.story({
  args: {
    columns: 4,
    items: [
      ...services,
      {
        title: "Consultoría en IA",
        description: "Un plan a tu medida.",
        icon: "Lightbulb",
      },
    ],
  },
});

/** Icons are optional: text-only items keep the same card. */
export const WithoutIcons = meta.story({
  args: {
    items: [
      {
        title: "Sin contratos largos",
        description: "Pagás mes a mes y podés cancelar cuando quieras.",
      },
      { title: "Soporte en español", description: "Un equipo argentino que entiende tu negocio." },
      {
        title: "Resultados medibles",
        description: "Definimos juntos qué mejorar y lo medimos cada mes.",
      },
    ],
  },
});

export const Mobile = meta.story({
  globals: { viewport: { value: "phone", isRotated: false } },
});
