import preview from "@agencia/storybook-config/preview";
import { expect, waitFor, within } from "storybook/test";
import { brandName, mainLinks, navCta } from "../stories/fixtures";
import { Badge } from "./badge";
import { BrandMark } from "./brand-mark";
import { Button } from "./button";
import { Icon } from "./icon";
import { Navbar, NAV_SCROLL_THRESHOLD } from "./navbar";
import { PageHero } from "./page-hero";

/** The page under the navbar: the dark hero it sits on, then enough content to scroll. */
function PageBehind() {
  return (
    <>
      <PageHero
        size="home"
        eyebrow={<Badge variant="inverse">Agencia de IA para pymes</Badge>}
        title="Transformá tu negocio con inteligencia artificial"
        subtitle="Automatizamos procesos y creamos asistentes que atienden a tus clientes por WhatsApp. Menos tareas repetitivas, más tiempo para vender."
      />
      <div className="max-w-page mx-auto flex flex-col gap-6 px-4 py-16 sm:px-6 lg:px-8">
        {Array.from({ length: 6 }, (_, index) => (
          <p key={index} className="text-muted-foreground max-w-3xl text-lg leading-relaxed">
            Cada semana, una pyme argentina pierde horas respondiendo las mismas preguntas por
            WhatsApp, copiando pedidos a una planilla y armando reportes a mano. Con un agente
            conversacional y dos o tres automatizaciones, ese tiempo vuelve al equipo.
          </p>
        ))}
      </div>
    </>
  );
}

const meta = preview.meta({
  title: "Layout/Navbar",
  component: Navbar,
  args: {
    brand: { name: brandName, href: "/", logo: <BrandMark /> },
    links: mainLinks,
    cta: navCta,
    currentPath: "/",
  },
  argTypes: {
    actions: { control: false },
    LinkComponent: { control: false },
  },
  render: (args) => (
    <>
      <Navbar {...args} />
      <PageBehind />
    </>
  ),
  parameters: {
    layout: "fullscreen",
    // The navbar is fixed to the top of the viewport: each story gets its own frame in the docs.
    docs: {
      story: { inline: false, height: "520px" },
      description: {
        component: `Transparent with white text over the page's dark hero; translucent white once the page scrolls more than ${NAV_SCROLL_THRESHOLD} px, when the mobile menu is open, or always with \`alwaysSolid\`. Apps pass their router's link as \`LinkComponent\`; the stories use the default plain anchor.`,
      },
    },
  },
});

const background = (element: Element) => getComputedStyle(element).backgroundColor;
const TRANSPARENT = "rgba(0, 0, 0, 0)";

/** At the top of a page: transparent over the dark hero. */
export const TransparentOverHero = meta.story({
  play: async ({ canvas }) => {
    await expect(background(canvas.getByRole("banner"))).toBe(TRANSPARENT);
  },
});

/** After scrolling: translucent white with a soft shadow (the play function scrolls the page). */
export const SolidAfterScroll = meta.story({
  play: async ({ canvas }) => {
    window.scrollTo({ top: 480, behavior: "instant" });
    const banner = canvas.getByRole("banner");
    await waitFor(() => expect(banner).toHaveAttribute("data-scrolled"));
    await waitFor(() => expect(background(banner)).not.toBe(TRANSPARENT));
  },
});

/** Service pages keep the solid look even at the top. */
export const AlwaysSolid = meta.story({
  args: { alwaysSolid: true, currentPath: "/servicios/automatizaciones-ia" },
  render: (args) => (
    <>
      <Navbar {...args} />
      <div className="max-w-page mx-auto px-4 pt-[calc(var(--spacing-navbar)+3rem)] pb-16 sm:px-6 lg:px-8">
        <h1 className="text-4xl font-bold tracking-tight">Automatizaciones con IA</h1>
        <p className="text-muted-foreground mt-4 max-w-2xl text-lg">
          Pedidos, facturas y reportes que se procesan solos, para que tu equipo deje de copiar
          datos de una planilla a otra.
        </p>
      </div>
    </>
  ),
  play: async ({ canvas }) => {
    await expect(background(canvas.getByRole("banner"))).not.toBe(TRANSPARENT);
    await expect(canvas.getByRole("link", { name: "Servicios" })).toHaveAttribute(
      "aria-current",
      "page",
    );
  },
});

/** The current section is underlined; subpages count as their section. */
export const ActiveLink = meta.story({
  args: { currentPath: "/servicios/agentes-conversacionales" },
  play: async ({ canvas }) => {
    const current = canvas
      .getAllByRole("link")
      .filter((link) => link.getAttribute("aria-current") === "page");
    await expect(current.map((link) => link.textContent)).toEqual(["Servicios"]);
  },
});

/** Extra controls beside the call to action, such as the offers site's cart. */
export const WithActions = meta.story({
  args: {
    alwaysSolid: true,
    actions: (
      <Button variant="ghost" size="icon" aria-label="Carrito: 2 productos">
        <Icon name="ShoppingCart" />
      </Button>
    ),
  },
  play: async ({ canvas }) => {
    await expect(background(canvas.getByRole("banner"))).not.toBe(TRANSPARENT);
    await expect(canvas.getByRole("button", { name: "Carrito: 2 productos" })).toBeVisible();
  },
});

/** On a 390 px phone the links fold into the menu button. */
export const Mobile = meta.story({
  globals: { viewport: { value: "phone", isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    const toggle = canvas.getByRole("button", { name: "Menú" });
    await expect(toggle).toBeVisible();
    await expect(toggle).toHaveAttribute("popovertarget", "menu-movil");
    await expect(canvasElement.querySelector("#menu-movil")).not.toBeVisible();
  },
});

/**
 * The mobile menu open: the bar turns solid and the links stack under it. It is a native popover:
 * the toggle, Escape or a tap outside close it (the browser's own handling, which the e2e tests
 * exercise), and so does choosing one of its links.
 */
export const MobileMenuOpen = meta.story({
  globals: { viewport: { value: "phone", isRotated: false } },
  play: async ({ canvas, canvasElement, userEvent, step }) => {
    const menu = canvasElement.querySelector<HTMLElement>("#menu-movil")!;
    await userEvent.click(canvas.getByRole("button", { name: "Menú" }));
    await expect(menu).toBeVisible();
    await expect(background(canvas.getByRole("banner"))).not.toBe(TRANSPARENT);
    await step("choosing a link closes it", async () => {
      const link = within(menu).getByRole("link", { name: "Nosotros" });
      link.addEventListener("click", (event) => event.preventDefault(), { once: true });
      await userEvent.click(link);
      await expect(menu).not.toBeVisible();
    });
    await userEvent.click(canvas.getByRole("button", { name: "Menú" }));
  },
});
