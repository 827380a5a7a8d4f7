import preview from "@agencia/storybook-config/preview";
import { expect } from "storybook/test";
import { PriceTag } from "./price-tag";

const meta = preview.meta({
  title: "Tienda/PriceTag",
  component: PriceTag,
  args: { price: { current: "$ 45.000,00", original: null } },
  argTypes: { size: { control: "inline-radio", options: ["md", "lg"] } },
  // The current price; on sale, the regular one struck through, both named for screen readers.
  play: async ({ canvasElement, args }) => {
    const tag = canvasElement.querySelector('[data-slot="price-tag"]');
    await expect(tag).toHaveTextContent(args.price.current);
    const struck = tag?.querySelector("s");
    if (args.price.original) {
      await expect(struck).toHaveTextContent(`Precio anterior: ${args.price.original}`);
      await expect(tag).toHaveTextContent(`Precio de oferta: ${args.price.current}`);
    } else await expect(struck).not.toBeVisible();
  },
});

export const Default = meta.story();

/** On sale: the regular price struck through. */
export const OnSale = meta.story({
  args: { price: { current: "$ 59.000,00", original: "$ 89.000,00" } },
});

/** The product page's size, in dollars. */
export const Large = meta.story({
  args: { size: "lg", price: { current: "US$ 140,00", original: "US$ 175,00" } },
});
