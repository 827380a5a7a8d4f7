import preview from "@agencia/storybook-config/preview";
import { expect, fn, userEvent } from "storybook/test";
import { ProductError, ProductLoading, productError } from "./product-states";

const meta = preview.meta({
  title: "Tienda/ProductStates",
  component: ProductError,
  args: { message: "HTTP 404: Not Found" },
  argTypes: { LinkComponent: { control: false } },
  // The spec's message and the way back to the store; a retry only when trying again may help.
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole("alert")).toHaveTextContent(productError(args.message));
    await expect(canvas.getByRole("link", { name: "Volver a la tienda" })).toBeVisible();
    const retry = canvas.queryByRole("button", { name: "Reintentar" });
    if (!args.onRetry) return expect(retry).toBeNull();
    await userEvent.click(retry!);
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
});

/** An unknown product: the spec's message and the way back to the store. */
export const Error = meta.story();

/** The API is down: trying again may help. */
export const ErrorWithRetry = meta.story({ args: { message: "Failed to fetch", onRetry: fn() } });

/** No message from the failure: the spec's default. */
export const DefaultMessage = meta.story({ args: { message: undefined } });

/** While the product loads. */
export const Loading = meta.story({
  render: () => <ProductLoading />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("status")).toHaveTextContent("Cargando producto…");
  },
});
