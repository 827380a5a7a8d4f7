import preview from "@agencia/storybook-config/preview";
import { expect } from "storybook/test";
import { services } from "../stories/fixtures";
import { Button } from "./button";
import { FeatureGrid } from "./feature-grid";
import { Icon } from "./icon";
import { Section, SectionHeading } from "./section";

const meta = preview.meta({
  title: "Layout/Section",
  component: Section,
  subcomponents: { SectionHeading },
  parameters: { layout: "fullscreen" },
  args: {
    tone: "plain",
    "aria-labelledby": "seccion-servicios",
    children: (
      <div className="flex flex-col gap-12">
        <SectionHeading
          id="seccion-servicios"
          eyebrow="Servicios"
          title="Soluciones que hacen crecer tu negocio"
          subtitle="Tecnología aplicada a problemas concretos: consultas sin responder, tareas manuales, ventas que se escapan."
        />
        <FeatureGrid items={services} />
      </div>
    ),
  },
  argTypes: {
    tone: { control: "inline-radio", options: ["plain", "muted", "ink", "brand"] },
    children: { control: false },
  },
  // A region named by its heading, in the story's tone.
  play: async ({ canvas, canvasElement, args }) => {
    const heading = canvasElement.querySelector<HTMLElement>(`#${args["aria-labelledby"]}`);
    await expect(canvas.getByRole("region", { name: heading?.textContent ?? "" })).toBeVisible();
    await expect(canvasElement.querySelector('[data-slot="section"]')).toBeVisible();
  },
});

export const Plain = meta.story();

/** Alternating grey bands separate long pages. */
export const Muted = meta.story({ args: { tone: "muted" } });

/** Dark bands take an inverse heading. */
export const Ink = meta.story({
  args: {
    tone: "ink",
    "aria-labelledby": "seccion-tiziana",
    children: (
      <div className="flex flex-col items-center gap-8">
        <SectionHeading
          inverse
          id="seccion-tiziana"
          eyebrow="Demo en vivo"
          title="Conocé a Tiziana, nuestra asistente virtual"
          subtitle="Escribile por WhatsApp y probá vos mismo cómo atiende un agente conversacional."
        />
        <Button variant="whatsapp" size="lg">
          <Icon name="MessageCircle" />
          Chatear con Tiziana
        </Button>
      </div>
    ),
  },
});

export const Brand = meta.story({
  args: {
    tone: "brand",
    "aria-labelledby": "seccion-resultados",
    children: (
      <SectionHeading
        inverse
        id="seccion-resultados"
        eyebrow="Resultados"
        title="Más de 150 pymes ya automatizaron su atención"
        subtitle="Comercios, consultorios y estudios de todo el país."
      />
    ),
  },
});
