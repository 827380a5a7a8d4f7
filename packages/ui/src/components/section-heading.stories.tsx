import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { onInk } from "../stories/fixtures";
import { SectionHeading } from "./section";

const meta = {
  title: "Layout/SectionHeading",
  component: SectionHeading,
  args: {
    eyebrow: "Cómo trabajamos",
    title: "De la primera charla a tu agente en vivo",
    subtitle:
      "Un proceso simple, con plazos claros y sin sorpresas en la factura. Vos seguís con tu negocio; nosotros nos ocupamos de la tecnología.",
    align: "center",
    as: "h2",
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
} satisfies Meta<typeof SectionHeading>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Centered: Story = {};

export const LeftAligned: Story = {
  args: { align: "left" },
};

/** On dark bands: a cyan eyebrow and a lighter subtitle. */
export const Inverse: Story = {
  args: { inverse: true },
  decorators: [onInk],
};

export const TitleOnly: Story = {
  args: { eyebrow: undefined, subtitle: undefined, title: "Preguntas frecuentes" },
};

/** As the page's only `h1`, for pages without a hero. */
export const AsPageTitle: Story = {
  args: { as: "h1", align: "left", eyebrow: "Blog", title: "Ideas para automatizar tu pyme" },
};
