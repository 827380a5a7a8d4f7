import preview from "@agencia/storybook-config/preview";
import { expect, fn, userEvent, waitFor } from "storybook/test";
import { Button } from "./button";
import { Sheet, SheetTrigger } from "./sheet";

const meta = preview.meta({
  title: "Primitivos/Sheet",
  component: Sheet,
  args: {
    id: "hoja-carrito",
    defaultOpen: true,
    onClose: fn(),
    title: "Tu carrito",
    description: "2 productos",
    children: (
      <p className="text-muted-foreground">
        Curso online: Automatizá tu pyme con IA — Acceso por un año × 2
      </p>
    ),
  },
  parameters: { layout: "fullscreen", docs: { story: { inline: false, height: "560px" } } },
  // Open as a modal dialog named by its title, described, with its content and a close button.
  play: async ({ canvas, args }) => {
    const dialog = canvas.getByRole("dialog", { name: String(args.title) });
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveTextContent(String(args.description));
    await expect(canvas.getByRole("button", { name: "Cerrar" })).toBeVisible();
    if (args.footer)
      await expect(canvas.getByRole("button", { name: "Finalizar compra" })).toBeVisible();
  },
});

/** Open, over the page. */
export const Default = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("dialog", { name: "Tu carrito" })).toBeVisible();
  },
});

/** With a footer that stays put while the content scrolls. */
export const WithFooter = meta.story({
  args: {
    footer: (
      <Button size="lg" className="w-full">
        Finalizar compra
      </Button>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: "Finalizar compra" })).toBeVisible();
  },
});

/**
 * Opened from a `SheetTrigger`; Escape, the backdrop or × close it. The browser does both (invoker
 * commands), so on a prerendered page they answer before hydration.
 */
export const FromAButton = meta.story({
  args: { defaultOpen: false },
  render: (args) => (
    <div className="p-6">
      <SheetTrigger
        sheet={args.id}
        className="bg-primary text-primary-foreground rounded-control px-4 py-2"
      >
        Ver carrito
      </SheetTrigger>
      <Sheet {...args} />
    </div>
  ),
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Ver carrito" }));
    await expect(canvas.getByRole("dialog", { name: "Tu carrito" })).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Cerrar" }));
    // The panel slides out (300 ms) before it leaves the accessibility tree.
    await waitFor(() => expect(canvas.queryByRole("dialog")).toBeNull());
    await expect(args.onClose).toHaveBeenCalledOnce();
    // A click on the backdrop (the dialog element itself, around the panel) closes it too.
    await userEvent.click(canvas.getByRole("button", { name: "Ver carrito" }));
    await userEvent.click(canvas.getByRole("dialog", { name: "Tu carrito" }));
    await waitFor(() => expect(canvas.queryByRole("dialog")).toBeNull());
  },
});
