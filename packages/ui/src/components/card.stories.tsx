import preview from "@agencia/storybook-config/preview";
import { expect } from "storybook/test";
import { services } from "../stories/fixtures";
import { expectSlotTexts } from "../stories/play-helpers";
import { Badge } from "./badge";
import { Button } from "./button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "./card";
import { Icon } from "./icon";

const meta = preview.meta({
  title: "Primitivos/Card",
  component: Card,
  subcomponents: { CardHeader, CardTitle, CardDescription, CardContent, CardFooter },
  args: { className: "max-w-sm" },
});

/** A service card: header, body and one action. */
export const Default = meta.story({
  render: (args) => (
    <Card {...args}>
      <CardHeader>
        <span className="bg-brand-50 text-brand-700 flex size-11 items-center justify-center rounded-xl">
          <Icon name="MessageCircle" />
        </span>
        <CardTitle>Agentes de WhatsApp</CardTitle>
        <CardDescription>
          Un asistente que responde consultas, toma pedidos y agenda turnos las 24 horas, con el
          tono de tu marca.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="flex flex-col gap-2 text-sm">
          <li className="flex items-center gap-2">
            <Icon name="Check" className="text-success size-4" />
            Respuestas en segundos, también los feriados
          </li>
          <li className="flex items-center gap-2">
            <Icon name="Check" className="text-success size-4" />
            Deriva a tu equipo cuando hace falta
          </li>
        </ul>
      </CardContent>
      <CardFooter>
        <Button size="sm">Quiero mi agente</Button>
        <Button size="sm" variant="ghost">
          Ver demo
        </Button>
      </CardFooter>
    </Card>
  ),
  play: async ({ canvas, canvasElement }) => {
    await expectSlotTexts(canvasElement, "card-title", ["Agentes de WhatsApp"]);
    await expect(canvas.getAllByRole("listitem")).toHaveLength(2);
    await expect(canvas.getByRole("button", { name: "Quiero mi agente" })).toBeEnabled();
    await expect(canvas.getByRole("button", { name: "Ver demo" })).toBeEnabled();
  },
});

/** Only a title and a description, as in a list of benefits. */
export const Simple = meta.story({
  render: (args) => (
    <Card {...args}>
      <CardHeader>
        <CardTitle>Menos tareas repetitivas</CardTitle>
        <CardDescription>
          Facturas, pedidos y reportes que se procesan solos, sin copiar datos de una planilla a
          otra.
        </CardDescription>
      </CardHeader>
    </Card>
  ),
  play: async ({ canvas, canvasElement }) => {
    await expectSlotTexts(canvasElement, "card-title", ["Menos tareas repetitivas"]);
    await expect(canvas.queryByRole("button")).toBeNull();
  },
});

/** A case study with a badge and a figure. */
export const CaseStudy = meta.story({
  render: (args) => (
    <Card {...args}>
      <CardHeader>
        <Badge variant="accent">Caso de éxito · Gastronomía</Badge>
        <CardTitle>Una rotisería de San Luis triplicó los pedidos por WhatsApp</CardTitle>
      </CardHeader>
      <CardContent>
        <p className="text-brand-700 text-4xl font-bold">×3</p>
        <p className="text-muted-foreground text-sm">pedidos por semana en dos meses</p>
      </CardContent>
      <CardFooter>
        <Button asChild variant="link" className="px-0">
          <a href="#caso">
            Leer el caso completo
            <Icon name="ArrowRight" />
          </a>
        </Button>
      </CardFooter>
    </Card>
  ),
  play: async ({ canvas, canvasElement }) => {
    await expectSlotTexts(canvasElement, "badge", ["Caso de éxito · Gastronomía"]);
    await expect(canvas.getByText("×3")).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Leer el caso completo" })).toHaveAttribute(
      "href",
      "#caso",
    );
  },
});

export const Grid = meta.story({
  args: { className: undefined },
  render: () => (
    <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {services.map(({ title, description }) => (
        <Card key={title}>
          <CardHeader>
            <CardTitle>{title}</CardTitle>
            <CardDescription>{description}</CardDescription>
          </CardHeader>
        </Card>
      ))}
    </div>
  ),
  play: ({ canvasElement }) =>
    expectSlotTexts(
      canvasElement,
      "card-title",
      services.map((service) => service.title),
    ),
});
