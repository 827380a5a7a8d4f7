import preview from "@agencia/storybook-config/preview";
import { expect, fn, userEvent } from "storybook/test";
import { catalogue } from "../stories/catalogue";
import { catalogueError, EMPTY_CATALOGUE, ProductCatalog } from "./product-catalog";

const meta = preview.meta({
  title: "Tienda/ProductCatalog",
  component: ProductCatalog,
  args: {
    state: { status: "success" as const, products: catalogue },
    onRetry: fn(),
    onAddToCart: fn(),
  },
  argTypes: { LinkComponent: { control: false } },
  parameters: { layout: "padded" },
  // Each state as the store shows it: the spinner, the error with its retry, the empty line or one card per product.
  play: async ({ canvas, args }) => {
    const { state } = args;
    if (state.status === "pending") {
      await expect(canvas.getByRole("status")).toHaveTextContent("Cargando productos…");
    } else if (state.status === "error") {
      const alert = canvas.getByRole("alert");
      await expect(alert).toHaveTextContent(catalogueError(state.message));
      const retry = canvas.getByRole("button", {
        name: state.retrying ? "Reintentando…" : "Reintentar",
      });
      if (state.retrying) await expect(retry).toBeDisabled();
      else {
        await userEvent.click(retry);
        await expect(args.onRetry).toHaveBeenCalledOnce();
      }
    } else if (state.products.length === 0) {
      await expect(canvas.getByText(EMPTY_CATALOGUE)).toBeVisible();
    } else {
      await expect(canvas.getAllByRole("article")).toHaveLength(state.products.length);
    }
  },
});

/** One to four columns, as wide as the screen allows. */
export const Default = meta.story();

/** While the products and their stock load. */
export const Loading = meta.story({ args: { state: { status: "pending" } } });

/** The API could not be reached: the spec's message and a way to try again. */
export const Error = meta.story({
  args: { state: { status: "error", message: "HTTP 503: Service Unavailable" } },
});

/** Trying again after an error. */
export const Retrying = meta.story({
  args: { state: { status: "error", message: "Failed to fetch", retrying: true } },
});

/** A store with nothing to sell yet. */
export const Empty = meta.story({ args: { state: { status: "success", products: [] } } });
