import preview from "@agencia/storybook-config/preview";
import { useState } from "react";
import { expect, fn, userEvent } from "storybook/test";
import { galleryImages } from "./product-detail";
import { kit } from "../stories/catalogue";
import { ProductGallery } from "./product-gallery";

const meta = preview.meta({
  title: "Tienda/ProductGallery",
  component: ProductGallery,
  args: { images: galleryImages(kit), alt: kit.title, index: 0, onIndexChange: fn() },
  render: function Render(args) {
    const [index, setIndex] = useState(args.index);
    return (
      <div className="max-w-md">
        <ProductGallery {...args} index={index} onIndexChange={setIndex} />
      </div>
    );
  },
});

export const Default = meta.story({
  play: async ({ canvas, args }) => {
    const gallery = canvas.getByRole("region", { name: `Imágenes de ${args.alt}` });
    await expect(gallery).toHaveTextContent(`1 / ${args.images.length}`);
    await expect(canvas.getByRole("button", { name: "Imagen siguiente" })).toBeEnabled();
    await expect(canvas.getAllByRole("button", { name: /^Ver imagen/ })).toHaveLength(
      args.images.length,
    );
  },
});

/** Before the first picture comes the last one. */
export const WrapsAround = meta.story({
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Imagen anterior" }));
    await expect(canvas.getByText("5 / 5")).toBeVisible();
  },
});

/** One picture: no arrows. */
export const SinglePicture = meta.story({
  args: { images: galleryImages(kit).slice(0, 1) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("img", { name: kit.title })).toBeVisible();
    await expect(canvas.queryByRole("button", { name: "Imagen anterior" })).toBeNull();
    await expect(canvas.queryByRole("button", { name: "Imagen siguiente" })).toBeNull();
  },
});
