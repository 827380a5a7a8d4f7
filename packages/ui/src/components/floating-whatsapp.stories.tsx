import preview from "@agencia/storybook-config/preview";
import { expect } from "storybook/test";
import { whatsappHref } from "../stories/fixtures";
import { FloatingWhatsApp } from "./floating-whatsapp";

const meta = preview.meta({
  title: "Flotantes/FloatingWhatsApp",
  component: FloatingWhatsApp,
  args: { href: whatsappHref },
  parameters: {
    layout: "fullscreen",
    // Fixed to the bottom right of the viewport: each story gets its own frame in the docs page.
    docs: {
      story: { inline: false, height: "200px" },
      description: {
        component:
          "The round WhatsApp button at the bottom right of every page. It pops in one second after the page loads (pure CSS) and shows its tooltip on hover or keyboard focus.",
      },
    },
  },
  // A link to the chat that opens in a new tab, named by its tooltip.
  play: async ({ canvas, args }) => {
    const link = canvas.getByRole("link", {
      name: `WhatsApp: ${args.tooltip ?? "¿Necesitas ayuda?"}`,
    });
    await expect(link).toHaveAttribute("href", args.href);
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", "noopener noreferrer");
  },
});

export const Default = meta.story();

export const CustomTooltip = meta.story({
  args: { tooltip: "Escribile a un asesor" },
});

/** Reached with the keyboard, the button shows its tooltip. */
export const TooltipOnFocus = meta.story({
  args: { tooltip: "¿Te ayudamos a automatizar tu pyme?" },
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await expect(
      canvas.getByRole("link", { name: "WhatsApp: ¿Te ayudamos a automatizar tu pyme?" }),
    ).toHaveFocus();
  },
});
