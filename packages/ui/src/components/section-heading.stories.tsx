import preview from "@agencia/storybook-config/preview";
import { expect } from "storybook/test";
import { onInk } from "../stories/fixtures";
import { SectionHeading } from "./section";

const meta = preview.meta({
  title: "Layout/SectionHeading",
  component: SectionHeading,
  args: {
    eyebrow: "Cómo trabajamos",
    title: "De la primera charla a tu agente en vivo",
    subtitle:
      "Un proceso simple, con plazos claros y sin sorpresas en la factura. Vos seguís con tu negocio; nosotros nos ocupamos de la tecnología.",
    align: "center" as const,
    as: "h2" as const,
  },
  argTypes: {
    align: { control: "inline-radio", options: ["center", "left"] },
    as: { control: "inline-radio", options: ["h1", "h2"] },
  },
  // The title at the story's heading level, with its eyebrow and subtitle when given.
  play: async ({ canvas, args }) => {
    const heading = canvas.getByRole("heading", { level: args.as === "h1" ? 1 : 2 });
    await expect(heading).toHaveTextContent(String(args.title));
    if (args.eyebrow) await expect(canvas.getByText(String(args.eyebrow))).toBeVisible();
    if (args.subtitle) await expect(canvas.getByText(String(args.subtitle))).toBeVisible();
    else await expect(heading.parentElement?.querySelector("p")).toBeNull();
  },
});

export const Centered = meta.story();

export const LeftAligned = meta.story({
  args: { align: "left" },
});

/** On dark bands: a cyan eyebrow and a lighter subtitle. */
export const Inverse = meta.story({
  args: { inverse: true },
  decorators: [onInk],
});

export const TitleOnly = meta.story({
  args: { eyebrow: undefined, subtitle: undefined, title: "Preguntas frecuentes" },
});

/** As the page's only `h1`, for pages without a hero. */
export const AsPageTitle = meta.story({
  args: { as: "h1", align: "left", eyebrow: "Blog", title: "Ideas para automatizar tu pyme" },
});
