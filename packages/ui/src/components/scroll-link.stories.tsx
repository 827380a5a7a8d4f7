import preview from "@agencia/storybook-config/preview";
import { expect, waitFor } from "storybook/test";
import { buttonVariants } from "./button";
import { ScrollLink } from "./scroll-link";

const meta = preview.meta({
  title: "Primitivos/ScrollLink",
  component: ScrollLink,
  args: {
    targetId: "planes",
    children: "Ver planes y precios",
    className: buttonVariants({ variant: "primary", size: "lg" }),
  },
  parameters: {
    layout: "fullscreen",
    docs: {
      story: { inline: false, height: "360px" },
      description: {
        component:
          "An in-page link that glides to its target (instantly when the visitor prefers reduced motion). Without JavaScript it is a plain anchor jump.",
      },
    },
  },
  // A page long enough to scroll, with the target far below the link.
  decorators: [
    (Story) => (
      <div className="mx-auto flex max-w-2xl flex-col gap-6 px-6 py-10">
        <p className="text-muted-foreground">
          Elegí cómo querés tu agente de WhatsApp: lo configurás vos o lo dejamos andando.
        </p>
        <div>
          <Story />
        </div>
        <div className="h-[150vh]" />
        <h2 id="planes" className="text-2xl font-bold tracking-tight">
          Planes y precios
        </h2>
      </div>
    ),
  ],
});

export const Default = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("link", { name: "Ver planes y precios" })).toHaveAttribute(
      "href",
      "#planes",
    );
  },
});

/** Clicking scrolls the target into view and puts its id in the address. */
export const ScrollsToTarget = meta.story({
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole("link", { name: "Ver planes y precios" }));
    const target = canvas.getByRole("heading", { name: "Planes y precios" });
    await waitFor(() =>
      expect(target.getBoundingClientRect().top).toBeLessThan(window.innerHeight),
    );
    await expect(window.location.hash).toBe("#planes");
  },
});
