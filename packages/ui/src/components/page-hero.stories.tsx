import preview from "@agencia/storybook-config/preview";
import { expect } from "storybook/test";
import { bookingActions } from "../stories/fixtures";
import { Badge } from "./badge";
import { PageHero } from "./page-hero";
import { StatCounter } from "./stat-counter";

const meta = preview.meta({
  title: "Layout/PageHero",
  component: PageHero,
  parameters: { layout: "fullscreen" },
  args: {
    size: "page" as const,
    eyebrow: <Badge variant="inverse">Servicios</Badge>,
    title: "Automatizaciones con IA para pymes",
    subtitle:
      "Pedidos, facturas y reportes que se procesan solos, para que tu equipo deje de copiar datos de una planilla a otra.",
  },
  argTypes: {
    eyebrow: { control: false },
    actions: { control: false },
    aside: { control: false },
    size: { control: "inline-radio", options: ["page", "home"] },
  },
  // The page's one h1, its subtitle, and the actions and aside the story gives it.
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvas.getByRole("heading", { level: 1 })).toHaveTextContent(String(args.title));
    await expect(canvas.queryAllByRole("heading", { level: 1 })).toHaveLength(1);
    if (args.subtitle) await expect(canvas.getByText(String(args.subtitle))).toBeVisible();
    await expect(canvas.queryAllByRole("link")).toHaveLength(args.actions ? 2 : 0);
    await expect(canvasElement.querySelectorAll('[data-slot="stat-counter"]')).toHaveLength(
      args.aside ? 4 : 0,
    );
  },
});

/** The band that opens an inner page. */
export const Page = meta.story();

/** The home page: a larger title and two actions. */
export const Home = meta.story({
  args: {
    size: "home",
    eyebrow: <Badge variant="inverse">Agencia de IA para pymes</Badge>,
    title: "Transformá tu negocio con inteligencia artificial",
    subtitle:
      "Automatizamos procesos, creamos asistentes que atienden a tus clientes por WhatsApp y desarrollamos sistemas a medida para pymes de Argentina y Latinoamérica.",
    actions: bookingActions,
  },
});

/** Content beside the text on wide screens: here, the agency's figures. */
export const WithAside = meta.story({
  args: {
    ...Home.input.args,
    aside: (
      <div className="rounded-card grid grid-cols-2 gap-8 bg-white/5 p-8 ring-1 ring-white/15">
        <StatCounter inverse value={500} suffix="+" label="Proyectos completados" />
        <StatCounter inverse value={98} suffix="%" label="Satisfacción de clientes" />
        <StatCounter inverse value={150} suffix="+" label="Empresas transformadas" />
        <StatCounter inverse value={24} suffix="/7" label="Soporte técnico" />
      </div>
    ),
  },
});

/** Only the title: the smallest hero, as on the legal pages. */
export const TitleOnly = meta.story({
  args: { eyebrow: undefined, subtitle: undefined, title: "Política de Privacidad" },
});

export const Mobile = meta.story({
  args: Home.input.args,
  globals: { viewport: { value: "phone", isRotated: false } },
});
