import preview from "@agencia/storybook-config/preview";
import { expect, fn, userEvent } from "storybook/test";
import { agent, course, custom, templates, thermal } from "../stories/catalogue";
import { productLinkPath } from "@agencia/content/store";
import { ADD_TO_CART, ProductCard, SUBTITLE_FALLBACK } from "./product-card";

const meta = preview.meta({
  title: "Tienda/ProductCard",
  component: ProductCard,
  args: { product: agent, onAddToCart: fn() },
  argTypes: { LinkComponent: { control: false } },
  decorators: [
    (Story) => (
      <div className="max-w-xs">
        <Story />
      </div>
    ),
  ],
  // The whole card links to the product's page; its subtitle or the spec's fallback line.
  play: async ({ canvas, args }) => {
    const { product } = args;
    const page = productLinkPath(product.id);
    await expect(canvas.getByRole("link", { name: product.title })).toHaveAttribute("href", page);
    await expect(canvas.getByText(product.subtitle || SUBTITLE_FALLBACK)).toBeVisible();
    if (product.ribbon_text) await expect(canvas.getByText(product.ribbon_text)).toBeVisible();
    if (product.variants.length > 1) {
      await expect(canvas.getByRole("link", { name: ADD_TO_CART })).toHaveAttribute("href", page);
      return;
    }
    const button = canvas.getByRole("button");
    if (button.textContent === ADD_TO_CART) {
      await userEvent.click(button);
      await expect(args.onAddToCart).toHaveBeenCalledWith(product);
    } else {
      await expect(button).toHaveTextContent("Currently unavailable");
      await expect(button).toBeDisabled();
    }
  },
});

/** Two plans to choose from: Add to Cart leads to the product page. */
export const Default = meta.story();

/** On sale: the sale price, the regular one struck through. */
export const OnSale = meta.story({ args: { product: course } });

/** Without a subtitle: the spec's fallback line. */
export const WithoutSubtitle = meta.story({ args: { product: templates } });

/** The only variant is sold out. */
export const SoldOut = meta.story({ args: { product: thermal } });

/** Not for sale online, and without a picture: the placeholder. */
export const NotForSale = meta.story({
  args: { product: custom },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: "Currently unavailable" })).toBeDisabled();
    await expect(canvas.getByRole("img", { name: /sin imagen/ })).toBeVisible();
  },
});
