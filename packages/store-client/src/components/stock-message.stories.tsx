import preview from "@agencia/storybook-config/preview";
import { expect } from "storybook/test";
import { StockMessage } from "./stock-message";

const meta = preview.meta({
  title: "Tienda/StockMessage",
  component: StockMessage,
  args: { state: { kind: "in_stock" as const, units: 12 } },
  // The spec's sentence for each stock state.
  play: async ({ canvasElement, args }) => {
    const { state } = args;
    const message = canvasElement.querySelector(`[data-state="${state.kind}"]`);
    await expect(message).toHaveTextContent(
      state.kind === "in_stock"
        ? `${state.units} in stock!`
        : state.kind === "short"
          ? `Not enough stock. Only ${state.units} left.`
          : "Currently unavailable",
    );
  },
});

export const InStock = meta.story();

/** More than the stock asked for. */
export const NotEnough = meta.story({ args: { state: { kind: "short", units: 3 } } });

/** Sold out, or not for sale. */
export const SoldOut = meta.story({ args: { state: { kind: "unavailable" } } });
