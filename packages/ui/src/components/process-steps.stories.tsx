import preview from "@agencia/storybook-config/preview";
import { expect } from "storybook/test";
import { onMuted } from "../stories/fixtures";
import { ProcessSteps } from "./process-steps";

const meta = preview.meta({
  title: "Bloques/ProcessSteps",
  component: ProcessSteps,
  args: {
    steps: [
      {
        step: "01",
        title: "Diagnóstico gratuito",
        description:
          "En una videollamada de 30 minutos conocemos tu negocio y detectamos las tareas que más tiempo te quitan.",
      },
      {
        step: "02",
        title: "Propuesta a medida",
        description:
          "Te enviamos un plan con plazos, costos en pesos y el ahorro de horas que esperamos lograr.",
      },
      {
        step: "03",
        title: "Implementación",
        description:
          "Configuramos las automatizaciones y el agente de WhatsApp, y los probamos con tu equipo antes de salir.",
      },
      {
        step: "04",
        title: "Acompañamiento",
        description:
          "Medimos los resultados cada mes y ajustamos lo que haga falta. Sin contratos largos.",
      },
    ],
  },
  decorators: [onMuted],
  parameters: {
    a11y: {
      // The large step numbers are decoration: hidden from assistive technology (each heading
      // says «Paso 01» to screen readers), so WCAG 1.4.3 exempts them from the contrast minimum.
      // axe cannot know that, so they are left out of its check; the rest of the block is checked.
      context: { exclude: ['[data-slot="process-steps"] [aria-hidden="true"]'] },
    },
  },
  // An ordered list, one step each, whose heading tells screen readers its number.
  play: async ({ canvas, args }) => {
    await expect(canvas.getAllByRole("listitem")).toHaveLength(args.steps.length);
    for (const { step, title } of args.steps)
      await expect(canvas.getByRole("heading", { name: `Paso ${step}: ${title}` })).toBeVisible();
  },
});

/** Four steps: one row on wide screens. */
export const FourSteps = meta.story();

/** Three steps stay in two columns. */
export const ThreeSteps = meta.story({
  args: {
    steps: [
      {
        step: "1",
        title: "Escribinos",
        description: "Por WhatsApp o desde el formulario, cuando te quede cómodo.",
      },
      {
        step: "2",
        title: "Conocé a tu agente",
        description: "En una semana te mostramos una demo entrenada con tus preguntas frecuentes.",
      },
      {
        step: "3",
        title: "Salí en vivo",
        description: "Lo conectamos a tu número y empieza a responder a tus clientes.",
      },
    ],
  },
});

export const Mobile = meta.story({
  globals: { viewport: { value: "phone", isRotated: false } },
});
